/** The quote form's words: `content/pages/quote-form.json` (its rules are app/quote/quote-schema.ts). */

import { z } from "zod";
import { preferredContactMethods, quoteEventTypes, quoteFieldNames } from "../vocabulary.ts";
import { bilingual, filledTemplate, record, template, text } from "./fields.ts";

export const quoteFormSchema = bilingual(
  {},
  {
    title: text(60),
    intro: text(300),
    requiredNote: filledTemplate(100, ["star"]),
    labels: record(quoteFieldNames, 60),
    placeholders: record(["eventType", "guestCount", "budget", "venue", "message"], 80),
    eventTypes: record(quoteEventTypes, 40),
    contactMethods: record(preferredContactMethods, 30),
    honeypot: text(60),
    send: text(30),
    sending: text(30),
    problems: z.object({
      summaryTitle: text(60),
      required: record(["fullName", "phone"], 80),
      tooLong: template(120, ["field"]),
      notText: template(120, ["field"]),
      notEmail: text(120),
      notAnEventType: text(120),
      notAContactMethod: text(120),
      rateLimited: text(250),
      unavailable: text(250),
    }),
    thanks: z.object({ title: text(40), description: text(150) }),
    handoff: z.object({
      sentIntro: text(200),
      unsentIntro: text(200),
      whatsAppButton: text(50),
      emailButton: text(50),
      emailSubject: filledTemplate(100, ["name"]),
      lines: record(["fullName", "eventType", "eventDate", "venue", "guestCount", "budget", "message"], 30),
    }),
  },
);

export type QuoteFormFile = z.output<typeof quoteFormSchema>;
