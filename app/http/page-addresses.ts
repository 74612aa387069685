import { journalFeedPath, journalPaths } from "~/content/journal";
import { languages, pathInLanguage } from "~/i18n/language";
import { vCardFileName } from "~/lib/vcard";
import { documentPayloadPath } from "~/lib/document-payload";
import { indexablePaths } from "~/lib/sitemap";

/**
 * One address per page. Every public page has one path (lower case, single
 * slashes, no trailing slash, no percent-encoded letters), and so does its
 * client-navigation payload (`.rsc`). A request for any other spelling of a
 * known address is sent to it with a redirect, so the Worker renders, and the
 * edge keeps, each page under one address only (docs/decisions/012-edge-trust.md).
 */

/**
 * What is served at an address: the page's HTML, its payload for client
 * navigation, or the payload its HTML leaves for the browser's app to fetch
 * (app/lib/document-payload.ts).
 */
export type AddressKind = "page" | "payload" | "document-payload";

/** The media type each kind of address answers with; anything else is never kept. */
export const addressMediaType: Record<AddressKind, string> = {
  page: "text/html",
  payload: "text/x-component",
  "document-payload": "text/x-component",
};

/** A page's payload address, as React Router's client asks for it: `/services.rsc`, and `/_.rsc` for `/`. */
export function payloadPath(pagePath: string): string {
  return pagePath === "/" ? "/_.rsc" : `${pagePath}.rsc`;
}

/** The page a payload address belongs to, or `undefined` for any other path (the inverse of {@link payloadPath}). */
export function pageOfPayload(path: string): string | undefined {
  if (path === "/_.rsc") return "/";
  return path.endsWith(".rsc") && path !== "/.rsc" ? path.slice(0, -".rsc".length) : undefined;
}

/** Every public page in every language: the pages search engines are given (app/lib/sitemap.ts), and every page of the journal. */
export const publicPagePaths: readonly string[] = [
  ...indexablePaths.flatMap((path) => languages.map((language) => pathInLanguage(language, path))),
  ...journalPaths,
];

/** The addresses whose answer is the same for every visitor, and so may be kept in the edge's cache. */
const sharedAddresses = new Map<string, AddressKind>([
  ...publicPagePaths.map((path) => [path, "page"] as const),
  ...publicPagePaths.map((path) => [payloadPath(path), "payload"] as const),
  ...publicPagePaths.map((path) => [documentPayloadPath(path), "document-payload"] as const),
]);

/**
 * The routes that answer with something other than a page (app/routes.ts):
 * known addresses too, so another spelling is redirected to them, but never
 * kept in the page cache (they are cheap, and the sign-in answers one person).
 */
export const resourcePaths: readonly string[] = [
  ...languages.map((language) => pathInLanguage(language, `/${vCardFileName}`)),
  ...languages.map(journalFeedPath),
  "/sitemap.xml",
  "/robots.txt",
  "/admin/auth",
  "/admin/callback",
  ...["/admin/insights", "/admin/gu/insights"].flatMap((page) => [page, `${page}/daily.csv`, `${page}/sign-in`, `${page}/sign-out`]),
  ...["/admin/changes", "/admin/gu/changes"].flatMap((page) => [page, `${page}/sign-in`]),
];

const knownPaths = new Set([...sharedAddresses.keys(), ...resourcePaths]);

/** Whether `path` is a page or payload the edge may keep, and which. */
export function sharedAddressKind(path: string): AddressKind | undefined {
  return sharedAddresses.get(path);
}

/** RFC 3986's unreserved characters: percent-encoding one of them changes nothing but the spelling. */
const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of `pathname` (a URL's pathname, as parsed: dot segments
 * already resolved): unreserved characters decoded, runs of slashes made one,
 * no trailing slash (`/services/_.rsc`, the payload of `/services/`, is
 * `/services.rsc`), and lower case where that names a known address; a suffix
 * React Router reads (`.data`, `.manifest`, `.rsc`) on a known address that
 * has no such variant is dropped (`/_.data` is `/`). An
 * unknown path keeps its case (built assets' names have capitals) and is
 * answered by the not-found page. Always begins with exactly one slash, so a
 * link built from it stays on the site.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return unreserved.test(character) ? character : escape;
  });
  path = `/${path}`.replace(/\/{2,}/g, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  // Until none is left: `/x/_/_.rsc` reads as the payload of `/x/_`, itself spelled `/x/_.rsc`.
  while (path.endsWith("/_.rsc") && path !== "/_.rsc") path = `${path.slice(0, -"/_.rsc".length)}.rsc`;
  const folded = path.toLowerCase();
  if (knownPaths.has(folded)) return folded;
  const readAs = addressReadAs(folded);
  return readAs && knownPaths.has(readAs) ? readAs : path;
}

/** Whether `path` is one of the site's addresses: a page, a payload, or a route that answers with something else. */
export function isKnownPath(path: string): boolean {
  return knownPaths.has(path);
}

/**
 * The address React Router reads out of a path with one of the suffixes it
 * strips (`.rsc` and `/_.rsc` for a payload, `.data` and `/_.data`, `.manifest`
 * for route discovery), or none. `/_.data` would otherwise render the home page,
 * and `/admin/insights.rsc` the owner's figures, at an address of no list.
 */
function addressReadAs(path: string): string | undefined {
  const suffix = /(\/_)?\.(rsc|data|manifest)$/.exec(path);
  if (!suffix) return undefined;
  // React Router matches `/services/` (what `/services/.data` leaves) as `/services`.
  return path.slice(0, suffix.index).replace(/\/$/, "") || "/";
}

/**
 * A redirect to the canonical spelling of the request's path, keeping its
 * query, or null when the path is already canonical. 301 for GET and HEAD;
 * 308 for a form post, which a browser repeats with its body, so nothing
 * typed is lost.
 */
export function redirectToCanonicalPath(request: Request): Response | null {
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical === url.pathname) return null;
  const status = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
  return new Response(null, {
    status,
    headers: { Location: `${canonical}${url.search}`, "Cache-Control": "public, max-age=3600" },
  });
}
