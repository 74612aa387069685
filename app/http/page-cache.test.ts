import { describe, expect, test } from "vitest";
import { fromPageCache, PAGE_CACHE_CONTROL, pageCacheKey, PageMemory, PRIVATE_CACHE_CONTROL, withCacheControl } from "./page-cache";

/** An in-memory stand-in for the Workers Cache API: stores by URL, as `caches.default` does for GET keys. */
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

function harness(version = "v1", memory = new PageMemory()) {
  const { cache, stored } = memoryCache();
  const pending: Promise<unknown>[] = [];
  let renders = 0;
  const serve = async (request: Request, status = 200, body = `render ${renders + 1}`) => {
    const response = await fromPageCache(
      request,
      async () => {
        renders += 1;
        return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
      { cache, memory, version, waitUntil: (promise) => pending.push(promise) },
    );
    await Promise.all(pending);
    return response;
  };
  return { serve, stored, memory, renders: () => renders };
}

const get = (path: string, method = "GET") => new Request(`https://pushpanjalidecor.in${path}`, { method });

describe("a page everyone sees the same", () => {
  test("is rendered once and then served from the cache, with a public Cache-Control", async () => {
    const site = harness();
    const first = await site.serve(get("/services"));
    const second = await site.serve(get("/services"));
    expect(await first.text()).toBe("render 1");
    expect(await second.text()).toBe("render 1");
    expect(site.renders()).toBe(1);
    expect(second.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(second.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  test("is cached per address, query included", async () => {
    const site = harness();
    await site.serve(get("/portfolio?category=weddings"));
    const other = await site.serve(get("/portfolio?category=poojas"));
    expect(await other.text()).toBe("render 2");
  });

  test("answers HEAD from the cached GET, and a HEAD alone stores nothing", async () => {
    const site = harness();
    const head = await site.serve(get("/about", "HEAD"));
    expect(head.status).toBe(200);
    expect(site.stored.size).toBe(0);
    await site.serve(get("/about"));
    const cachedHead = await site.serve(get("/about", "HEAD"));
    expect(cachedHead.body).toBeNull();
    expect(cachedHead.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(site.renders()).toBe(2);
  });

  test("is never served across versions", async () => {
    const { cache } = memoryCache();
    const render = (body: string) => async () => new Response(body);
    const noWait = () => {};
    const memory = new PageMemory();
    await fromPageCache(get("/"), render("old"), { cache, memory, version: "v1", waitUntil: noWait });
    await new Promise((resolve) => setTimeout(resolve));
    const fresh = await fromPageCache(get("/"), render("new"), { cache, memory, version: "v2", waitUntil: noWait });
    expect(await fresh.text()).toBe("new");
    expect(pageCacheKey(get("/"), "v1").url).not.toBe(pageCacheKey(get("/"), "v2").url);
  });
});

describe("the isolate's memory", () => {
  test("serves a page without asking the cache, for a minute", async () => {
    let now = 0;
    const memory = new PageMemory(8, 60_000, () => now);
    const site = harness("v1", memory);
    await site.serve(get("/services"));
    site.stored.clear();
    expect(await (await site.serve(get("/services"))).text()).toBe("render 1");
    expect(await (await site.serve(get("/services"))).text()).toBe("render 1");
    now = 60_000;
    expect(await (await site.serve(get("/services"))).text()).toBe("render 2");
  });

  test("refills from the cache", async () => {
    const site = harness();
    await site.serve(get("/about"));
    const fresh = harness();
    for (const [url, response] of site.stored) fresh.stored.set(url, response);
    await fresh.serve(get("/about"));
    fresh.stored.clear();
    expect(await (await fresh.serve(get("/about"))).text()).toBe("render 1");
    expect(fresh.renders()).toBe(0);
  });

  test("forgets the least recently used page beyond its capacity", async () => {
    const memory = new PageMemory(2);
    await memory.remember("/a", new Response("a"));
    await memory.remember("/b", new Response("b"));
    memory.recall("/a");
    await memory.remember("/c", new Response("c"));
    expect(memory.recall("/b")).toBeUndefined();
    expect(await memory.recall("/a")!.text()).toBe("a");
    expect(await memory.recall("/c")!.text()).toBe("c");
  });

  test("hands out a fresh body each time, with the stored status and headers", async () => {
    const memory = new PageMemory();
    await memory.remember("/x", new Response("page", { status: 200, headers: { "Cache-Control": PAGE_CACHE_CONTROL } }));
    const first = memory.recall("/x")!;
    const second = memory.recall("/x")!;
    expect(await first.text()).toBe("page");
    expect(await second.text()).toBe("page");
    expect(second.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
  });
});

describe("a response that is not the same for everyone", () => {
  test("the page after a request sent without JavaScript is private and never cached", async () => {
    const site = harness();
    const sent = await site.serve(get("/contact?quote=sent&fullName=Asha"));
    expect(sent.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(site.stored.size).toBe(0);
  });

  test("the not-found page and errors are not cached", async () => {
    const site = harness();
    for (const status of [404, 500]) {
      const response = await site.serve(get("/missing"), status);
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
