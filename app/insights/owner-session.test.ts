import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { gitHubApi, isSetUp, isSignedIn, repositoryAccess, revokeToken, sessionSeconds, startSession } from "./owner-session";

const access = { repository: "pushpanjali/site", secret: "a-session-key-of-at-least-32-bytes!!" };
const cookiePair = (setCookie: string) => setCookie.split(";", 1)[0]!;
const withCookie = (cookie: string) => new Request("https://pushpanjalidecor.in/admin/insights", { headers: { Cookie: cookie } });

describe("the insights' sign-in is set up", () => {
  test("with the repository named as owner/name and a key of 32 bytes or more", () => {
    expect(isSetUp(access)).toBe(true);
  });
  test("not with the config's placeholder, no repository, or a short or missing key", () => {
    expect(isSetUp({ ...access, repository: "OWNER/REPOSITORY" })).toBe(false);
    expect(isSetUp({ ...access, repository: undefined })).toBe(false);
    expect(isSetUp({ ...access, repository: "https://github.com/pushpanjali/site" })).toBe(false);
    expect(isSetUp({ ...access, secret: "short" })).toBe(false);
    expect(isSetUp({ ...access, secret: undefined })).toBe(false);
  });
});

describe("a session", () => {
  test("is a cookie only /admin/ receives, HttpOnly, Secure, SameSite=Strict, for four hours", async () => {
    const setCookie = await startSession(access);
    expect(setCookie).toMatch(/^__Secure-insights-session=/);
    expect(setCookie).toContain("Path=/admin/");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain(`Max-Age=${sessionSeconds}`);
  });

  test("signs its holder in until it ends, and not after, even if the browser keeps it", async () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    const cookie = cookiePair(await startSession(access, now));
    expect(await isSignedIn(withCookie(cookie), access, now + 1000)).toBe(true);
    expect(await isSignedIn(withCookie(cookie), access, now + sessionSeconds * 1000 + 1)).toBe(false);
  });

  test("signed with another key, altered or missing, signs no one in", async () => {
    const cookie = cookiePair(await startSession(access));
    expect(await isSignedIn(withCookie(cookie), { ...access, secret: "another-session-key-of-32-bytes-or-more" })).toBe(false);
    const [name, value] = cookie.split("=") as [string, string];
    const forged = `${name}=${encodeURIComponent(btoa(JSON.stringify({ until: Date.now() + 1e9 })))}.${value.split(".")[1] ?? ""}`;
    expect(await isSignedIn(withCookie(forged), access)).toBe(false);
    expect(await isSignedIn(withCookie(""), access)).toBe(false);
  });
});

describe("asking GitHub whether someone may push to the repository", () => {
  const answering = (status: number, body: unknown) => {
    const asked: { url: string; authorization: string | null }[] = [];
    const fetchGitHub = (async (url: string, init: RequestInit) => {
      asked.push({ url, authorization: new Headers(init.headers).get("Authorization") });
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
    return { asked, fetchGitHub };
  };

  test("asks once, for the site's repository, with the person's token", async () => {
    const { asked, fetchGitHub } = answering(200, { permissions: { push: true } });
    expect(await repositoryAccess("the-token", access.repository, fetchGitHub)).toBe("push");
    expect(asked).toEqual([{ url: `${gitHubApi}/repos/pushpanjali/site`, authorization: "Bearer the-token" }]);
  });

  test("someone who can only read, or cannot see the repository, may not push", async () => {
    expect(await repositoryAccess("t", access.repository, answering(200, { permissions: { push: false, pull: true } }).fetchGitHub)).toBe("no-push");
    expect(await repositoryAccess("t", access.repository, answering(200, {}).fetchGitHub)).toBe("no-push");
    expect(await repositoryAccess("t", access.repository, answering(404, { message: "Not Found" }).fetchGitHub)).toBe("no-push");
    expect(await repositoryAccess("t", access.repository, answering(401, { message: "Bad credentials" }).fetchGitHub)).toBe("no-push");
  });

  test("GitHub failing or unreachable is neither yes nor no", async () => {
    expect(await repositoryAccess("t", access.repository, answering(502, {}).fetchGitHub)).toBe("unreachable");
    const unreachable = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await repositoryAccess("t", access.repository, unreachable)).toBe("unreachable");
  });
});

test("GitHub's rate limit is no answer, not a refusal", async () => {
  const limited = (async () => new Response("{}", { status: 403, headers: { "X-RateLimit-Remaining": "0" } })) as unknown as typeof fetch;
  expect(await repositoryAccess("t", access.repository, limited)).toBe("unreachable");
});

test("the token is given back to GitHub with the app's credentials", async () => {
  const asked: { url: string; method?: string; authorization: string | null; body: unknown }[] = [];
  const fetchGitHub = (async (url: string, init: RequestInit) => {
    asked.push({ url, method: init.method, authorization: new Headers(init.headers).get("Authorization"), body: JSON.parse(String(init.body)) });
    return new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
  await revokeToken("the-token", { clientId: "Iv1.client", clientSecret: "the-secret" }, fetchGitHub);
  expect(asked).toEqual([
    { url: `${gitHubApi}/applications/Iv1.client/token`, method: "DELETE", authorization: `Basic ${btoa("Iv1.client:the-secret")}`, body: { access_token: "the-token" } },
  ]);
});

test("the repository the insights ask GitHub about is the one the CMS commits to", () => {
  const root = join(import.meta.dirname, "../..");
  const wranglerRepository = /^SITE_REPOSITORY = "([^"]*)"$/m.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))?.[1];
  const cmsRepository = (parse(readFileSync(join(root, "public/admin/config.yml"), "utf8")) as { backend: { repo: string } }).backend.repo;
  expect(wranglerRepository).toBe(cmsRepository);
});
