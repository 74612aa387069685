import { createHash } from "node:crypto";
import { oauthClientId } from "../playwright.config";
import { finishSignIn } from "../../app/admin/github-sign-in";
import { wholeChromiumLaunch } from "../system-chromium";
import { serveTheSiteAtItsAddress, siteOrigin, watchProblems } from "./cms";
import { expect, test, type Page } from "./fixtures";

/**
 * Decap CMS at /admin/ in Chromium, from the built Worker
 * (docs/decisions/011-owner-editing.md): it starts under its own policy with
 * no console error and signs in through the Worker's GitHub routes. Editing
 * through Decap's local proxy is cms-editing.js-only.spec.ts.
 *
 * In the whole browser: in the headless shell the sign-in window's page does
 * not load (tests/system-chromium.ts).
 */
test.use({ launchOptions: wholeChromiumLaunch });
// The CMS's 5 MB script in the whole Chromium: over 30 s on a 2-core machine running the rest of the suite (9.7 s alone).
// In order, in one worker: a worker of this spec's starts a whole Chromium of its own, one for each test when they ran side by side.
test.describe.configure({ mode: "default", timeout: 60_000 });

const loginWithGitHub = (page: Page) => page.getByRole("button", { name: "Login with GitHub" });

/**
 * GitHub's consent page: its Authorize link leads back to the callback with a
 * code and the state it was given. Returns what GitHub was asked.
 */
async function fakeGitHubConsent(page: Page) {
  const asked: URL[] = [];
  await page.context().route("https://github.com/**", async (route) => {
    const authorize = new URL(route.request().url());
    asked.push(authorize);
    const callback = new URL("/admin/callback", siteOrigin);
    callback.searchParams.set("code", "e2e-code");
    callback.searchParams.set("state", authorize.searchParams.get("state") ?? "");
    await route.fulfill({ contentType: "text/html", body: `<!DOCTYPE html><title>Authorize</title><a href="${callback.href}">Authorize</a>` });
  });
  return asked;
}

/** Login with GitHub, then Authorize on GitHub's page: the sign-in window as the owner sees it. */
async function signIn(page: Page) {
  const signInWindow = page.waitForEvent("popup");
  await loginWithGitHub(page).click();
  const popup = await signInWindow;
  await popup.getByRole("link", { name: "Authorize" }).click();
  return popup;
}

test("the CMS starts under its policy with no console error; sign-in: the window goes to GitHub and back, and the Worker's answer reaches the CMS, which closes it", async ({ page }) => {
  const problems = await watchProblems(page);
  await serveTheSiteAtItsAddress(page);
  const asked = await fakeGitHubConsent(page);
  // Started: the CMS has read its configuration, the last thing it fetches, and shows its sign-in.
  const configuration = page.waitForResponse(`${siteOrigin}/admin/config.yml`);
  await page.goto(`${siteOrigin}/admin/`);
  expect((await configuration).ok()).toBe(true);
  await expect(loginWithGitHub(page)).toBeVisible();
  expect(problems).toEqual([]);
  const popup = await signIn(page);
  // Offline the Worker cannot reach GitHub's token endpoint (online it refuses the test's code):
  // the CMS shows what the Worker's page handed it, so the state was accepted and the handshake done.
  await expect(page.getByText(/GitHub (could not be reached|refused the sign-in)/)).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(asked).toHaveLength(1);
  expect(asked[0]!.searchParams.get("client_id")).toBe(oauthClientId);
  expect(asked[0]!.searchParams.has("scope")).toBe(false);
  expect(asked[0]!.searchParams.get("code_challenge_method")).toBe("S256");
});

test("signed in: the CMS takes the token from the callback's page and uses it with GitHub's API", async ({ page }) => {
  await serveTheSiteAtItsAddress(page);
  const asked = await fakeGitHubConsent(page);
  // The callback's page as the Worker's code makes it, with GitHub's token endpoint faked.
  const tokenRequests: Record<string, string>[] = [];
  await page.context().route(`${siteOrigin}/admin/callback?*`, async (route) => {
    const cookie = (await route.request().allHeaders())["cookie"] ?? "";
    const tokenEndpoint = (async (_url: string, init: RequestInit) => {
      tokenRequests.push(JSON.parse(init.body as string) as Record<string, string>);
      return Response.json({ access_token: "e2e-token", expires_in: 28800, refresh_token: "e2e-refresh", token_type: "bearer", scope: "" });
    }) as unknown as typeof fetch;
    const answer = await finishSignIn(
      new Request(route.request().url(), { headers: { Cookie: cookie } }),
      { clientId: oauthClientId, clientSecret: "e2e-client-secret" },
      tokenEndpoint,
    );
    expect(answer.status, "the state in the browser's cookie matches").toBe(200);
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() });
  });
  // GitHub's API, as much of it as the CMS asks for to show its collections.
  const authorizations: string[] = [];
  await page.context().route("https://api.github.com/**", async (route) => {
    const cors = { "Access-Control-Allow-Origin": siteOrigin, "Access-Control-Allow-Headers": "authorization, content-type", "Access-Control-Allow-Methods": "GET, POST" };
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    authorizations.push(route.request().headers()["authorization"] ?? "");
    const path = new URL(route.request().url()).pathname;
    if (path === "/user") return route.fulfill({ headers: cors, json: { login: "studio-owner", name: "Studio Owner" } });
    if (path === "/repos/OWNER/REPOSITORY") return route.fulfill({ headers: cors, json: { owner: { login: "OWNER" }, permissions: { push: true } } });
    return route.fulfill({ status: 404, headers: cors, json: { message: "Not Found" } });
  });

  await page.goto(`${siteOrigin}/admin/`);
  const popup = await signIn(page);
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Portfolio designs" })).toBeVisible();
  expect(authorizations.length).toBeGreaterThan(1);
  expect(new Set(authorizations)).toEqual(new Set(["token e2e-token"]));
  // The verifier came back from the browser's cookie, and is the one GitHub was given the challenge of.
  expect(tokenRequests).toHaveLength(1);
  const challenge = createHash("sha256").update(tokenRequests[0]!.code_verifier!).digest("base64url");
  expect(challenge).toBe(asked[0]!.searchParams.get("code_challenge"));
});
