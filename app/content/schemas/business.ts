/** The business facts (`content/business.json`) and the WhatsApp messages (`content/pages/whatsapp.json`). */

import { z } from "zod";
import { socialNetworks } from "../vocabulary.ts";
import { bilingual, filledTemplate, list, sameLengths, template, text } from "./fields.ts";

/** A phone number as it is dialled from anywhere: `+` and the country code, then the number (E.164). */
export const e164 = z
  .string({ error: "is missing" })
  .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, + and digits only, such as +919876543210");

const phone = z.object({ display: text(20), e164 });

/** Latitude and longitude as a maps app gives them when a finger holds the place: `23.05612, 72.55734`. */
const decimalDegrees = /^(\d{1,2}\.\d{5,})\s*,\s*(\d{1,2}\.\d{5,})$/;

/**
 * The studio's exact position, to five decimals or more (a metre or so: what
 * search engines ask for), kept as the text the owner typed (a number field
 * would drop a last 0 and with it a decimal). Optional: without it the map
 * shows the studio's address, and search engines get no position rather
 * than a rough one.
 */
const position = z
  .string("must be text")
  .trim()
  .regex(decimalDegrees, "must be the latitude and longitude, each with at least five decimals, such as 23.05612, 72.55734")
  .transform((value) => {
    const [, latitude, longitude] = decimalDegrees.exec(value)!;
    return { latitude: Number(latitude), longitude: Number(longitude) };
  })
  .refine(({ latitude }) => latitude >= 20 && latitude <= 25, "must be in Gujarat (latitude 20 to 25)")
  .refine(({ longitude }) => longitude >= 68 && longitude <= 75, "must be in Gujarat (longitude 68 to 75)");

export const businessSchema = bilingual(
  {
    phones: z.object({ primary: phone, alternate: phone }),
    /** The number WhatsApp chats go to. */
    whatsApp: e164,
    email: z.email("must be an e-mail address, such as hello@example.in"),
    postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
    /** Left empty in the CMS, the field is saved as "": no position. */
    position: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), position.optional()),
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
