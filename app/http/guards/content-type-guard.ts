import { refuse } from "./refuse";

/**
 * The encodings an HTML form posts in. React Router's client sends the quote
 * form as `application/x-www-form-urlencoded` too (seen in
 * tests/e2e/quote-guards.js-only.spec.ts). Anything else, JSON included, would
 * reach the action as something it cannot read.
 */
const formMediaTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function refuseUnsupportedContentType(request: Request): Response | null {
  const mediaType = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType && formMediaTypes.has(mediaType)) return null;
  return refuse(request, 415, "contentType");
}
