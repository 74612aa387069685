import { refuse } from "./refuse";

/**
 * 403 for a form posted from another site's page. Browsers say where a request
 * comes from in `Origin` and `Sec-Fetch-Site`; a request with neither (curl, an
 * old browser) is not a cross-site forgery and passes. React Router refuses a
 * foreign `Origin` too, but only after it has read the body.
 */
export function refuseCrossSite(request: Request): Response | null {
  const origin = request.headers.get("Origin");
  const fromOtherOrigin = origin !== null && origin !== new URL(request.url).origin;
  if (fromOtherOrigin || request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return refuse(403, "This form can only be sent from this website.");
  }
  return null;
}
