import { portfolioCategories } from "~/content/portfolio";
import { carriesQuoteFlash } from "~/quote/quote-flash";

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
 * Whether a response to this request is the same for everyone: a page or its
 * data (`.rsc`) fetched with GET or HEAD that rendered as 200 and sets no
 * cookie. A request carrying the quote's flash cookie gets the page that
 * thanks that visitor, with their details: theirs alone.
 */
export function isSharedPage(request: Request, response: Response): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  return !carriesQuoteFlash(request);
}

/**
 * Sets `Cache-Control` on a rendered response (a page, its `.rsc` data, or an
 * action's answer) unless its route chose one (the sitemap, robots.txt, the
 * contact card); static files get theirs from `public/_headers`.
 */
export function withCacheControl(request: Request, response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", isSharedPage(request, response) ? PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The query parameters a page reads, with the values that make a page of
 * their own. Any other parameter (a campaign tag, a crawler's `?x=1`) is left
 * out: the page is rendered and kept as if it were not there.
 */
const pageParameters: Record<string, readonly string[]> = {
  category: portfolioCategories.map((category) => category.id),
};

/**
 * The address a page is rendered and kept under: its path and the parameters
 * it reads, or none when a parameter has a value no link makes (such a page
 * is rendered for its visitor and not kept, so made-up values cannot fill the
 * cache), or when it is the CMS's sign-in under /admin/, which answers one
 * person at one moment (and with the query left out, one stored answer
 * would stand for every callback).
 */
export function pageAddress(url: URL): URL | undefined {
  if (url.pathname.startsWith("/admin/")) return undefined;
  const address = new URL(url.pathname, url.origin);
  for (const [name, value] of url.searchParams) {
    const values = pageParameters[name];
    if (!values) continue;
    if (!values.includes(value) || address.searchParams.has(name)) return undefined;
    address.searchParams.set(name, value);
  }
  return address;
}

/** The cache entry of a page address, within the deployed version: a release never serves pages rendered by the one before. */
export function pageCacheKey(address: URL, version: string): Request {
  return new Request(new URL(`/__pages/${encodeURIComponent(version)}${address.pathname}${address.search}`, address.origin));
}

/**
 * A stored page keeps the nonce it was rendered with; each copy served gets
 * the nonce of its own response, which its Content-Security-Policy names
 * (app/http/security-headers.ts).
 */
function withNonce(page: Response, nonce: string): Response {
  if (!page.headers.get("Content-Type")?.startsWith("text/html")) return page;
  return new HTMLRewriter().on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) }).transform(page);
}

/** Renders a page; `onFailure` is called if any part of it fails, even after its status went out. */
export type RenderPage = (request: Request, onFailure: () => void) => Promise<Response>;

interface PageCacheOptions {
  cache: Cache;
  version: string;
  /** This response's script nonce. */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Answers a GET or HEAD for a page from the cache, or renders it and keeps a
 * copy when it is the same for everyone and rendered whole. A HEAD is
 * answered from a GET's copy but never stored. What comes back has its
 * `Cache-Control`.
 */
export async function fromPageCache(
  request: Request,
  render: RenderPage,
  { cache, version, nonce, waitUntil }: PageCacheOptions,
): Promise<Response> {
  // A page for one visitor (a parameter value no link makes, or the quote's
  // thanks) is rendered for them and not kept.
  const address = pageAddress(new URL(request.url));
  if (!address || carriesQuoteFlash(request)) return withCacheControl(request, await render(request, () => {}));

  const key = pageCacheKey(address, version);
  const cached = await cache.match(key);
  if (cached) {
    const page = withNonce(cached, nonce);
    return request.method === "HEAD" ? new Response(null, page) : page;
  }

  let failed = false;
  const response = withCacheControl(request, await render(new Request(address, request), () => (failed = true)));
  if (request.method === "HEAD" || !isSharedPage(request, response) || !response.body) return response;

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
