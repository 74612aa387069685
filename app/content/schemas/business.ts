/** The business facts (`content/business.json`) and the WhatsApp messages (`content/pages/whatsapp.json`). */

import { z } from "zod";
import { socialNetworks } from "../vocabulary.ts";
import { bilingual, filledTemplate, list, sameLengths, template, text } from "./fields.ts";

/** A phone number as it is dialled from anywhere: `+` and the country code, then the number (E.164). */
export const e164 = z
  .string({ error: "is missing" })
  .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, + and digits only, such as +919876543210");

const phone = z.object({ display: text(20), e164 });

export const businessSchema = bilingual(
  {
    phones: z.object({ primary: phone, alternate: phone }),
    /** The number WhatsApp chats go to. */
    whatsApp: e164,
    email: z.email("must be an e-mail address, such as hello@example.in"),
    postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
    map: z.object({
      latitude: z.number("must be a number").min(20).max(25, "must be in Gujarat (latitude 20 to 25)"),
      longitude: z.number("must be a number").min(68).max(75, "must be in Gujarat (longitude 68 to 75)"),
    }),
    hours: z.object({
      opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 08:00"),
      closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 20:00"),
    }),
    social: list(z.object({ network: z.enum(socialNetworks, `must be one of ${socialNetworks.join(", ")}`), url: z.url({ protocol: /^https$/, error: "must be an https:// address" }) }), {
      min: 0,
      max: 3,
    }),
    footerCityCount: z.int("must be a whole number").min(1, "must be at least 1").max(11, "must be at most 11"),
  },
  {
    description: text(300),
    address: z.object({ street: text(80), locality: text(40), city: text(40), region: text(40), country: text(40) }),
    hoursText: z.object({ days: text(40), display: text(40) }),
    cities: list(text(30), { min: 1, max: 20 }),
    /** The first line of every page: `{cities}` becomes the first four cities. */
    serviceArea: filledTemplate(120, ["cities"]),
    /** What the saved contact says: the proprietor's role, and a note with the opening days and hours. */
    contactCard: z.object({ role: text(60), note: filledTemplate(200, ["days", "hours"]) }),
  },
)
  .superRefine(sameLengths(["cities"]))
  .refine((file) => file.en.footerCityCount <= file.en.cities.length, {
    path: ["en", "footerCityCount"],
    message: "must not be more than the number of cities",
  });

export const whatsAppSchema = bilingual(
  {},
  {
    general: text(300),
    home: text(300),
    contact: text(300),
    footer: text(300),
    quoteHandoff: text(300),
    design: template(300, ["title"]),
    shareDesign: template(300, ["title", "url"]),
    journalPost: template(300, ["title"]),
    sharePost: template(300, ["title", "url"]),
  },
);

export type BusinessFile = z.output<typeof businessSchema>;
export type WhatsAppFile = z.output<typeof whatsAppSchema>;
