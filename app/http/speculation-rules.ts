/**
 * Speculation rules: Chromium prerenders the page a visitor is about to open
 * (a link held under the pointer for a moment, or pressed), so that without
 * the app the next document is ready when the tap lands
 * (docs/decisions/015-the-next-page.md). The rules are a static file named in
 * a response header rather than an inline script: Chromium applies a header's
 * rules with JavaScript disabled and an inline script's only with it enabled,
 * and the header's file needs no nonce. They leave alone the links the app
 * follows itself (app/components/page-link.tsx).
 */

/** The rules (public/speculation-rules.json; its media type is set in public/_headers). */
export const speculationRulesPath = "/speculation-rules.json";

/** Whether the visitor's browser asks for less data (`Save-Data: on`, https://wicg.github.io/savedata/). */
export function savesData(request: Request): boolean {
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/**
 * A copy of a page's answer that names the speculation rules, unless the
 * visitor saves data. The header is chosen per request, after the page cache:
 * the page kept there is the same for everyone. `Vary: Save-Data` keeps a
 * browser from reusing an answer given under the other setting. An answer
 * that chose its own policy is no page of the site (the CMS's sign-in window,
 * app/http/security-headers.ts) and links nowhere: it is left as it is.
 */
export function withSpeculationRules(request: Request, response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  if (response.headers.has("Content-Security-Policy")) return response;
  const headers = new Headers(response.headers);
  headers.append("Vary", "Save-Data");
  if (!savesData(request)) headers.set("Speculation-Rules", `"${speculationRulesPath}"`);
  return new Response(response.body, { status: response.status, headers });
}
