import { refuse } from "./refuse";

/**
 * 403 for a form posted from another site's page. Browsers say where a POST
 * comes from in `Origin` and `Sec-Fetch-Site`; a request with neither did not
 * come from a page in a visitor's browser (curl, a server), so it is not a
 * cross-site forgery and passes. React Router refuses a foreign `Origin` too,
 * but only after it has read the body.
 */
export function refuseCrossSite(request: Request): Response | null {
  const origin = request.headers.get("Origin");
  const fromOtherOrigin = origin !== null && origin !== new URL(request.url).origin;
  if (fromOtherOrigin || request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return refuse(request, 403, "crossSite");
  }
  return null;
}
