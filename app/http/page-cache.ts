import { portfolioCategoryIds, serviceIds } from "~/content/vocabulary";
import { pathWithoutLanguage } from "~/i18n/language";
import { documentPayloadPath } from "~/lib/document-payload";
import { addressMediaType, type AddressKind, payloadPath, publicPagePaths, sharedAddressKind } from "./page-addresses";

/**
 * Pages are the same for every visitor, so a rendered page is kept in the
 * edge's cache and served from there until it expires or a new version is
 * deployed. Browsers may reuse a page for five minutes and then show it once
 * more while they fetch a fresh copy; the edge keeps it for a day.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=86400, stale-while-revalidate=86400";

/** Responses that belong to one visitor or one moment: form answers, refusals, errors. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * What the entry knows of a request that this module does not: whether its
 * answer is its visitor's alone, whatever the address (the page that thanks a
 * visitor who sent the quote without JavaScript, with their details:
 * app/quote/quote-flash.ts). The edge sits below the features that decide it.
 */
export interface Visitor {
  personal: boolean;
}

/**
 * Whether a response to this request is the same for everyone: a page or its
 * data (`.rsc`) fetched with GET or HEAD that rendered as 200, sets no
 * cookie, and was not made for this visitor alone.
 */
export function isSharedPage(request: Request, response: Response, { personal }: Visitor = { personal: false }): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return response.status === 200 && !response.headers.has("Set-Cookie") && !personal;
}

/**
 * Sets `Cache-Control` on a rendered response (a page, its `.rsc` data, or an
 * action's answer) unless its route chose one (the sitemap, robots.txt, the
 * contact card); static files get theirs from `public/_headers`.
 */
export function withCacheControl(request: Request, response: Response, visitor?: Visitor): Response {
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", isSharedPage(request, response, visitor) ? PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The query parameters a page reads, by the pages that read them, with the
 * values that make a page of their own. Any other parameter (a campaign tag,
 * a crawler's `?x=1`) is left out: the page is rendered and kept as if it
 * were not there.
 */
const portfolioCategory = new Map([["category", [...portfolioCategoryIds]]]);
/** The portfolio and each design's page (whose previous and next stay within the category the visitor came from). */
const readsCategory = (path: string) => /^\/portfolio(\/|$)/.test(pathWithoutLanguage(path));
const journalService = new Map([["service", [...serviceIds]]]);
/** The journal's pages of posts (not a post's own page), filtered by service. */
const readsService = (path: string) => /^\/journal(\/page\/\d+)?$/.test(pathWithoutLanguage(path));
const parametersOf = (path: string) => (readsCategory(path) ? portfolioCategory : readsService(path) ? journalService : undefined);
// Maps, not objects: a query parameter may be named after anything an object inherits (`valueOf`).
const pageParameters = new Map<string, ReadonlyMap<string, readonly string[]>>(
  publicPagePaths.flatMap((path) => {
    const parameters = parametersOf(path);
    return parameters
      ? [
          [path, parameters],
          [payloadPath(path), parameters],
          [documentPayloadPath(path), parameters],
        ]
      : [];
  }),
);

/** A page (or its payload) as everyone gets it: the address it is rendered and kept under, and what it must be. */
export interface SharedAddress {
  address: URL;
  kind: AddressKind;
}

/**
 * The shared address of a request: a known page or payload
 * (app/http/page-addresses.ts) and the parameters it reads. None for any
 * other path (the not-found page, the text routes, the CMS's sign-in), or when
 * a parameter has a value no link makes or comes twice: such a page is
 * rendered for its visitor and not kept, so made-up addresses cannot fill the
 * cache.
 */
export function sharedAddress(url: URL): SharedAddress | undefined {
  const kind = sharedAddressKind(url.pathname);
  if (!kind) return undefined;
  const address = new URL(url.pathname, url.origin);
  const parameters = pageParameters.get(url.pathname);
  for (const [name, value] of url.searchParams) {
    const values = parameters?.get(name);
    if (!values) continue;
    if (!values.includes(value) || address.searchParams.has(name)) return undefined;
    address.searchParams.set(name, value);
  }
  return { address, kind };
}

/**
 * Whether a rendering may be kept and served to everyone: a 200 that sets no
 * cookie, of the type its address must have (a page's HTML, a payload's
 * `text/x-component`), that its route did not mark `no-store` or `private`.
 */
export function isStorable(kind: AddressKind, response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const mediaType = response.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== addressMediaType[kind]) return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

/** The cache entry of a page address, within the deployed version: a release never serves pages rendered by the one before. */
export function pageCacheKey(address: URL, version: string): Request {
  return new Request(new URL(`/__pages/${encodeURIComponent(version)}${address.pathname}${address.search}`, address.origin));
}

/**
 * A stored page keeps the nonce it was rendered with; each copy served gets
 * the nonce of its own response, which its Content-Security-Policy names
 * (app/http/security-headers.ts). Only the elements a nonce applies to carry
 * one (scripts, styles, stylesheet links); naming them lets the rewriter pass
 * over the rest of the page without reading its attributes (on a 179 KB page
 * under `wrangler dev`, the cached page's rate against a static file's went
 * from 0.36 to about 0.5: docs/benchmarks.md, 2026-11-26).
 */
function withNonce(page: Response, nonce: string): Response {
  if (!page.headers.get("Content-Type")?.startsWith("text/html")) return page;
  const setNonce = { element: (element: Element) => void element.setAttribute("nonce", nonce) };
  return new HTMLRewriter().on("script[nonce], style[nonce], link[nonce]", setNonce).transform(page);
}

/**
 * A stored copy is what the deployed version renders (its key names the
 * version), so it is answered as if rendered now: dated now, without the age
 * the cache gave it, and a browser's five minutes count from its answer.
 * Dated when stored, a copy the edge had held for over five minutes reached
 * the browser already stale, and a payload fetched ahead on intent was
 * fetched once more at the tap (stale-while-revalidate).
 */
function answeredNow(stored: Response): Response {
  const headers = new Headers(stored.headers);
  headers.set("Date", new Date().toUTCString());
  headers.delete("Age");
  return new Response(stored.body, { status: stored.status, headers });
}

/** Renders a page; `onFailure` is called if any part of it fails, even after its status went out. */
export type RenderPage = (request: Request, onFailure: () => void) => Promise<Response>;

interface PageCacheOptions extends Visitor {
  cache: Cache;
  version: string;
  /** This response's script nonce. */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Answers a GET or HEAD for a page from the cache, or renders it and keeps a
 * copy when it rendered whole and may be kept ({@link isStorable}). What is
 * rendered for a shared address is a plain GET of that address, made here:
 * none of the visitor's headers, cookies or body reach it, so no request can
 * change what the next visitor gets. A HEAD is answered from a GET's copy or
 * rendering but never stored. What comes back has its `Cache-Control`.
 */
export async function fromPageCache(
  request: Request,
  render: RenderPage,
  { cache, version, nonce, waitUntil, personal }: PageCacheOptions,
): Promise<Response> {
  // A page for one visitor (an address no link makes, the not-found page, the
  // text routes, the quote's thanks) is rendered for them and not kept.
  const shared = sharedAddress(new URL(request.url));
  if (!shared || personal) return withCacheControl(request, await render(request, () => {}), { personal });

  const key = pageCacheKey(shared.address, version);
  const cached = await cache.match(key);
  if (cached) {
    const page = withNonce(answeredNow(cached), nonce);
    return request.method === "HEAD" ? new Response(null, page) : page;
  }

  let failed = false;
  const rendered = await render(new Request(shared.address), () => (failed = true));
  const storable = isStorable(shared.kind, rendered);
  const headers = new Headers(rendered.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", storable ? PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (request.method === "HEAD") {
    await rendered.body?.cancel();
    return new Response(null, { status: rendered.status, headers });
  }
  const response = new Response(rendered.body, { status: rendered.status, headers });
  if (!storable || !response.body) return response;

  // The visitor's copy streams as it renders; the stored copy waits for the end, to know it rendered whole.
  const [forVisitor, forCache] = response.body.tee();
  const store = async () => {
    const page = await new Response(forCache).arrayBuffer();
    if (failed) return;
    await cache.put(key, new Response(page, response));
  };
  waitUntil(store());
  return new Response(forVisitor, response);
}
