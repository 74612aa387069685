import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { gitHubApi, isSetUp, readSession, repositoryAccess, revokeToken, sessionCookie as ownersCookie, sessionSeconds } from "./owner-session";

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

/** A session cookie as the Worker signs it (its row in D1 is the browser tests' to check: insights.flow.spec.ts). */
async function sessionCookie(value: unknown, secret = access.secret) {
  return cookiePair(await ownersCookie(secret).serialize(value));
}
const id = "a".repeat(43);

describe("a session's cookie", () => {
  test("is one only /admin/ receives, HttpOnly, Secure, SameSite=Strict, for four hours", async () => {
    const setCookie = await ownersCookie(access.secret).serialize({ id, until: Date.now() });
    expect(setCookie).toMatch(/^__Secure-insights-session=/);
    expect(setCookie).toContain("Path=/admin/");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain(`Max-Age=${sessionSeconds}`);
  });

  test("is read while it lasts, and not after, even if the browser keeps it", async () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    const cookie = await sessionCookie({ id, until: now + sessionSeconds * 1000 });
    expect(await readSession(withCookie(cookie), access, now + 1000)).toEqual({ id, until: now + sessionSeconds * 1000 });
    expect(await readSession(withCookie(cookie), access, now + sessionSeconds * 1000 + 1)).toBeUndefined();
  });

  test("signed with another key, altered, without an id, or missing, is no session", async () => {
    const until = Date.now() + 1e9;
    expect(await readSession(withCookie(await sessionCookie({ id, until }, "another-session-key-of-32-bytes-or-more")), access)).toBeUndefined();
    const [name, value] = (await sessionCookie({ id, until })).split("=") as [string, string];
    const forged = `${name}=${encodeURIComponent(btoa(JSON.stringify({ id: "b".repeat(43), until })))}.${value.split(".")[1] ?? ""}`;
    expect(await readSession(withCookie(forged), access)).toBeUndefined();
    expect(await readSession(withCookie(await sessionCookie({ until })), access)).toBeUndefined();
    expect(await readSession(withCookie(""), access)).toBeUndefined();
  });

  test("is found behind another cookie of its name, as a sibling subdomain could set one for the parent domain", async () => {
    const until = Date.now() + 1e9;
    const [name] = (await sessionCookie({ id, until })).split("=") as [string];
    const shadowed = `${name}=junk; theme=dark; ${await sessionCookie({ id, until })}`;
    expect(await readSession(withCookie(shadowed), access)).toEqual({ id, until });
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
