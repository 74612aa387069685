import "server-only";
import { env } from "cloudflare:workers";
import { business } from "~/content/business";

/** The public origin from `SITE_URL` (wrangler.toml `[vars]`), or the business default. */
export function getSiteOrigin(): string {
  const configured = (env as { SITE_URL?: string }).SITE_URL;
  if (!configured) return business.defaultOrigin;
  try {
    return new URL(configured).origin;
  } catch {
    return business.defaultOrigin;
  }
}
