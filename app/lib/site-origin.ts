/**
 * The public origin of canonical links, sharing tags, the sitemap and the
 * contact card: `SITE_URL` under `[vars]` in wrangler.toml, or this fallback
 * when it is unset or not a URL.
 */
const fallbackSiteOrigin = "https://pushpanjalidecor.in";

/** The origin of a configured `SITE_URL`, or the fallback. */
export function toSiteOrigin(configured: unknown): string {
  if (typeof configured === "string") {
    try {
      return new URL(configured).origin;
    } catch {
      // Not a URL: the fallback below.
    }
  }
  return fallbackSiteOrigin;
}
