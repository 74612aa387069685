import "server-only";
import { env } from "cloudflare:workers";
import { toSiteOrigin } from "./site-origin";

/** The site origin as configured for this Worker (`SITE_URL`); server code only, the browser has no `env`. */
export function getSiteOrigin(): string {
  return toSiteOrigin(env.SITE_URL);
}
