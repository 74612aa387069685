import { insightsStyle } from "./dashboard/insights-style";

let styleHash: Promise<string> | undefined;

/** `'sha256-…'` of the pages' stylesheet, for their policy. */
function insightsStyleHash(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(insightsStyle))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return styleHash;
}

/**
 * The insights pages' headers (./admin-routes.ts): their own policy, which
 * allows their one stylesheet by its hash and nothing else to load or run;
 * never kept by any cache, never indexed.
 */
export async function insightsHtmlHeaders(): Promise<Headers> {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; style-src ${await insightsStyleHash()}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
}
