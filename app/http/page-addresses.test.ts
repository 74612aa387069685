import fc from "fast-check";
import { describe, expect, test } from "vitest";
import routes from "~/routes";
import { documentPayloadPath } from "~/lib/document-payload";
import { canonicalPath, pageOfPayload, payloadPath, publicPagePaths, redirectToCanonicalPath, resourcePaths, sharedAddressKind } from "./page-addresses";

const origin = "https://pushpanjalidecor.in";
/** What the Worker sees: the path as the URL parser leaves it. */
const parsedPath = (raw: string) => new URL(`${origin}${raw}`).pathname;

describe("each page has one address", () => {
  test.each([
    ["//", "/"],
    ["///", "/"],
    ["/ABOUT", "/about"],
    ["/about/", "/about"],
    ["/%61bout", "/about"],
    ["/%61%62out", "/about"],
    ["/Gu/Portfolio/", "/gu/portfolio"],
    ["/gu/", "/gu"],
    ["/services/_.rsc", "/services.rsc"],
    ["/gu/_.rsc", "/gu.rsc"],
    ["/Services.rsc", "/services.rsc"],
    ["//_.rsc", "/_.rsc"],
    ["/Admin/Callback", "/admin/callback"],
    ["/SITEMAP.XML", "/sitemap.xml"],
    ["/Journal/Feed.XML", "/journal/feed.xml"],
    ["/gu/journal//feed.xml/", "/gu/journal/feed.xml"],
    ["/gu/journal/feed.xml.rsc", "/gu/journal/feed.xml"],
  ])("%s is %s", (raw, canonical) => {
    expect(canonicalPath(parsedPath(raw))).toBe(canonical);
  });

  test("an unknown path keeps its case (built assets' names have capitals), with its slashes made one", () => {
    expect(canonicalPath("/assets/entry-BxY3.js")).toBe("/assets/entry-BxY3.js");
    expect(canonicalPath("/about//x")).toBe("/about/x");
    expect(canonicalPath("/Privacy")).toBe("/Privacy");
    expect(canonicalPath("/gu//evil.example")).toBe("/gu/evil.example");
  });

  test("reserved and non-ASCII escapes stay escaped: `%2F` is no slash", () => {
    expect(canonicalPath("/a%2Fb")).toBe("/a%2Fb");
    expect(canonicalPath("/%E0%AA%97")).toBe("/%E0%AA%97");
  });

  test("a payload address leads back to its page, and nothing else does", () => {
    for (const path of publicPagePaths) expect(pageOfPayload(payloadPath(path))).toBe(path);
    for (const path of ["/services", "/services.payload", "/_.payload", "/.rsc", "/rsc"]) expect(pageOfPayload(path)).toBeUndefined();
  });

  test("every public page and its payloads are already canonical", () => {
    for (const path of publicPagePaths) {
      expect(canonicalPath(path)).toBe(path);
      expect(canonicalPath(payloadPath(path))).toBe(payloadPath(path));
      expect(canonicalPath(documentPayloadPath(path))).toBe(documentPayloadPath(path));
      expect(sharedAddressKind(documentPayloadPath(path))).toBe("document-payload");
    }
    expect(publicPagePaths).toContain("/gu");
    expect(sharedAddressKind("/_.rsc")).toBe("payload");
    expect(canonicalPath("/Services.PAYLOAD")).toBe("/services.payload");
    expect(sharedAddressKind("/no-such-page.payload")).toBeUndefined();
    expect(sharedAddressKind("/gu/portfolio")).toBe("page");
    expect(sharedAddressKind("/sitemap.xml")).toBeUndefined();
    // Read from a static file, once per isolate: not worth a place in the page cache.
    expect(sharedAddressKind("/journal/feed.xml")).toBeUndefined();
  });

  test("for any path: canonical once is canonical for good, begins with one slash, and stays on the site", () => {
    const segment = fc.stringMatching(/^(?:[A-Za-z0-9._~\-]|%[0-9A-Fa-f]{2}|\/|\\|_\.rsc|gu|about|portfolio)*$/, { maxLength: 40 });
    fc.assert(
      fc.property(segment, (raw) => {
        const path = parsedPath(`/${raw}`);
        const canonical = canonicalPath(path);
        expect(canonicalPath(canonical)).toBe(canonical);
        expect(canonical).toMatch(/^\/(?![/\\])/);
        expect(new URL(canonical, origin).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("another spelling is sent to the page's address", () => {
  test("GET and HEAD with 301, keeping the query; a form post with 308, so the browser sends it again", () => {
    const get = redirectToCanonicalPath(new Request(`${origin}/About/?utm_source=x`));
    expect(get?.status).toBe(301);
    expect(get?.headers.get("Location")).toBe("/about?utm_source=x");
    expect(redirectToCanonicalPath(new Request(`${origin}//`, { method: "HEAD" }))?.headers.get("Location")).toBe("/");
    const post = redirectToCanonicalPath(new Request(`${origin}/contact/`, { method: "POST", body: "a=b" }));
    expect(post?.status).toBe(308);
    expect(post?.headers.get("Location")).toBe("/contact");
  });

  test("the page's own address is answered, not redirected", () => {
    expect(redirectToCanonicalPath(new Request(`${origin}/portfolio?category=weddings`))).toBeNull();
    expect(redirectToCanonicalPath(new Request(`${origin}/`))).toBeNull();
  });
});

test("the routes that are not pages are the ones app/routes.ts names", () => {
  const paths = routes.filter((entry) => entry.path).map((entry) => `/${entry.path}`);
  expect([...resourcePaths].sort()).toEqual(paths.sort());
});
