import { business } from "~/content/business";

/**
 * vCard 3.0 (RFC 2426, with RFC 6350's folding rules): CRLF line endings,
 * escaped text values, lines folded at 75 octets without splitting a UTF-8
 * character. The footer's Save Contact button (in the browser) and the
 * `/pushpanjali-decor-contact.vcf` resource route both call this, so the two
 * downloads are byte-identical.
 */

export const vCardFileName = `${business.slug}-contact.vcf`;
export const vCardContentType = "text/vcard; charset=utf-8";

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a text value: backslash, comma, semicolon and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line into chunks of at most 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = "";
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      chunks.push(current);
      current = "";
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation counts
    }
    current += char;
    currentOctets += octets;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

export interface VCardContact {
  formattedName: string;
  organization: string;
  title?: string;
  phones: readonly { type: "CELL" | "WORK" | "HOME"; e164: string }[];
  email?: string;
  address?: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  url?: string;
  note?: string;
}

export function buildVCard(contact: VCardContact): string {
  const structured = (...parts: string[]) => parts.map(escapeText).join(";");
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    // An organisation card: the business name is the family-name component.
    `N:${structured(contact.formattedName, "", "", "", "")}`,
    `FN:${escapeText(contact.formattedName)}`,
    `ORG:${structured(contact.organization)}`,
    contact.title ? `TITLE:${escapeText(contact.title)}` : "",
    ...contact.phones.map((phone) => `TEL;TYPE=${phone.type},VOICE:${phone.e164}`),
    contact.email ? `EMAIL;TYPE=INTERNET,WORK:${contact.email}` : "",
    contact.address
      ? `ADR;TYPE=WORK:${structured(
          "",
          "",
          contact.address.street,
          contact.address.locality,
          contact.address.region,
          contact.address.postalCode,
          contact.address.country,
        )}`
      : "",
    contact.url ? `URL:${contact.url}` : "",
    contact.note ? `NOTE:${escapeText(contact.note)}` : "",
    "END:VCARD",
  ].filter(Boolean);
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The studio's own card; `origin` is the site origin (`SITE_URL`). */
export function buildBusinessVCard(origin: string): string {
  const { address, phones } = business;
  return buildVCard({
    formattedName: business.name,
    organization: business.name,
    title: business.proprietor.role,
    phones: [
      { type: "CELL", e164: phones.primary.e164 },
      { type: "WORK", e164: phones.alternate.e164 },
    ],
    email: business.email,
    address: {
      street: `${address.street}, ${address.locality}`,
      locality: address.city,
      region: address.region,
      postalCode: address.postalCode,
      country: address.country,
    },
    url: new URL("/", origin).href,
    note: `Flower decoration for weddings, poojas, birthdays, corporate events, cars and entrances. Open ${business.hours.days}, ${business.hours.display}.`,
  });
}
