import { createCookie } from "react-router";
import * as z from "zod/mini";
import { type SentQuote, sentQuoteSchema } from "./quote-handoff";

/**
 * After a request sent without JavaScript, the page the visitor is sent back
 * to thanks them and offers the hand-off links (docs/decisions/005-quote-form.md).
 * The details travel in this cookie rather than in the address, so they stay
 * out of the browser's history and of request logs: the redirect sets it, the
 * page reads it once and clears it.
 *
 * The `__Host-` prefix makes browsers accept it only from this origin, over
 * HTTPS, for the whole site: no subdomain can plant one.
 */
const QUOTE_FLASH_COOKIE = "__Host-quote-sent";

/** Long enough to follow a redirect, short enough that one never followed is soon gone. */
export const QUOTE_FLASH_MAX_AGE_S = 60;

/**
 * Browsers drop a cookie whose name and value together exceed 4,096 bytes
 * (RFC 6265bis; Chromium 156 and Firefox 153 keep 4,096 and drop 4,097).
 */
export const COOKIE_SIZE_LIMIT = 4096;

/** What the cookie holds: the hand-off details, or none (the honeypot's answer, app/quote/quote-honeypot.ts). */
const quoteFlashSchema = z.object({ quote: z.nullable(sentQuoteSchema) });

export type QuoteFlash = z.output<typeof quoteFlashSchema>;

/** Signed with `secret` (app/quote/quote-flash-secret.ts), so a cookie the site did not set is ignored. */
export function quoteFlashCookie(secret: string) {
  return createCookie(QUOTE_FLASH_COOKIE, {
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: "/",
    maxAge: QUOTE_FLASH_MAX_AGE_S,
    secrets: [secret],
    // The value is base64 and a signature after a `.`, all valid in a cookie
    // as they are (RFC 6265 §4.1.1); percent-encoding would triple every `+`
    // and `/`, and leave less room for the details.
    encode: (value) => value,
  });
}

/**
 * Whether the request carries the flash cookie, valid or not. Its page is
 * that visitor's alone: rendered for them, and never stored in a shared cache
 * (app/http/page-cache.ts).
 */
export function carriesQuoteFlash(request: Request): boolean {
  const cookies = request.headers.get("Cookie")?.split(";") ?? [];
  return cookies.some((cookie) => cookie.trimStart().startsWith(`${QUOTE_FLASH_COOKIE}=`));
}

/** The `name=value` part of a `Set-Cookie` value: what the size limit counts, and the `=` to spare. */
const pairLength = (setCookie: string) => setCookie.split(";", 1)[0]!.length;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The `Set-Cookie` value for the redirect after a request. When the details
 * do not fit in one cookie (a long message in Gujarati takes three bytes a
 * letter, four once encoded), the message is cut, a tenth at a time and
 * between whole letters, until it fits, and ends with "…"; the visitor sees
 * it in WhatsApp before sending and can add the rest. The other details always
 * fit whole, whatever they hold (quote-flash.test.ts holds the schema's limits
 * to that).
 */
export async function setQuoteFlash(sent: SentQuote | null, secret: string): Promise<string> {
  // Only what the hand-off needs: never the phone number or email, whatever the caller passes.
  const quote = sent && sentQuoteSchema.parse(sent);
  const cookie = quoteFlashCookie(secret);
  const serialize = (quote: SentQuote | null) => cookie.serialize({ quote } satisfies QuoteFlash);
  const fits = (setCookie: string) => pairLength(setCookie) <= COOKIE_SIZE_LIMIT;

  let flash = await serialize(quote);
  if (!quote?.message) return flash;
  let letters = Array.from(graphemes.segment(quote.message), ({ segment }) => segment);
  while (!fits(flash)) {
    letters = letters.slice(0, Math.floor(letters.length * 0.9));
    flash = await serialize({ ...quote, message: letters.length > 0 ? `${letters.join("").trimEnd()}…` : undefined });
  }
  return flash;
}

/**
 * Reads the flash a request carries and clears it. `flash` is null when there
 * is none, when the site did not sign it, or when its details do not pass the
 * schema (a cookie is visitor input like any other); `headers` clear it
 * whenever the request carried one.
 */
export async function takeQuoteFlash(
  request: Request,
  secret: string | undefined,
): Promise<{ flash: QuoteFlash | null; headers: HeadersInit }> {
  if (!carriesQuoteFlash(request)) return { flash: null, headers: {} };
  // Without a secret nothing the site signed can be told from a forgery: the cookie is only cleared.
  const cookie = quoteFlashCookie(secret ?? "");
  const parsed = secret ? quoteFlashSchema.safeParse(await cookie.parse(request.headers.get("Cookie"))) : undefined;
  return {
    flash: parsed?.success ? parsed.data : null,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
  };
}
