import { describe, expect, test } from "vitest";
import { fromPageCache, PAGE_CACHE_CONTROL, pageCacheKey, PRIVATE_CACHE_CONTROL, sharedAddress, withCacheControl } from "./page-cache";

/** An in-memory stand-in for the Workers Cache API: stores by URL, as the Cache API does for GET keys. */
function memoryCache() {
  const stored = new Map<string, Response>();
  const cache = {
    async match(key: Request) {
      return stored.get(key.url)?.clone();
    },
    async put(key: Request, response: Response) {
      stored.set(key.url, new Response(await response.arrayBuffer(), response));
    },
  } as unknown as Cache;
  return { cache, stored };
}

interface Rendering {
  status?: number;
  headers?: HeadersInit;
  /** Reports a failure while the body streams, after the status went out. */
  failsWhileStreaming?: boolean;
}

/**
 * A site whose renderer answers with the address it rendered and a count. The
 * answers are page data (`text/x-component`, so the tests ask for `.rsc`
 * addresses), which carries no nonce; the
 * nonce of stored HTML is checked against the built Worker
 * (tests/e2e/caching.http.spec.ts), since Node has no HTMLRewriter.
 */
function site(version = "v1") {
  const { cache, stored } = memoryCache();
  const pending: Promise<unknown>[] = [];
  const rendered: string[] = [];
  const renderedRequests: Request[] = [];
  const serve = async (request: Request, rendering: Rendering = {}, personal = false) => {
    const response = await fromPageCache(
      request,
      async (pageRequest, onFailure) => {
        rendered.push(pageRequest.url);
        renderedRequests.push(pageRequest);
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (rendering.failsWhileStreaming) onFailure();
            controller.enqueue(new TextEncoder().encode(`render ${rendered.length} of ${pageRequest.url}`));
            controller.close();
          },
        });
        return new Response(pageRequest.method === "HEAD" ? null : body, {
          status: rendering.status ?? 200,
          headers: { "Content-Type": "text/x-component", ...rendering.headers },
        });
      },
      { cache, version, nonce: "n0nce", waitUntil: (promise) => pending.push(promise), personal },
    );
    const text = await response.clone().text();
    await Promise.all(pending);
    return { response, text };
  };
  return { serve, stored, rendered, renderedRequests };
}

const get = (path: string, method = "GET") => new Request(`https://pushpanjalidecor.in${path}`, { method });

describe("a page everyone sees the same", () => {
  test("is rendered once and then served from the cache, with a public Cache-Control", async () => {
    const pages = site();
    const first = await pages.serve(get("/services.rsc"));
    const second = await pages.serve(get("/services.rsc"));
    expect(second.text).toBe(first.text);
    expect(pages.rendered).toHaveLength(1);
    expect(second.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(second.response.headers.get("Content-Type")).toBe("text/x-component");
  });

  test("is rendered and kept without the query parameters it does not read", async () => {
    const pages = site();
    await pages.serve(get("/_.rsc?utm_source=whatsapp&fbclid=abc"));
    const plain = await pages.serve(get("/_.rsc"));
    await pages.serve(get("/_.rsc?x=1"));
    expect(pages.rendered).toEqual(["https://pushpanjalidecor.in/_.rsc"]);
    expect(plain.text).toBe("render 1 of https://pushpanjalidecor.in/_.rsc");
  });

  test("has one entry per portfolio category a link leads to", async () => {
    const pages = site();
    await pages.serve(get("/portfolio.rsc?category=weddings&utm_campaign=diwali"));
    await pages.serve(get("/portfolio.rsc?category=weddings"));
    await pages.serve(get("/gu/portfolio.rsc?category=pooja"));
    expect(pages.rendered).toEqual([
      "https://pushpanjalidecor.in/portfolio.rsc?category=weddings",
      "https://pushpanjalidecor.in/gu/portfolio.rsc?category=pooja",
    ]);
  });

  test("answers HEAD from the cached GET, and a HEAD alone stores nothing", async () => {
    const pages = site();
    const head = await pages.serve(get("/about.rsc", "HEAD"));
    expect(head.response.status).toBe(200);
    expect(head.response.body).toBeNull();
    expect(pages.stored.size).toBe(0);
    await pages.serve(get("/about.rsc"));
    const cachedHead = await pages.serve(get("/about.rsc", "HEAD"));
    expect(cachedHead.response.body).toBeNull();
    expect(cachedHead.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(pages.rendered).toHaveLength(2);
  });

  test("is never served across versions", async () => {
    expect(pageCacheKey(new URL("https://pushpanjalidecor.in/"), "v1").url).not.toBe(
      pageCacheKey(new URL("https://pushpanjalidecor.in/"), "v2").url,
    );
  });
});

describe("what is rendered for its visitor and never kept", () => {
  test("a category no link leads to, or one named twice, so made-up addresses cannot fill the cache", async () => {
    const pages = site();
    for (const path of ["/portfolio.rsc?category=fireworks", "/portfolio.rsc?category=Weddings", "/portfolio.rsc?category=pooja&category=weddings"]) {
      const { response } = await pages.serve(get(path));
      expect(response.status, path).toBe(200);
    }
    expect(pages.stored.size).toBe(0);
    expect(pages.rendered[0]).toBe("https://pushpanjalidecor.in/portfolio.rsc?category=fireworks");
  });

  test("a page the entry says is its visitor's alone (the quote's thanks after a request sent without JavaScript), rendered for them, even when a copy is kept", async () => {
    const pages = site();
    await pages.serve(get("/contact.rsc"));
    const thanks = new Request("https://pushpanjalidecor.in/contact.rsc", { headers: { Cookie: "theme=x; __Host-quote-sent=x" } });
    const { response, text } = await pages.serve(thanks, {}, true);
    expect(text).toBe("render 2 of https://pushpanjalidecor.in/contact.rsc");
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(pages.rendered).toHaveLength(2);
    expect(pages.stored.size).toBe(1);
  });

  test("a page a part of which failed after its status went out", async () => {
    const pages = site();
    await pages.serve(get("/services.rsc"), { failsWhileStreaming: true });
    expect(pages.stored.size).toBe(0);
    await pages.serve(get("/services.rsc"));
    expect(pages.rendered).toHaveLength(2);
  });

  test("the not-found page and errors, privately", async () => {
    const pages = site();
    for (const status of [404, 500]) {
      const { response } = await pages.serve(get("/services.rsc"), { status });
      expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(pages.stored.size).toBe(0);
  });

  test("a response that sets a cookie, privately", async () => {
    const pages = site();
    const { response } = await pages.serve(get("/contact.rsc"), { headers: { "Set-Cookie": "a=b" } });
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(pages.stored.size).toBe(0);
  });

  test("the CMS's sign-in under /admin/, even a 200 that sets no cookie, with the Cache-Control its route chose", async () => {
    const pages = site();
    for (const path of ["/admin/callback?code=a&state=b", "/admin/callback?code=c&state=d", "/admin/auth"]) {
      const { response, text } = await pages.serve(get(path), { headers: { "Cache-Control": "no-store" } });
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(text, path).toContain(path);
    }
    expect(pages.rendered).toHaveLength(3);
    expect(pages.stored.size).toBe(0);
  });

  test("an action's answer, privately", () => {
    const answer = withCacheControl(get("/contact", "POST"), new Response("thanks"));
    expect(answer.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("what is kept is what a plain visitor would get", () => {
  test("the page is rendered from a plain GET of its address: none of the visitor's headers, cookies or query reach it", async () => {
    const pages = site();
    const crafted = new Request("https://pushpanjalidecor.in/services.rsc?utm_source=x", {
      headers: { "rsc-action-id": "x", Cookie: "session=abc", Accept: "text/x-component", Range: "bytes=0-10", "If-None-Match": '"x"' },
    });
    await pages.serve(crafted);
    const [request] = pages.renderedRequests;
    expect(request?.url).toBe("https://pushpanjalidecor.in/services.rsc");
    expect(request?.method).toBe("GET");
    expect([...request!.headers]).toEqual([]);
  });

  test("a HEAD renders as a GET and answers without a body", async () => {
    const pages = site();
    const { response } = await pages.serve(get("/about.rsc", "HEAD"));
    expect(pages.renderedRequests[0]?.method).toBe("GET");
    expect(response.body).toBeNull();
  });

  test("an answer of another type than its address's is not kept: a page's address never holds a payload", async () => {
    const pages = site();
    const { response } = await pages.serve(get("/services"));
    expect(response.headers.get("Content-Type")).toBe("text/x-component");
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(pages.stored.size).toBe(0);
    await pages.serve(get("/services.rsc"), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(pages.stored.size).toBe(0);
  });

  test("a route that says no-store or private is not kept", async () => {
    const pages = site();
    for (const cacheControl of ["no-store", "private, max-age=60", "public, No-Store"]) {
      await pages.serve(get("/contact.rsc"), { headers: { "Cache-Control": cacheControl } });
    }
    expect(pages.rendered).toHaveLength(3);
    expect(pages.stored.size).toBe(0);
  });

  test("only known pages are kept: other spellings, unknown pages and the CMS's sign-in in any case are rendered for their visitor", async () => {
    const pages = site();
    for (const path of ["/about/x.rsc", "/ABOUT.rsc", "/about/.rsc", "/nope.rsc", "/Admin/callback", "/ADMIN/auth", "/x.manifest"]) {
      await pages.serve(get(path));
    }
    expect(pages.rendered).toHaveLength(7);
    expect(pages.stored.size).toBe(0);
  });
});

test("the address keeps the path and the parameters its page reads", () => {
  expect(sharedAddress(new URL("https://x.in/portfolio.rsc?category=corporate&_rsc=1"))?.address.href).toBe(
    "https://x.in/portfolio.rsc?category=corporate",
  );
  expect(sharedAddress(new URL("https://x.in/services?ref=card#addons"))?.address.href).toBe("https://x.in/services");
  expect(sharedAddress(new URL("https://x.in/about?category=weddings"))?.address.href).toBe("https://x.in/about");
  expect(sharedAddress(new URL("https://x.in/gu/portfolio/haldi-marigold-backdrop?category=pooja"))?.address.href).toBe(
    "https://x.in/gu/portfolio/haldi-marigold-backdrop?category=pooja",
  );
  expect(sharedAddress(new URL("https://x.in/portfolio?category="))).toBeUndefined();
  // A parameter named after what every object has is one the page does not read.
  for (const name of ["valueOf", "toString", "constructor", "__proto__", "hasOwnProperty"]) {
    expect(sharedAddress(new URL(`https://x.in/gu?${name}=N`))?.address.href, name).toBe("https://x.in/gu");
    expect(sharedAddress(new URL(`https://x.in/portfolio?${name}=1&category=pooja`))?.address.href, name).toBe(
      "https://x.in/portfolio?category=pooja",
    );
  }
});

test("a route's own Cache-Control is kept", () => {
  const sitemap = new Response("<urlset/>", { headers: { "Cache-Control": "public, max-age=3600" } });
  expect(withCacheControl(get("/sitemap.xml"), sitemap).headers.get("Cache-Control")).toBe("public, max-age=3600");
});
