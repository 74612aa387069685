import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { APIResponse } from "@playwright/test";
import { expect, pages, requestTest as test, valuesOf } from "./fixtures";
import { formBody, minimalQuote, sendWithoutJavaScript, urlencoded } from "./quote-form";
import { faultyBaseURL } from "../playwright.config";
import { adminHeaders } from "../../app/admin/build/decap-cms-plugin";
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

/** The address of every file the build leaves in build/client for Workers Static Assets. */
function staticFilePaths(): string[] {
  const root = "build/client";
  // Wrangler's own files there are read at deploy and never served.
  const notServed = new Set(["/_headers", "/_redirects", "/.assetsignore"]);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !notServed.has(path))
    .map((path) => path.replace(/\/index\.html$/, "/"))
    .sort();
}

/** A policy's directives, each with its sources. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const cmsPolicy = adminHeaders(readFileSync("public/_headers", "utf8"))["Content-Security-Policy"];

test("every static file has the fixed headers and one policy: the CMS's under /admin/, elsewhere one that loads nothing and sandboxes it", async ({ request }) => {
  const paths = staticFilePaths();
  // The walk sees every kind the site serves: drawings, photographs and icons, the app's code, its fonts, the CMS.
  for (const kind of [".svg", ".png", ".jpg", ".ico", ".js", ".css", ".woff2", "/admin/", ".yml"]) {
    expect(paths.some((path) => path.endsWith(kind)), `build/client holds a ${kind}`).toBe(true);
  }
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const policies = valuesOf(response, "Content-Security-Policy");
    // Two rules that both set it would send two policies (as two headers, or joined by a comma), enforced together.
    expect(policies, `one policy on ${path}`).toHaveLength(1);
    expect(policies[0], `one policy on ${path}`).not.toContain(",");
    const cms = path.startsWith("/admin/");
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) {
      // The CMS keeps its sign-in window's opener (cms.http.spec.ts).
      if (cms && name === "Cross-Origin-Opener-Policy") continue;
      expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    if (cms) {
      expect(policies[0], path).toBe(cmsPolicy);
      continue;
    }
    // Artwork may be shown on other sites (a shared link's preview, an image search).
    expect(response.headers()["cross-origin-resource-policy"], path).toBeUndefined();

    const directives = directivesOf(policies[0]!);
    expect(directives.get("default-src"), path).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors"), path).toEqual(["'none'"]);
    // A bare sandbox: no allow-scripts or any other of its exceptions.
    expect(directives.get("sandbox"), path).toEqual([]);
    const others = [...directives.keys()].filter((name) => !["default-src", "frame-ancestors", "sandbox"].includes(name));
    if (path.endsWith(".svg")) {
      // A drawing may style itself inline; nothing else is loaded or run.
      expect(others, path).toEqual(["style-src"]);
      expect(directives.get("style-src"), path).toEqual(["'unsafe-inline'"]);
      // So it draws in full when opened on its own: it refers to nothing but parts of itself.
      const references = [...(await response.text()).matchAll(/(?:href\s*=\s*["']|url\(\s*["']?)([^"')]*)/g)].map(([, target]) => target);
      expect(references.filter((target) => !target!.startsWith("#")), `what ${path} refers to`).toEqual([]);
    } else {
      expect(others, path).toEqual([]);
    }
  }
});
