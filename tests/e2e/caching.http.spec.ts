import { expect, pages, requestTest as test } from "./fixtures";
import { minimalQuote, sendWithoutJavaScript, urlencoded } from "./quote-form";

/** How long browsers and the edge may keep what the site serves. */

const page = "public, max-age=300, s-maxage=86400, stale-while-revalidate=86400";
const neverStored = "private, no-store";

test("pages and their client-navigation data: five minutes fresh, then revalidated in the background", async ({ request }) => {
  for (const { path } of pages) {
    for (const attempt of ["first", "second"]) {
      const response = await request.get(path);
      expect(response.status(), `${path} ${attempt}`).toBe(200);
      expect(response.headers()["cache-control"], `${path} ${attempt}`).toBe(page);
    }
    const data = await request.get(`${path === "/" ? "/_" : path}.rsc`);
    expect(data.status(), `${path} data`).toBe(200);
    expect(data.headers()["cache-control"], `${path} data`).toBe(page);
    const documentPayload = await request.get(`${path === "/" ? "/_" : path}.payload`);
    expect(documentPayload.status(), `${path} document payload`).toBe(200);
    expect(documentPayload.headers()["cache-control"], `${path} document payload`).toBe(page);
  }
});

test("a page's HTML leaves its payload to its own address, which answers what the HTML would carry", async ({ request }) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("__FLIGHT_DATA");
    const payloadAddress = `${path === "/" ? "/_" : path}.payload`;
    for (const serving of ["rendered or cached", "cached"]) {
      const payload = await request.get(payloadAddress);
      expect(payload.headers()["content-type"], `${payloadAddress}, ${serving}`).toBe("text/x-component");
      const text = await payload.text();
      // The document's payload: the page rendered, and every route's manifest, which client navigation needs
      // (React Router's "initial" route discovery); the navigation payload (.rsc) carries none.
      expect(text, `${payloadAddress}, ${serving}`).toContain('"routeDiscovery":{"mode":"initial"}');
      expect(text, `${payloadAddress}, ${serving}`).toMatch(/"hasComponent":true/);
    }
  }
  // With the parameters the page reads, as the portfolio's filter links make them.
  const filtered = await (await request.get("/portfolio.payload?category=weddings")).text();
  expect(filtered).toContain('"category":"weddings"');
});

test("a page no other request reproduces carries its payload: the not-found page (and the thanks after a quote, below)", async ({ request }) => {
  expect(await (await request.get("/no-such-page")).text()).toContain("__FLIGHT_DATA");
});

test("a page is served the same from the cache as when rendered, but for its nonce", async ({ request }) => {
  // Each response names its own script nonce (security-headers.http.spec.ts).
  const withoutNonce = async (path: string) => (await (await request.get(path)).text()).replaceAll(/ nonce="[^"]+"/g, "");
  const first = await withoutNonce("/portfolio?category=weddings");
  const second = await withoutNonce("/portfolio?category=weddings");
  expect(second).toBe(first);
  expect(second).toContain('aria-current="page"');
});

test("a copy from the cache is dated when it is served, so a browser's five minutes start then", async ({ request }) => {
  const address = "/about.rsc";
  expect((await request.get(address)).status()).toBe(200);
  // The Date header counts whole seconds: two of them apart, a copy dated when it was stored shows it.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const asked = Math.floor(Date.now() / 1000) * 1000;
  const again = await request.get(address);
  expect(again.status()).toBe(200);
  expect(Date.parse(again.headers()["date"] ?? "")).toBeGreaterThanOrEqual(asked);
  expect(again.headers()["age"]).toBeUndefined();
});

test("built assets never change: a year, immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:css|js|woff2))"/g)].map(([, href]) => href!);
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of new Set(assets)) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
});

test("artwork keeps its name across releases: a day fresh, then revalidated in the background", async ({ request }) => {
  for (const path of ["/images/logo.svg", "/images/hero.svg", "/images/cards/en.jpg", "/images/cards/gu.jpg", "/favicon.png", "/favicon.ico"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=86400, stale-while-revalidate=604800");
  }
});

test("what belongs to one visitor or one moment is never stored", async ({ request }) => {
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe(neverStored);

  const answer = await request.post("/contact", {
    headers: urlencoded,
    data: "fullName=&phone=",
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(answer.headers()["cache-control"]).toBe(neverStored);
});

test("the page after a request sent without JavaScript is rendered for that visitor, never from or into the cache", async ({ request }) => {
  // The page is in the cache, for everyone.
  for (const attempt of ["first", "second"]) {
    const shared = await request.get("/contact");
    expect(shared.headers()["cache-control"], attempt).toBe(page);
  }

  const { cookie } = await sendWithoutJavaScript(request, "/contact", { ...minimalQuote, venue: "Cache Hall" });
  for (const path of ["/contact", "/contact.rsc"]) {
    const thanks = await request.get(path, { headers: { Cookie: cookie } });
    expect(thanks.status(), path).toBe(200);
    expect(thanks.headers()["cache-control"], path).toBe(neverStored);
    const text = await thanks.text();
    expect(text, path).toContain("Cache Hall");
    // The thanks are this visitor's: the payload address would render the shared page.
    if (path === "/contact") expect(text).toContain("__FLIGHT_DATA");
  }

  // Neither thank-you page was stored: everyone else still gets the shared page.
  const after = await request.get("/contact");
  expect(after.headers()["cache-control"]).toBe(page);
  expect(await after.text()).not.toMatch(/Cache( |%20)Hall/);
});
