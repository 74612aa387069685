/**
 * `npm start`: gives the local Worker the secrets a production build needs,
 * so that it runs with no setup. Wrangler reads `.dev.vars` (never committed,
 * never deployed) for local runs; this adds a random value to it for each
 * secret it lacks:
 * - `QUOTE_FLASH_SECRET`, which signs the quote form's one-time cookie
 *   (app/quote/quote-flash-secret.ts);
 * - `INSIGHTS_SESSION_SECRET`, which signs the session of the owner's
 *   insights (app/insights/owner-session.ts).
 * A deployed Worker gets its own with `npx wrangler secret put <name>`.
 */
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const file = ".dev.vars";

for (const name of ["QUOTE_FLASH_SECRET", "INSIGHTS_SESSION_SECRET"]) {
  const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (new RegExp(`^${name}=`, "m").test(existing)) continue;
  const separator = existing === "" || existing.endsWith("\n") ? "" : "\n";
  appendFileSync(file, `${separator}${name}=${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  console.log(`${file}: a random ${name} for local runs`);
}
