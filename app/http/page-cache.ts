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

/**
 * A stored page holds no nonce: each inline script and style was rendered
 * with the nonce of the response it was rendered for, and every response must
 * name its own (app/http/security-headers.ts). Stored copies carry this mark
 * in its place, and each copy served gets the nonce of its response. React
 * writes attribute values with quotes escaped inside text and the page's
 * payload, so only real `nonce` attributes match.
 */
const NONCE_MARK = "page-cache-nonce";
const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

/** The page's text with its nonce taken out. */
export function toTemplate(page: string, nonce: string): string {
  return page.replaceAll(nonceAttribute(nonce), nonceAttribute(NONCE_MARK));
}

/** The page's text with `nonce` put in. */
export function fromTemplate(template: string, nonce: string): string {
  return template.replaceAll(nonceAttribute(NONCE_MARK), nonceAttribute(nonce));
}

/** A page as kept: its template, status and headers. */
interface StoredPage {
  template: string;
  init: { status: number; statusText: string; headers: Array<[string, string]> };
}

const storedPage = (template: string, response: Response): StoredPage => ({
  template,
  init: { status: response.status, statusText: response.statusText, headers: [...response.headers] },
});

/**
 * A first level in front of the edge's cache: the few pages this isolate
 * served last, for a minute, so the busiest pages skip even the cache lookup.
 */
export class PageMemory {
  readonly #pages = new Map<string, StoredPage & { until: number }>();

  constructor(
    readonly capacity = 64,
    readonly lifetimeMs = 60_000,
    readonly now: () => number = Date.now,
  ) {}

  recall(key: string): StoredPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.until <= this.now()) {
      this.#pages.delete(key);
      return undefined;
    }
    // Most recently used last: the first entry is the one to forget.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  remember(key: string, page: StoredPage): void {
    this.#pages.delete(key);
    this.#pages.set(key, { ...page, until: this.now() + this.lifetimeMs });
    while (this.#pages.size > this.capacity) this.#pages.delete(this.#pages.keys().next().value!);
  }
}

interface PageCacheOptions {
  /** Opens the edge's cache; a page from memory never needs it. */
  openCache: () => Promise<Cache>;
  memory: PageMemory;
  version: string;
  /** This response's script nonce. */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Answers a GET or HEAD for a page from memory or the cache, or renders it
 * with `render` (with this response's nonce) and keeps a copy when it is the
 * same for everyone. A HEAD is answered from a GET's copy but never stored.
 * What comes back already has its `Cache-Control`.
 */
export async function fromPageCache(
  request: Request,
  render: () => Promise<Response>,
  { openCache, memory, version, nonce, waitUntil }: PageCacheOptions,
): Promise<Response> {
  const isHead = request.method === "HEAD";
  const key = pageCacheKey(request, version);
  const serve = ({ template, init }: StoredPage) => new Response(isHead ? null : fromTemplate(template, nonce), init);

  const remembered = memory.recall(key.url);
  if (remembered) return serve(remembered);

  const cache = await openCache();
  const cached = await cache.match(key);
  if (cached) {
    const page = storedPage(await cached.text(), cached);
    memory.remember(key.url, page);
    return serve(page);
  }

  const response = withCacheControl(request, await render());
  if (!isHead && isSharedPage(request, response) && response.body) {
    // The visitor's copy streams as it renders; the stored copies follow.
    const [forVisitor, forStores] = response.body.tee();
    const store = async () => {
      const page = storedPage(toTemplate(await new Response(forStores).text(), nonce), response);
      memory.remember(key.url, page);
      await cache.put(key, new Response(page.template, page.init));
    };
    waitUntil(store());
    return new Response(forVisitor, response);
  }
  return response;
}
