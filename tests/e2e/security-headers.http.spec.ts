import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, pages, requestTest as test } from "./fixtures";
import { formBody, minimalQuote, sendWithoutJavaScript, urlencoded } from "./quote-form";
import { faultyBaseURL } from "../playwright.config";
import { contentSecurityPolicy, crossOriginResourcePolicy, fixedSecurityHeaders } from "../../app/http/security-headers";

/** The security headers on every kind of response, over plain HTTP. */

const valid = formBody(minimalQuote);

function nonceOf(response: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce, `${response.url()} names a nonce in its policy`).toBeDefined();
  return nonce!;
}

/** Every header, the policy exactly as designed for this response's nonce. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(fixedSecurityHeaders)) {
    expect(headers[name.toLowerCase()], `${name} on ${response.url()} (${response.status()})`).toBe(value);
  }
  expect(headers["content-security-policy"]).toBe(contentSecurityPolicy(nonceOf(response)));
  expect(headers["cross-origin-resource-policy"], response.url()).toBe(crossOriginResourcePolicy);
}

/** Every executable inline script and every style element carries the response's nonce; data blocks need none. */
async function expectScriptsToCarryTheNonce(response: APIResponse) {
  const nonce = nonceOf(response);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
  const executable = scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
  expect(executable.length, response.url()).toBeGreaterThan(0);
  for (const attributes of executable) expect(attributes, response.url()).toContain(`nonce="${nonce}"`);
  for (const [, attributes] of html.matchAll(/<style\b([^>]*)>/g)) expect(attributes, response.url()).toContain(`nonce="${nonce}"`);
  // The policy allows no style attribute.
  expect(html, response.url()).not.toMatch(/<[a-z][^>]*\sstyle="/i);
}

test("every page, rendered and then from the cache, with a fresh nonce each time", async ({ request }) => {
  for (const { path } of [...pages, { path: "/portfolio?category=weddings" }]) {
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
      await expectScriptsToCarryTheNonce(response);
      nonces.add(nonceOf(response));
    }
    expect(nonces.size, `${path}: three responses, three nonces`).toBe(3);
  }
});

test("the not-found page and the page after a request sent without JavaScript", async ({ request }) => {
  const { cookie } = await sendWithoutJavaScript(request, "/contact", minimalQuote);
  for (const response of [await request.get("/no-such-page"), await request.get("/contact", { headers: { Cookie: cookie } })]) {
    expectSecurityHeaders(response);
    await expectScriptsToCarryTheNonce(response);
  }
});

test("form answers: a redirect after a request, the form re-shown with errors, and refusals", async ({ request }) => {
  const sent = await request.post("/contact", { headers: urlencoded, data: valid, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  expectSecurityHeaders(sent);

  const invalid = await request.post("/contact", { headers: urlencoded, data: "fullName=&phone=", maxRedirects: 0 });
  expect(invalid.status()).toBe(400);
  expectSecurityHeaders(invalid);
  await expectScriptsToCarryTheNonce(invalid);

  const refusals = [
    await request.fetch("/", { method: "DELETE" }), // 405 before React Router
    await request.post("/services", { headers: urlencoded, data: valid, maxRedirects: 0 }), // 405 from React Router
    await request.post("/contact", { headers: { "Content-Type": "application/json" }, data: "{}" }), // 415
    await request.post("/contact", { headers: { ...urlencoded, Origin: "https://elsewhere.example" }, data: valid }), // 403
    await request.post("/contact", { headers: urlencoded, data: `message=${"a".repeat(17 * 1024)}` }), // 413
  ];
  expect(refusals.map((response) => response.status())).toEqual([405, 405, 415, 403, 413]);
  for (const response of refusals) expectSecurityHeaders(response);
});

test("client-navigation data and the small text routes", async ({ request }) => {
  for (const path of ["/services.rsc", "/sitemap.xml", "/robots.txt", "/pushpanjali-decor-contact.vcf"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response);
  }
});

test("error pages", async ({ request }) => {
  const failed = await request.post(`${faultyBaseURL}/contact`, { headers: urlencoded, data: valid, maxRedirects: 0 });
  expect(failed.status()).toBe(500);
  expectSecurityHeaders(failed);
  await expectScriptsToCarryTheNonce(failed);

  const lastResort = await request.get(`${faultyBaseURL}/?without-version-metadata`);
  expect(lastResort.status()).toBe(500);
  expectSecurityHeaders(lastResort);
});

test("every page names each of the app's modules with its sha384, which the served file matches", async ({ request }) => {
  const hashes = new Map<string, string>();
  const sha384 = async (path: string) => {
    if (!hashes.has(path)) {
      const body = await (await request.get(path)).body();
      hashes.set(path, `sha384-${createHash("sha384").update(body).digest("base64")}`);
    }
    return hashes.get(path);
  };
  for (const { path } of [...pages, { path: "/no-such-page" }]) {
    const html = await (await request.get(path)).text();
    const importMap = /<script type="importmap"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    expect(importMap, `${path} carries an import map`).toBeDefined();
    const integrity = (JSON.parse(importMap!) as { integrity: Record<string, string> }).integrity;
    // The entry the bootstrap imports once the page has painted, and every module it loads, are listed.
    const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(Object.keys(integrity), path).toContain(entry);
    for (const [module, hash] of Object.entries(integrity)) {
      expect(module, path).toMatch(/^\/assets\/[\w-]+\.js$/);
      expect(hash, `${module} on ${path}`).toBe(await sha384(module));
    }
  }
});

test("static files carry the fixed headers, and may be embedded elsewhere", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  for (const path of [stylesheet, "/images/logo.svg", "/favicon.png", "/images/social-card.jpg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    expect(response.headers()["cross-origin-resource-policy"], path).toBeUndefined();
  }
});
