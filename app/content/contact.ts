/** The Contact page's words, with their Gujarati in `contact.gu.ts`. */

import type { Localized } from "~/i18n/language";
import { business } from "./business";
import { gujaratiContactPage } from "./contact.gu";

export interface ContactPageCopy {
  intro: { eyebrow: string; title: string; text: string };
  /** The four ways to reach the studio; the phone, e-mail and address come from `business.ts`. */
  cards: {
    label: string;
    call: { title: string; alsoOn: string };
    whatsApp: { title: string; note: string };
    email: { title: string; note: string };
    visit: { title: string; note: string };
  };
  whatsAppButton: string;
  findUs: { eyebrow: string; heading: string; address: string; hours: string; emergency: string };
}

const englishContactPage: ContactPageCopy = {
  intro: {
    eyebrow: "Get in touch",
    title: "Contact Us",
    text: `Call, WhatsApp or send the form below. We are open every day, ${business.hours.display}.`,
  },
  cards: {
    label: "Ways to reach us",
    call: { title: "Call us", alsoOn: "Also" },
    whatsApp: { title: "WhatsApp", note: "Photos and ideas welcome" },
    email: { title: "Email", note: "We reply within 24 hours" },
    visit: { title: "Visit the studio", note: `Open every day, ${business.hours.display}` },
  },
  whatsAppButton: "Message us on WhatsApp",
  findUs: {
    eyebrow: "Find us",
    heading: "Studio and hours",
    address: "Address",
    hours: "Business hours",
    emergency: "Emergency setups are available with prior arrangement.",
  },
};

export const contactPage: Localized<ContactPageCopy> = { en: englishContactPage, gu: gujaratiContactPage };
