import { cspHash } from "~/http/security-headers";
import { insightsStyle } from "./dashboard/insights-style";

/**
 * The insights pages' headers (./admin-routes.ts): their own policy, which
 * allows their one stylesheet by its hash and nothing else to load or run;
 * never kept by any cache, never indexed.
 */
export async function insightsHtmlHeaders(): Promise<Headers> {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; style-src ${await cspHash(insightsStyle)}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
}
