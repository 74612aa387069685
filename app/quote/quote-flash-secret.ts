import "server-only";
import { env } from "cloudflare:workers";

/**
 * The key that signs the quote's flash cookie (app/quote/quote-flash.ts) fails
 * closed: a deployed Worker signs only with the secret it was given, never a
 * value written here (docs/decisions/005-quote-form.md).
 */

/** The shortest secret accepted, in bytes: a signing key any shorter is guessable sooner than the signature. */
export const MIN_FLASH_SECRET_BYTES = 32;

/** What `npm run dev` signs with when no secret is set; only a development build may use it. */
const localDevelopmentSecret = "local-development-only";

/**
 * The configured secret when it is long enough; otherwise the development
 * value under `npm run dev`, and none in a production build (the quote is
 * then refused with its own message, and the flash cookie is never read).
 */
export function flashSecretFrom(configured: unknown, { development }: { development: boolean }): string | undefined {
  if (typeof configured === "string" && new TextEncoder().encode(configured).byteLength >= MIN_FLASH_SECRET_BYTES) {
    return configured;
  }
  return development ? localDevelopmentSecret : undefined;
}

export const missingFlashSecretLog = `QUOTE_FLASH_SECRET is missing, empty or shorter than ${MIN_FLASH_SECRET_BYTES} bytes: quote requests are refused until it is set (npx wrangler secret put QUOTE_FLASH_SECRET).`;

let reported = false;

/** The key that signs the flash cookie, or none; a missing one is logged once per isolate. */
export function quoteFlashSecret(): string | undefined {
  const secret = flashSecretFrom(env.QUOTE_FLASH_SECRET, { development: import.meta.env.DEV });
  if (!secret && !reported) {
    reported = true;
    console.error(missingFlashSecretLog);
  }
  return secret;
}
