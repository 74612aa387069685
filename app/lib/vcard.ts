import type { VCardFacts } from "~/content/business-text";

/**
 * vCard 3.0 (RFC 2426, with RFC 6350's folding rules): CRLF line endings,
 * escaped text values, lines folded at 75 octets without splitting a UTF-8
 * character. The footer's Save Contact button (in the browser) and the
 * `/pushpanjali-decor-contact.vcf` resource route both call this, so the two
 * downloads are byte-identical.
 */

/**
 * Also the card's address (app/routes.ts, app/http/page-addresses.ts). Written out rather than made from
 * the brand: the footer's link builds the card in the browser, and the brand
 * would bring the site's words with it.
 */
export const vCardFileName = "pushpanjali-decor-contact.vcf";
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

/** The studio's own card; `origin` is the site origin (`SITE_URL`). */
export function buildBusinessVCard(business: VCardFacts, origin: string): string {
  const { address, phones } = business;
  const street = `${address.street}, ${address.locality}`;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    // An organisation card: the business name is the family-name component.
    `N:${escapeText(business.name)};;;;`,
    `FN:${escapeText(business.name)}`,
    ...(business.nickname ? [`NICKNAME:${escapeText(business.nickname)}`] : []),
    `ORG:${escapeText(business.name)}`,
    `TITLE:${escapeText(business.role)}`,
    `TEL;TYPE=CELL,VOICE:${phones.primary.e164}`,
    `TEL;TYPE=WORK,VOICE:${phones.alternate.e164}`,
    `EMAIL;TYPE=INTERNET,WORK:${business.email}`,
    `ADR;TYPE=WORK:;;${[street, address.city, address.region, address.postalCode, address.country].map(escapeText).join(";")}`,
    `URL:${new URL("/", origin).href}`,
    `NOTE:${escapeText(business.note)}`,
    "END:VCARD",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
