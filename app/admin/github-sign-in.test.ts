import { createHash } from "node:crypto";
import { afterEach, describe, expect, test, vi } from "vitest";
import { finishSignIn, signInCookie, startSignIn, tokenUrl } from "./github-sign-in";
import { handshakeScript } from "./sign-in-handshake";

const app = { clientId: "Iv1.client", clientSecret: "the-secret" };
const origin = "https://pushpanjalidecor.in";

/** The `name=value` a browser sends back for a `Set-Cookie`. */
const cookiePair = (setCookie: string | null) => setCookie!.split(";", 1)[0]!;

/**
 * `/admin/auth` as the CMS opens it: from its own page, with the query Decap
 * adds (its `scope=repo` included).
 */
async function startedSignIn(headers: HeadersInit = { "Sec-Fetch-Site": "same-origin" }) {
  const response = await startSignIn(new Request(`${origin}/admin/auth?provider=github&site_id=x&scope=repo`, { headers }), app);
  const location = new URL(response.headers.get("Location")!);
  return { response, location, state: location.searchParams.get("state")!, cookie: cookiePair(response.headers.get("Set-Cookie")) };
}

/** What the browser keeps while the owner is on GitHub's page. */
async function keptInCookie(cookie: string) {
  return (await signInCookie.parse(cookie)) as { state: string; verifier: string };
}

/** PKCE's S256 (RFC 7636 §4.2), computed apart from the code under test. */
const s256 = (verifier: string) => createHash("sha256").update(verifier, "ascii").digest("base64url");

/** GitHub's token endpoint, faked: records what it was sent and answers `answer`. */
function fakeGitHub(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchGitHub = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { fetchGitHub, calls };
}

const callback = (query: string, cookie?: string) =>
  new Request(`${origin}/admin/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

/** An attribute's value as a browser reads it: HTML's character references undone. */
const attributeValue = (written: string) =>
  written.replace(/&(?:#(\d+)|#x([\da-f]+)|(quot|amp|lt|gt|apos));/gi, (_, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" }[name!.toLowerCase()]!,
  );

/** The message the page hands to the CMS window, as its script's `data-authorization` carries it. */
async function handedMessage(response: Response): Promise<string> {
  const html = await response.text();
  const written = /<script data-authorization="([^"]*)">/.exec(html)?.[1];
  expect(written, "the page's script carries the message").toBeDefined();
  return attributeValue(written!);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

afterEach(() => vi.restoreAllMocks());

describe("starting sign-in at /admin/auth", () => {
  test("sends the owner to GitHub's consent page with the client id, this origin's callback and a fresh state", async () => {
    const { response, location, state } = await startedSignIn();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("Iv1.client");
    expect(location.searchParams.get("redirect_uri")).toBe(`${origin}/admin/callback`);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect((await startedSignIn()).state).not.toBe(state);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
  });

  test("asks for no scope, whatever the CMS put in the address: a GitHub App's token has the app's permissions", async () => {
    const { location } = await startedSignIn();
    expect([...location.searchParams.keys()].sort()).toEqual([
      "client_id",
      "code_challenge",
      "code_challenge_method",
      "redirect_uri",
      "state",
    ]);
  });

  test("sends GitHub a PKCE S256 challenge of a fresh verifier that stays in the browser's cookie", async () => {
    const { location, cookie } = await startedSignIn();
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    const challenge = location.searchParams.get("code_challenge");
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const { verifier } = await keptInCookie(cookie);
    // RFC 7636 §4.1: 43 to 128 unreserved characters.
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(challenge).toBe(s256(verifier));
    expect(location.href).not.toContain(verifier);
    expect((await keptInCookie((await startedSignIn()).cookie)).verifier).not.toBe(verifier);
  });

  test("keeps the sign-in in a __Host- cookie: HttpOnly, Secure, SameSite=Lax, the whole site, no domain, 10 minutes", async () => {
    const { response, state, cookie } = await startedSignIn();
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__Host-cms-sign-in=[^;]+; /);
    const attributes = setCookie.split("; ").slice(1).sort();
    expect(attributes).toEqual(["HttpOnly", "Max-Age=600", "Path=/", "SameSite=Lax", "Secure"]);
    expect((await keptInCookie(cookie)).state).toBe(state);
  });

  test("refuses a sign-in another site opened (403), with a page that says why, no cookie and no trip to GitHub", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await startSignIn(new Request(`${origin}/admin/auth?provider=github`, { headers: { "Sec-Fetch-Site": site } }), app);
      expect(response.status, site).toBe(403);
      expect(response.headers.get("Set-Cookie"), site).toBeNull();
      expect(response.headers.get("Location"), site).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const message = await handedMessage(response.clone());
      expect(message).toMatch(/^authorization:github:error:\{"message":"This sign-in was opened by another site/);
      expect(await response.text()).toContain("<h1>Sign-in refused</h1>");
    }
  });

  test("starts a sign-in the CMS opened, the owner typed, or a browser without Fetch Metadata asked for", async () => {
    for (const headers of [{ "Sec-Fetch-Site": "same-origin" }, { "Sec-Fetch-Site": "none" }, {}] as Record<string, string>[]) {
      const { response, state, cookie } = await startedSignIn(headers);
      expect(response.status, JSON.stringify(headers)).toBe(302);
      expect((await keptInCookie(cookie)).state).toBe(state);
    }
  });

  test("without the client id or the secret, says sign-in is not set up (503), to the owner and to the CMS window", async () => {
    for (const missing of [{ ...app, clientId: "" }, { ...app, clientSecret: undefined }]) {
      const response = await startSignIn(new Request(`${origin}/admin/auth`), missing);
      expect(response.status).toBe(503);
      expect(response.headers.get("Location")).toBeNull();
      expect(response.headers.get("Set-Cookie")).toBeNull();
      const message = await handedMessage(response.clone());
      expect(message).toMatch(/^authorization:github:error:\{"message":"Sign-in with GitHub is not set up/);
      expect(await response.text()).toContain("<h1>Sign-in is not set up</h1>");
    }
  });
});

describe("finishing sign-in at /admin/callback", () => {
  test("trades the code for a token with the secret, and hands the token to the CMS window in the page's body only", async () => {
    const { state, cookie } = await startedSignIn();
    // A GitHub App's answer: a token that expires in 8 hours, and a refresh token that stays with GitHub's answer.
    const github = fakeGitHub(() =>
      Response.json({
        access_token: "gho_token",
        expires_in: 28800,
        refresh_token: "ghr_refresh",
        refresh_token_expires_in: 15897600,
        token_type: "bearer",
        scope: "",
      }),
    );
    const response = await finishSignIn(callback(`code=the-code&state=${state}`, cookie), app, github.fetchGitHub);

    expect(response.status).toBe(200);
    expect(github.calls).toHaveLength(1);
    expect(github.calls[0]!.url).toBe(tokenUrl);
    expect(github.calls[0]!.init.method).toBe("POST");
    expect(new Headers(github.calls[0]!.init.headers).get("Accept")).toBe("application/json");
    expect(JSON.parse(github.calls[0]!.init.body as string)).toMatchObject({
      client_id: "Iv1.client",
      client_secret: "the-secret",
      code: "the-code",
      redirect_uri: `${origin}/admin/callback`,
    });
    expect(await handedMessage(response.clone())).toBe('authorization:github:success:{"token":"gho_token","provider":"github"}');
    for (const [name, value] of response.headers) expect(value, name).not.toContain("gho_token");
    expect(await response.clone().text()).not.toContain("ghr_refresh");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // The sign-in serves once.
    expect(response.headers.get("Set-Cookie")).toBe("__Host-cms-sign-in=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  test("sends the verifier whose challenge GitHub was given with the code, and only in the token request's body", async () => {
    const { location, state, cookie } = await startedSignIn();
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    await finishSignIn(callback(`code=the-code&state=${state}`, cookie), app, github.fetchGitHub);
    expect(github.calls).toHaveLength(1);
    const sent = JSON.parse(github.calls[0]!.init.body as string) as Record<string, string>;
    expect(sent.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(s256(sent.code_verifier!)).toBe(location.searchParams.get("code_challenge"));
    expect(sent.code_verifier).toBe((await keptInCookie(cookie)).verifier);
    expect(github.calls[0]!.url).not.toContain(sent.code_verifier);
  });

  test("the page runs only its handshake script, allowed by hash, and stays tied to the CMS window that opened it", async () => {
    const { state, cookie } = await startedSignIn();
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    const response = await finishSignIn(callback(`code=c&state=${state}`, cookie), app, github.fetchGitHub);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toEqual([handshakeScript]);
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src ${sha256(handshakeScript)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  });

  test("the handshake sends the outcome only to a window of this origin that answered", () => {
    expect(handshakeScript).toContain('cms.postMessage("authorizing:github", location.origin)');
    expect(handshakeScript).toContain("cms.postMessage(message, location.origin)");
    expect(handshakeScript).toContain("event.origin !== location.origin || event.source !== cms");
  });

  test("a token that looks like markup cannot end the script's attribute or element", async () => {
    const { state, cookie } = await startedSignIn();
    const github = fakeGitHub(() => Response.json({ access_token: "</script><script>alert(1)</script>" }));
    const response = await finishSignIn(callback(`code=c&state=${state}`, cookie), app, github.fetchGitHub);
    expect(await handedMessage(response.clone())).toContain('"token":"</script><script>alert(1)</script>"');
    expect((await response.text()).match(/<script/g)).toHaveLength(1);
  });

  test("refuses a state that is not this browser's (403), tells the CMS window why, and leaves the sign-in in progress alone", async () => {
    const { state, cookie } = await startedSignIn();
    const other = (await startedSignIn()).cookie;
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    for (const request of [
      callback(`code=c&state=${state}`), // no cookie: started elsewhere
      callback(`code=c&state=${state}`, other), // another sign-in's cookie
      callback(`code=c&state=forged`, cookie), // a code GitHub sent back for an authorize request another site made
      callback("code=c", cookie),
      callback(`error=access_denied&state=forged`, cookie),
      callback(`code=c&state=${state}`, "__Host-cms-sign-in=not-base64-json"),
    ]) {
      const response = await finishSignIn(request, app, github.fetchGitHub);
      expect(response.status, request.url).toBe(403);
      // No cookie set or cleared: the owner's own sign-in can still come back and finish.
      expect(response.headers.get("Set-Cookie"), request.url).toBeNull();
      const message = await handedMessage(response.clone());
      expect(message).toMatch(/^authorization:github:error:\{"message":"This sign-in was not started from this browser/);
      expect(await response.text()).toContain("<h1>Sign-in refused</h1>");
    }
    expect(github.calls).toEqual([]);
    // The sign-in in progress still finishes.
    const finished = await finishSignIn(callback(`code=c&state=${state}`, cookie), app, github.fetchGitHub);
    expect(finished.status).toBe(200);
    expect(github.calls).toHaveLength(1);
  });

  test("the owner's Cancel on GitHub's page (403) and a callback without a code (400) are answered in words", async () => {
    const { state, cookie } = await startedSignIn();
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    const cancelled = await finishSignIn(callback(`error=access_denied&state=${state}`, cookie), app, github.fetchGitHub);
    expect(cancelled.status).toBe(403);
    expect(cancelled.headers.get("Set-Cookie"), "a sign-in cancelled is spent").toMatch(/^__Host-cms-sign-in=; Max-Age=0;/);
    expect(await handedMessage(cancelled)).toContain("GitHub did not sign you in (access_denied)");
    const codeless = await finishSignIn(callback(`state=${state}`, cookie), app, github.fetchGitHub);
    expect(codeless.status).toBe(400);
    expect(github.calls).toEqual([]);
  });

  test("a code GitHub refuses is a 400 with GitHub's reason", async () => {
    const { state, cookie } = await startedSignIn();
    const github = fakeGitHub(() =>
      Response.json({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }),
    );
    const response = await finishSignIn(callback(`code=used&state=${state}`, cookie), app, github.fetchGitHub);
    expect(response.status).toBe(400);
    expect(await handedMessage(response)).toContain("GitHub refused the sign-in: The code passed is incorrect or expired.");
  });

  test("GitHub out of reach or failing is a 502, logged without the code, the secret or a token", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { state, cookie } = await startedSignIn();
    const answers = [
      () => Promise.reject(new TypeError("Network connection lost.")),
      () => new Response("busy", { status: 503 }),
      () => new Response("<html>not json</html>", { status: 200 }),
    ];
    for (const answer of answers) {
      const response = await finishSignIn(callback(`code=secret-code&state=${state}`, cookie), app, fakeGitHub(answer).fetchGitHub);
      expect(response.status).toBe(502);
      expect(await handedMessage(response)).toContain("GitHub could not be reached");
    }
    expect(warn).toHaveBeenCalledTimes(3);
    const { verifier } = await keptInCookie(cookie);
    for (const [line] of warn.mock.calls) {
      expect(line).toMatch(/^CMS sign-in: GitHub's token endpoint failed: /);
      expect(line).not.toMatch(/secret-code|the-secret/);
      expect(line).not.toContain(verifier);
    }
  });

  test("without the client id or the secret, says sign-in is not set up (503)", async () => {
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    const response = await finishSignIn(callback("code=c&state=s"), { clientId: "Iv1.client", clientSecret: "" }, github.fetchGitHub);
    expect(response.status).toBe(503);
    expect(github.calls).toEqual([]);
  });
});

describe("a sign-in the insights page started (app/insights/admin-routes.ts)", () => {
  async function startedFor(then: string) {
    const response = await startSignIn(new Request(`${origin}/admin/insights/sign-in`, { headers: { "Sec-Fetch-Site": "same-origin" } }), app, { then });
    const state = new URL(response.headers.get("Location")!).searchParams.get("state")!;
    return { state, cookie: cookiePair(response.headers.get("Set-Cookie")) };
  }

  test("goes to GitHub the same way, and keeps the page to come back to", async () => {
    const { cookie } = await startedFor("/admin/gu/insights");
    expect(await signInCookie.parse(cookie)).toMatchObject({ then: "/admin/gu/insights" });
  });

  test("hands the token to the insights, with the sign-in's cookie cleared, and never to a page", async () => {
    const { state, cookie } = await startedFor("/admin/insights");
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    const handed: unknown[] = [];
    const response = await finishSignIn(callback(`code=the-code&state=${state}`, cookie), app, github.fetchGitHub, async (token, then, spent) => {
      handed.push({ token, then, clearsSignIn: /Max-Age=0/.test(spent["Set-Cookie"] ?? "") });
      return new Response("the insights' answer", { status: 200 });
    });
    expect(handed).toEqual([{ token: "gho_token", then: "/admin/insights", clearsSignIn: true }]);
    expect(await response.text()).toBe("the insights' answer");
  });

  test("comes back to nowhere but an insights page: a sign-in cookie naming another address is no sign-in", async () => {
    const planted = await signInCookie.serialize({ state: "s".repeat(43), verifier: "v".repeat(43), then: "https://elsewhere.example/" });
    const github = fakeGitHub(() => Response.json({ access_token: "gho_token" }));
    const response = await finishSignIn(callback(`code=c&state=${"s".repeat(43)}`, cookiePair(planted)), app, github.fetchGitHub, async () => new Response("reached"));
    expect(response.status).toBe(403);
    expect(github.calls).toEqual([]);
  });
});
