import { buildSitemapXml } from "~/lib/sitemap";
import { getSiteOrigin } from "~/lib/configured-site-origin";

export function loader() {
  return new Response(buildSitemapXml(getSiteOrigin()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
