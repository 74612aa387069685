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

/** A page as kept in the isolate's memory. */
interface RememberedPage {
  body: ArrayBuffer;
  init: { status: number; statusText: string; headers: Array<[string, string]> };
  until: number;
}

/**
 * A first level in front of the edge's cache: the few pages this isolate
 * served last, for a minute, so the busiest pages skip even the cache lookup.
 */
export class PageMemory {
  readonly #pages = new Map<string, RememberedPage>();

  constructor(
    readonly capacity = 64,
    readonly lifetimeMs = 60_000,
    readonly now: () => number = Date.now,
  ) {}

  recall(key: string): Response | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.until <= this.now()) {
      this.#pages.delete(key);
      return undefined;
    }
    // Most recently used last: the first entry is the one to forget.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    // A copy: a response's body must not share memory with the next one's.
    return new Response(page.body.slice(0), page.init);
  }

  async remember(key: string, response: Response): Promise<void> {
    const page: RememberedPage = {
      body: await response.arrayBuffer(),
      init: { status: response.status, statusText: response.statusText, headers: [...response.headers] },
      until: this.now() + this.lifetimeMs,
    };
    this.#pages.delete(key);
    this.#pages.set(key, page);
    while (this.#pages.size > this.capacity) this.#pages.delete(this.#pages.keys().next().value!);
  }
}

interface PageCacheOptions {
  cache: Cache;
  memory: PageMemory;
  version: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

const withoutBody = (response: Response) => new Response(null, response);

/**
 * Answers a GET or HEAD for a page from memory or the cache, or renders it
 * with `render` and keeps a copy when it is the same for everyone. A HEAD is
 * answered from a GET's copy but never stored. What comes back already has its
 * `Cache-Control`.
 */
export async function fromPageCache(
  request: Request,
  render: () => Promise<Response>,
  { cache, memory, version, waitUntil }: PageCacheOptions,
): Promise<Response> {
  const isHead = request.method === "HEAD";
  const key = pageCacheKey(request, version);

  const remembered = memory.recall(key.url);
  if (remembered) return isHead ? withoutBody(remembered) : remembered;

  const cached = await cache.match(key);
  if (cached) {
    if (isHead) return withoutBody(cached);
    const [forVisitor, forMemory] = cached.body ? cached.body.tee() : [null, null];
    waitUntil(memory.remember(key.url, new Response(forMemory, cached)));
    return new Response(forVisitor, cached);
  }

  const response = withCacheControl(request, await render());
  if (!isHead && isSharedPage(request, response) && response.body) {
    // The visitor's copy streams as it renders; the cache and memory copies follow.
    const [forVisitor, forStores] = response.body.tee();
    const [forCache, forMemory] = forStores.tee();
    waitUntil(Promise.all([cache.put(key, new Response(forCache, response)), memory.remember(key.url, new Response(forMemory, response))]));
    return new Response(forVisitor, response);
  }
  return response;
}
