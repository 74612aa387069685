import { buildRobotsTxt } from "~/lib/sitemap";
import { getSiteOrigin } from "~/lib/configured-site-origin";

export function loader() {
  return new Response(buildRobotsTxt(getSiteOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
