import { describe, expect, test } from "vitest";
import {
  fromPageCache,
  fromTemplate,
  isSharedPage,
  PAGE_CACHE_CONTROL,
  pageCacheKey,
  PageMemory,
  PRIVATE_CACHE_CONTROL,
  toTemplate,
  withCacheControl,
} from "./page-cache";

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

/** A page as the renderer writes it: its inline script carries the response's nonce. */
const renderedPage = (text: string, nonce: string) => `<p>${text}</p><script nonce="${nonce}">boot()</script>`;

function harness(version = "v1", memory = new PageMemory()) {
  const { cache, stored } = memoryCache();
  const pending: Promise<unknown>[] = [];
  let renders = 0;
  let responses = 0;
  const serve = async (request: Request, status = 200) => {
    responses += 1;
    const nonce = `nonce${responses}`;
    const response = await fromPageCache(
      request,
      async () => {
        renders += 1;
        return new Response(request.method === "HEAD" ? null : renderedPage(`render ${renders}`, nonce), {
          status,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
      { openCache: async () => cache, memory, version, nonce, waitUntil: (promise) => pending.push(promise) },
    );
    await Promise.all(pending);
    return { response, nonce };
  };
  const text = async (request: Request) => await (await serve(request)).response.text();
  return { serve, text, stored, memory, renders: () => renders };
}

const get = (path: string, method = "GET") => new Request(`https://pushpanjalidecor.in${path}`, { method });

describe("a page everyone sees the same", () => {
  test("is rendered once and then served from the cache, with a public Cache-Control", async () => {
    const site = harness();
    const first = await site.serve(get("/services"));
    const second = await site.serve(get("/services"));
    expect(await first.response.text()).toBe(renderedPage("render 1", first.nonce));
    expect(await second.response.text()).toBe(renderedPage("render 1", second.nonce));
    expect(site.renders()).toBe(1);
    expect(second.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  test("carries the nonce of the response it is served in, never the one it was rendered with", async () => {
    const site = harness();
    const nonces = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const { response, nonce } = await site.serve(get("/about"));
      const body = await response.text();
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body.match(/nonce="/g)).toHaveLength(1);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
    for (const stored of site.stored.values()) expect(await stored.clone().text()).not.toContain("nonce1");
  });

  test("is cached per address, query included", async () => {
    const site = harness();
    await site.serve(get("/portfolio?category=weddings"));
    expect(await site.text(get("/portfolio?category=pooja"))).toContain("render 2");
  });

  test("answers HEAD from the cached GET, and a HEAD alone stores nothing", async () => {
    const site = harness();
    const head = await site.serve(get("/about", "HEAD"));
    expect(head.response.status).toBe(200);
    expect(site.stored.size).toBe(0);
    await site.serve(get("/about"));
    const cachedHead = await site.serve(get("/about", "HEAD"));
    expect(cachedHead.response.body).toBeNull();
    expect(cachedHead.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(site.renders()).toBe(2);
  });

  test("is never served across versions", async () => {
    const { cache } = memoryCache();
    const openCache = async () => cache;
    const memory = new PageMemory();
    const render = (body: string) => async () => new Response(body);
    const noWait = () => {};
    await fromPageCache(get("/"), render("old"), { openCache, memory, version: "v1", nonce: "a", waitUntil: noWait });
    await new Promise((resolve) => setTimeout(resolve));
    const fresh = await fromPageCache(get("/"), render("new"), { openCache, memory, version: "v2", nonce: "b", waitUntil: noWait });
    expect(await fresh.text()).toBe("new");
    expect(pageCacheKey(get("/"), "v1").url).not.toBe(pageCacheKey(get("/"), "v2").url);
  });
});

describe("the template a page is stored as", () => {
  test("swaps only nonce attributes, not text that merely looks alike", () => {
    const page = '<script nonce="abc">x</script><style nonce="abc"></style><p>abc &quot;nonce=&quot;abc</p>';
    const template = toTemplate(page, "abc");
    expect(template).not.toContain('nonce="abc"');
    expect(template).toContain("<p>abc &quot;nonce=&quot;abc</p>");
    expect(fromTemplate(template, "xyz")).toBe('<script nonce="xyz">x</script><style nonce="xyz"></style><p>abc &quot;nonce=&quot;abc</p>');
  });
});

describe("the isolate's memory", () => {
  test("serves a page without asking the cache, for a minute", async () => {
    let now = 0;
    const memory = new PageMemory(8, 60_000, () => now);
    const site = harness("v1", memory);
    await site.serve(get("/services"));
    site.stored.clear();
    expect(await site.text(get("/services"))).toContain("render 1");
    expect(await site.text(get("/services"))).toContain("render 1");
    now = 60_000;
    expect(await site.text(get("/services"))).toContain("render 2");
  });

  test("refills from the cache", async () => {
    const site = harness();
    await site.serve(get("/about"));
    const fresh = harness();
    for (const [url, response] of site.stored) fresh.stored.set(url, response);
    await fresh.serve(get("/about"));
    fresh.stored.clear();
    expect(await fresh.text(get("/about"))).toContain("render 1");
    expect(fresh.renders()).toBe(0);
  });

  test("forgets the least recently used page beyond its capacity", () => {
    const memory = new PageMemory(2);
    const page = (template: string) => ({ template, init: { status: 200, statusText: "OK", headers: [] } });
    memory.remember("/a", page("a"));
    memory.remember("/b", page("b"));
    memory.recall("/a");
    memory.remember("/c", page("c"));
    expect(memory.recall("/b")).toBeUndefined();
    expect(memory.recall("/a")?.template).toBe("a");
    expect(memory.recall("/c")?.template).toBe("c");
  });
});

describe("a response that is not the same for everyone", () => {
  test("the page after a request sent without JavaScript (the quote's flash cookie) is private and never cached", async () => {
    const site = harness();
    const sent = await site.serve(new Request("https://pushpanjalidecor.in/contact", { headers: { Cookie: "__Host-quote-sent=x" } }));
    expect(sent.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(site.stored.size).toBe(0);
  });

  test("a response that sets a cookie is private", () => {
    const response = new Response("page", { headers: { "Set-Cookie": "a=; Max-Age=0" } });
    expect(isSharedPage(get("/contact"), response)).toBe(false);
    expect(withCacheControl(get("/contact"), response).headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  test("the not-found page and errors are not cached", async () => {
    const site = harness();
    for (const status of [404, 500]) {
      const { response } = await site.serve(get("/missing"), status);
      expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(site.stored.size).toBe(0);
  });

  test("an action's answer is private", () => {
    const answer = withCacheControl(get("/contact", "POST"), new Response("thanks"));
    expect(answer.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});

test("a route's own Cache-Control is kept", () => {
  const sitemap = new Response("<urlset/>", { headers: { "Cache-Control": "public, max-age=3600" } });
  expect(withCacheControl(get("/sitemap.xml"), sitemap).headers.get("Cache-Control")).toBe("public, max-age=3600");
});
