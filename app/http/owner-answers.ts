import { canonicalPath } from "./page-addresses";
import { PRIVATE_CACHE_CONTROL } from "./page-cache";

/**
 * Everything the Worker answers under `/admin/` is the owner's: the CMS's
 * sign-in, the insights' figures, their CSV, sign-in and refusals, and any
 * other spelling of those addresses (docs/decisions/016-insights.md, "Who may
 * read it"). Whatever route wrote it, it is kept by no cache, indexed by no
 * search engine, and loads nothing its own policy does not name. The CMS's
 * page and script are static files (public/admin/, public/_headers), which
 * the Worker never answers.
 */

/** Whether a request path is the owner's, however it is spelt (`/Admin/…`, `//admin/…`, `/%61dmin/…`). */
export function isOwnersPath(pathname: string): boolean {
  const path = canonicalPath(pathname).toLowerCase();
  return path === "/admin" || path.startsWith("/admin/");
}

/** The policy of an owner's answer whose route chose none (a redirect, a refusal): nothing loads, runs or frames it. */
export const ownersPolicy = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A copy of an answer under `/admin/` that no cache keeps and no search engine indexes, with its route's policy or {@link ownersPolicy}. */
export function withOwnersHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", ownersPolicy);
  return new Response(response.body, { status: response.status, headers });
}
