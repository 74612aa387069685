import "server-only";
import { env } from "cloudflare:workers";

/**
 * What a local run signs the flash cookie with when no secret is set. A
 * deployed Worker never uses it: wrangler.toml lists `QUOTE_FLASH_SECRET` as
 * a required secret, so `wrangler deploy` fails until it is set
 * (docs/decisions/005-quote-form.md).
 */
const localDevelopmentSecret = "local-development-only";

/** The key that signs the flash cookie (app/quote/quote-flash.ts). */
export function quoteFlashSecret(): string {
  return env.QUOTE_FLASH_SECRET || localDevelopmentSecret;
}
