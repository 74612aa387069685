/**
 * `npm start`: gives the local Worker the secrets a production build needs,
 * so that it runs with no setup. Wrangler reads `.dev.vars` (never committed,
 * never deployed) for local runs; this adds a random `QUOTE_FLASH_SECRET` to
 * it when it has none. A deployed Worker gets its own with
 * `npx wrangler secret put QUOTE_FLASH_SECRET`, and without one refuses quote
 * requests rather than sign with a known value (app/quote/quote-flash-secret.ts).
 */
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const file = ".dev.vars";
const name = "QUOTE_FLASH_SECRET";
const existing = existsSync(file) ? readFileSync(file, "utf8") : "";

if (!new RegExp(`^${name}=`, "m").test(existing)) {
  const separator = existing === "" || existing.endsWith("\n") ? "" : "\n";
  appendFileSync(file, `${separator}${name}=${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  console.log(`${file}: a random ${name} for local runs`);
}
