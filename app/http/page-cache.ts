import { QUOTE_SENT_PARAM } from "~/quote/quote-handoff";

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
 * data (`.rsc`) fetched with GET or HEAD that rendered as 200. The page a
 * visitor lands on after sending a request without JavaScript carries their
 * details and is theirs alone.
 */
export function isSharedPage(request: Request, response: Response): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (response.status !== 200) return false;
  return !new URL(request.url).searchParams.has(QUOTE_SENT_PARAM);
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
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Where a page is kept in the cache: its address within the deployed version,
 * so that a release never serves pages rendered by the one before.
 */
export function pageCacheKey(request: Request, version: string): Request {
  const url = new URL(request.url);
  const key = new URL(`/__pages/${encodeURIComponent(version)}${url.pathname}${url.search}`, url.origin);
  return new Request(key, { method: "GET" });
}

interface PageCacheOptions {
  cache: Cache;
  version: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Answers a GET or HEAD for a page from the cache, or renders it with
 * `render` and keeps a copy when it is the same for everyone. A HEAD is
 * answered from a GET's copy but never stored. What comes back already has its
 * `Cache-Control`.
 */
export async function fromPageCache(
  request: Request,
  render: () => Promise<Response>,
  { cache, version, waitUntil }: PageCacheOptions,
): Promise<Response> {
  const key = pageCacheKey(request, version);
  const cached = await cache.match(key);
  if (cached) {
    return request.method === "HEAD" ? new Response(null, cached) : cached;
  }

  const response = withCacheControl(request, await render());
  if (request.method === "GET" && isSharedPage(request, response)) {
    const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null];
    waitUntil(cache.put(key, new Response(forCache, response)));
    return new Response(forVisitor, response);
  }
  return response;
}
