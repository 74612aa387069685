import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, pages, requestTest as test, valuesOf } from "./fixtures";
import { faultyBaseURL, oauthClientId } from "../playwright.config";
import { adminHeaders } from "../../app/admin/build/decap-cms-plugin";
import { signInCookie } from "../../app/admin/github-sign-in";
import { fixedSecurityHeaders } from "../../app/http/security-headers";

/**
 * The CMS's page, config and script under the built Worker: their own
 * headers from public/_headers, and nothing of the site's policy; then the
 * GitHub sign-in's two routes (docs/decisions/011-owner-editing.md).
 */

const cmsHeaders = adminHeaders(readFileSync("public/_headers", "utf8"));

test("/admin answers with /admin/", async ({ request }) => {
  const response = await request.get("/admin", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toBe("/admin/");
});

for (const path of ["/admin/", "/admin/config.yml", "/admin/cms/decap-cms.js"]) {
  test(`${path} carries the CMS's one policy, noindex, and is revalidated on every visit`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    // Exactly one policy: the one every other static file gets is detached, not sent beside it.
    expect(valuesOf(response, "Content-Security-Policy")).toEqual([cmsHeaders["Content-Security-Policy"]]);
    expect(valuesOf(response, "Cross-Origin-Opener-Policy")).toEqual(["same-origin-allow-popups"]);
    expect(valuesOf(response, "X-Robots-Tag")).toEqual(["noindex, nofollow"]);
    expect(valuesOf(response, "Cache-Control")).toEqual(["no-cache"]);
    for (const name of ["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]) {
      expect(response.headers()[name.toLowerCase()], name).toBe(fixedSecurityHeaders[name]);
    }
  });
}

test("the CMS's policy starts from nothing, frames nowhere, and runs no inline script", () => {
  const policy = cmsHeaders["Content-Security-Policy"]!;
  expect(policy).toMatch(/^default-src 'none'; /);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(/script-src ([^;]*)/.exec(policy)![1]).toBe("'self' 'unsafe-eval'");
});

test("the CMS's page says noindex, and loads the CMS from this origin", async ({ request }) => {
  const html = await (await request.get("/admin/")).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  // The CMS, then the journal's preview, which wears the site's stylesheet under its stable name.
  expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="/admin/cms/decap-cms.js">', '<script src="/admin/preview.js">']);
  const script = await request.get("/admin/cms/decap-cms.js");
  expect(script.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect((await script.body()).length).toBeGreaterThan(1_000_000);
  expect(await (await request.get("/admin/preview.js")).text()).toContain('registerPreviewStyle("/admin/preview.css")');
  const stylesheet = await request.get("/admin/preview.css");
  expect(stylesheet.headers()["content-type"]).toMatch(/^text\/css/);
  expect(await stylesheet.text()).toContain(".post-body");
});

test("the config signs in through this site, and its address is SITE_URL's", async ({ request }) => {
  const config = await (await request.get("/admin/config.yml")).text();
  const siteUrl = /^SITE_URL = "([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))![1];
  expect(config).toMatch(new RegExp(`^  base_url: ${siteUrl}$`, "m"));
  expect(config).toMatch(/^  auth_endpoint: admin\/auth$/m);
  expect(config).toMatch(/^  url: http:\/\/127\.0\.0\.1:8081\/api\/v1$/m);
});

test("no module of the site's pages holds any of the CMS", async ({ request }) => {
  const modules = new Set<string>();
  for (const { path } of pages) {
    const importMap = /<script type="importmap"[^>]*>([^<]*)<\/script>/.exec(await (await request.get(path)).text())![1]!;
    for (const module of Object.keys((JSON.parse(importMap) as { integrity: Record<string, string> }).integrity)) modules.add(module);
  }
  expect(modules.size).toBeGreaterThan(5);
  for (const module of modules) expect(await (await request.get(module)).text(), module).not.toMatch(/decap|\/admin\//i);
});

test.describe("sign-in with GitHub", () => {
  async function startSignIn(request: APIRequestContext) {
    const response = await request.get("/admin/auth?provider=github&site_id=pushpanjalidecor.in&scope=repo", { maxRedirects: 0 });
    const setCookie = response.headers()["set-cookie"] ?? "";
    return { response, setCookie, cookie: setCookie.split(";", 1)[0]! };
  }

  test("/admin/auth sends the browser to GitHub with a state and a PKCE challenge whose verifier stays in its cookie, and no scope", async ({
    request,
  }) => {
    const { response, setCookie, cookie } = await startSignIn(request);
    expect(response.status()).toBe(302);
    const location = new URL(response.headers()["location"]!);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(oauthClientId);
    expect(location.searchParams.has("scope")).toBe(false);
    expect(location.searchParams.get("redirect_uri")).toBe(new URL("/admin/callback", response.url()).href);
    const state = location.searchParams.get("state");
    expect(state).toMatch(/^[\w-]{43}$/);
    const kept = (await signInCookie.parse(cookie)) as { state: string; verifier: string };
    expect(kept.state).toBe(state);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toBe(createHash("sha256").update(kept.verifier).digest("base64url"));
    expect(setCookie).toMatch(/^__Host-cms-sign-in=/);
    for (const attribute of ["Path=/", "Max-Age=600", "HttpOnly", "Secure", "SameSite=Lax"]) expect(setCookie.split("; ")).toContain(attribute);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });

  test("/admin/auth opened by another site is refused with a page that says why, and starts nothing", async ({ request }) => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await request.get("/admin/auth?provider=github", { headers: { "Sec-Fetch-Site": site }, maxRedirects: 0 });
      expect(response.status(), site).toBe(403);
      expect(response.headers()["set-cookie"], site).toBeUndefined();
      expect(response.headers()["location"], site).toBeUndefined();
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(await response.text()).toContain("This sign-in was opened by another site");
    }
  });

  test("a callback whose state is not the browser's is refused with a page that says why", async ({ request }) => {
    const { cookie } = await startSignIn(request);
    for (const headers of [{ Cookie: cookie }, {}] as Record<string, string>[]) {
      const response = await request.get("/admin/callback?code=e2e-code&state=someone-elses", { headers });
      expect(response.status()).toBe(403);
      // The browser's sign-in in progress is left to finish.
      expect(response.headers()["set-cookie"]).toBeUndefined();
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("<h1>Sign-in refused</h1>");
      expect(html).toContain("This sign-in was not started from this browser");
      // The page runs its one script by hash under its own policy, and nothing else.
      expect(valuesOf(response, "Content-Security-Policy")).toEqual([
        expect.stringMatching(/^default-src 'none'; script-src 'sha256-[\w+/]{43}='; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/),
      ]);
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
  });

  test("a callback with the browser's state asks GitHub for the token (which fails offline, or refuses the test's code)", async ({ request }) => {
    const { response, cookie } = await startSignIn(request);
    const state = new URL(response.headers()["location"]!).searchParams.get("state")!;
    const callback = await request.get(`/admin/callback?code=e2e-code&state=${state}`, { headers: { Cookie: cookie } });
    expect([400, 502]).toContain(callback.status());
    expect(await callback.text()).toMatch(/GitHub (could not be reached|refused the sign-in)/);
  });

  test("only GET: other methods are refused", async ({ request }) => {
    const posted = await request.post("/admin/auth", { form: { a: "b" }, maxRedirects: 0 });
    expect(posted.status()).toBe(405);
    expect((await request.fetch("/admin/callback", { method: "PUT" })).status()).toBe(405);
  });

  test("without a GitHub App configured, sign-in says it is not set up (503)", async ({ request }) => {
    for (const path of ["/admin/auth", "/admin/callback?code=c&state=s"]) {
      const response = await request.get(`${faultyBaseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(503);
      expect(await response.text()).toContain("Sign-in with GitHub is not set up for this site yet");
    }
  });
});
