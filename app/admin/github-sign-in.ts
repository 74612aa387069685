import { createCookie } from "react-router";
import * as z from "zod/mini";
import { base64Url, random256Bits } from "~/lib/base64url";
import { signInPage, signInPageHeaders } from "./sign-in-window";

/**
 * Sign-in with GitHub for the CMS at /admin/ (docs/decisions/011-owner-editing.md).
 * Decap CMS opens /admin/auth in a small window; that sends the owner to
 * GitHub, which sends them back to /admin/callback with a one-time code. The
 * Worker trades the code for a token with the GitHub App's client secret and
 * the sign-in's PKCE verifier, and answers a page (./sign-in-window-page.tsx)
 * that hands the token to the CMS window by `postMessage`, and closes. Nothing is stored on the server,
 * and the token travels only in that page's body: never in an address, a
 * cookie or a log. The CMS then talks to GitHub's API itself, with what the
 * token allows: the app's permissions (Contents and Metadata) on the one
 * repository it is installed on, and no more than the owner may do there.
 */

/** What the Worker needs from its configuration; either missing means sign-in is not set up. */
export interface GitHubApp {
  /** The GitHub App's client id: `GITHUB_OAUTH_CLIENT_ID` in wrangler.toml. */
  clientId: string | undefined;
  /** The GitHub App's client secret: the Wrangler secret `GITHUB_OAUTH_CLIENT_SECRET`. */
  clientSecret: string | undefined;
}

// A GitHub App signs users in at the same two endpoints as an OAuth app.
export const authorizeUrl = "https://github.com/login/oauth/authorize";
export const tokenUrl = "https://github.com/login/oauth/access_token";

/** How long the owner has on GitHub's page before the sign-in expires and they start again. */
const signInMaxAgeSeconds = 600;

/** The `state` sent to GitHub and expected back: the callback's proof that this browser started the sign-in. */
const createState = random256Bits;

/**
 * PKCE's secret (RFC 7636 §4.1: 43 to 128 unreserved characters, from a
 * cryptographic random source). Only its hash goes to GitHub with the owner;
 * the Worker sends the verifier itself with the code, so a code caught on its
 * way back (in a log, by a browser extension, in a referrer) cannot be traded
 * for a token without the cookie that holds it.
 */
const createCodeVerifier = random256Bits;

/** PKCE's S256 challenge (RFC 7636 §4.2): base64url of the verifier's SHA-256, unpadded. */
async function codeChallenge(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/**
 * What the browser keeps while the owner is on GitHub's page: the state to
 * expect back, the verifier to trade the code with, and, for a sign-in to
 * the insights page (or the owner's changes) rather than the CMS, that
 * page's address (app/insights/owner-session.ts).
 */
const signInInProgressSchema = z.object({
  state: z.string().check(z.regex(/^[\w-]{43}$/)),
  verifier: z.string().check(z.regex(/^[\w-]{43}$/)),
  then: z.optional(z.string().check(z.regex(/^\/admin\/(gu\/)?(insights|changes)$/))),
});

type SignInInProgress = z.output<typeof signInInProgressSchema>;

/**
 * The sign-in in progress, in the browser that started it. A callback whose
 * `state` is not this cookie's was not started here (a forged link that
 * would sign the owner into someone else's account), and is refused.
 * - `__Host-`: a browser takes the cookie only from this origin, over HTTPS,
 *   with no `Domain` and `Path=/` (RFC 6265bis §4.1.3.2), so a sibling
 *   subdomain cannot plant a state and verifier of its choosing. `__Secure-`
 *   asks only for HTTPS: a sibling served over HTTPS may still set one for
 *   the parent domain, which this origin would receive.
 * - `SameSite=Lax`, not `Strict`: GitHub sends the owner back with a
 *   cross-site top-level GET, which would arrive without a Strict cookie.
 * - Browsers accept Secure cookies from http://localhost and 127.0.0.1, where
 *   `npm run dev` and the tests run.
 */
export const signInCookie = createCookie("__Host-cms-sign-in", {
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  path: "/",
  maxAge: signInMaxAgeSeconds,
});

async function signInInProgress(request: Request): Promise<SignInInProgress | undefined> {
  const parsed = signInInProgressSchema.safeParse(await signInCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : undefined;
}

/** Without a client id and secret the Worker cannot sign anyone in; it says so rather than failing at GitHub. */
function notSetUp(): Promise<Response> {
  const text =
    "Sign-in with GitHub is not set up for this site yet: the Worker needs the GitHub App's client id in GITHUB_OAUTH_CLIENT_ID in wrangler.toml and its client secret in the secret GITHUB_OAUTH_CLIENT_SECRET (docs/deploying.md).";
  return signInPage({ status: 503, heading: "Sign-in is not set up", text, outcome: { error: text } });
}

const isConfigured = (app: GitHubApp): app is { clientId: string; clientSecret: string } => !!app.clientId && !!app.clientSecret;

/** Where GitHub sends the owner back: this origin's /admin/callback, the address the GitHub App names. */
export const callbackUrl = (request: Request) => new URL("/admin/callback", request.url).href;

/**
 * Whether the sign-in was opened by the CMS on this origin (`same-origin`) or
 * typed or bookmarked by the owner (`none`), by the browser's Fetch Metadata
 * (https://www.w3.org/TR/fetch-metadata/). Another site, a sibling subdomain
 * included, must not start one: GitHub answers an owner who has authorised
 * the app at once, so the callback would mint a token she never asked for
 * (GitHub keeps a handful of live tokens per user and app and revokes the
 * oldest: her CMS's), and the new state would replace that of a sign-in she
 * has open. A request without the header is let through: every current
 * browser sends it to an HTTPS origin, so it comes from an old browser
 * (refusing would lock that owner out) or from a program, which has no GitHub
 * session of the owner's to misuse.
 */
function openedByThisSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

function openedElsewhere(): Promise<Response> {
  const text =
    "This sign-in was opened by another site, not by this site's editor, so it was stopped. To sign in, open /admin/ on this site and choose Login with GitHub.";
  return signInPage({ status: 403, heading: "Sign-in refused", text, outcome: { error: text } });
}

/**
 * `/admin/auth`: off to GitHub's consent page, with a fresh state and PKCE
 * verifier kept in this browser. The insights page starts the same sign-in
 * with `then`, its own address, to come back to.
 */
export async function startSignIn(request: Request, app: GitHubApp, { then }: { then?: string } = {}): Promise<Response> {
  if (!isConfigured(app)) return notSetUp();
  if (!openedByThisSite(request)) return openedElsewhere();
  const signIn: SignInInProgress = { state: createState(), verifier: createCodeVerifier(), then };
  const url = new URL(authorizeUrl);
  url.searchParams.set("client_id", app.clientId);
  url.searchParams.set("redirect_uri", callbackUrl(request));
  url.searchParams.set("state", signIn.state);
  url.searchParams.set("code_challenge", await codeChallenge(signIn.verifier));
  url.searchParams.set("code_challenge_method", "S256");
  // No `scope`, whatever the CMS put in this address: a GitHub App's token has
  // the app's permissions on the repositories it is installed on, and scopes
  // do not apply to it.

  // The sign-in window's headers already: a redirect's opener policy counts too.
  return new Response(null, {
    status: 302,
    headers: { ...(await signInPageHeaders()), Location: url.href, "Set-Cookie": await signInCookie.serialize(signIn) },
  });
}

/**
 * GitHub's answer to a code: a token, or why it gave none (a code used,
 * expired, not its own, or a verifier that does not match). A GitHub App's
 * answer also carries a refresh token, good for months: it is dropped here,
 * so nothing the browser holds outlives the access token's 8 hours.
 */
const tokenAnswer = (body: unknown): { token: string } | { refused: string } => {
  const answer = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof answer.access_token === "string" && answer.access_token) return { token: answer.access_token };
  return { refused: typeof answer.error_description === "string" ? answer.error_description : "GitHub gave no token" };
};

/**
 * What a sign-in to the insights page does with its token: check the
 * owner's access and answer (app/insights/owner-session.ts). `spent` clears
 * the sign-in's cookie.
 */
export type FinishElsewhere = (token: string, then: string, spent: Record<string, string>) => Promise<Response>;

/**
 * `/admin/callback`: checks the state against this browser's, trades the
 * code and the verifier for a token, and answers the page that hands it to
 * the CMS window, or, for a sign-in the insights page started, lets
 * `finishElsewhere` answer. Only a callback with this browser's state spends the
 * sign-in (its cookie is cleared, whatever GitHub then says); any other
 * leaves it alone and never reaches GitHub.
 */
export async function finishSignIn(
  request: Request,
  app: GitHubApp,
  fetchGitHub: typeof fetch = fetch,
  finishElsewhere?: FinishElsewhere,
): Promise<Response> {
  if (!isConfigured(app)) return notSetUp();
  const query = new URL(request.url).searchParams;
  const signIn = await signInInProgress(request);
  if (!signIn || query.get("state") !== signIn.state) {
    // The cookie stays: a callback another site sent the browser to must not
    // end the sign-in the owner has open on GitHub's page.
    const text =
      "This sign-in was not started from this browser, or it took longer than 10 minutes. Close this window and choose Login with GitHub again.";
    return signInPage({ status: 403, heading: "Sign-in refused", text, outcome: { error: text } });
  }

  const spent = { "Set-Cookie": await signInCookie.serialize("", { maxAge: 0 }) };
  const refuse = (status: number, heading: string, text: string) =>
    signInPage({ status, heading, text, outcome: { error: text }, headers: spent });
  // The owner chose Cancel on GitHub's page, or GitHub refused the request.
  const denied = query.get("error");
  if (denied) {
    return refuse(403, "Sign-in cancelled", `GitHub did not sign you in (${denied}). Close this window and try again.`);
  }
  const code = query.get("code");
  if (!code) return refuse(400, "Sign-in failed", "GitHub sent no code to sign in with. Close this window and try again.");

  let answer: { token: string } | { refused: string };
  try {
    const response = await fetchGitHub(tokenUrl, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: callbackUrl(request),
        code_verifier: signIn.verifier,
      }),
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
    answer = tokenAnswer(await response.json());
  } catch (error) {
    // Why only: the code, the verifier, the secret and whatever GitHub sent stay out of the log.
    console.warn(`CMS sign-in: GitHub's token endpoint failed: ${error instanceof Error ? error.message : "no answer"}`);
    return refuse(502, "Sign-in failed", "GitHub could not be reached to finish signing in. Close this window and try again in a moment.");
  }
  if ("refused" in answer) {
    return refuse(400, "Sign-in failed", `GitHub refused the sign-in: ${answer.refused}. Close this window and try again.`);
  }
  if (signIn.then && finishElsewhere) return finishElsewhere(answer.token, signIn.then, spent);
  return signInPage({
    status: 200,
    heading: "Signed in",
    text: "You are signed in. This window closes by itself; if it stays open, close it and return to the editor.",
    outcome: { success: answer },
    headers: spent,
  });
}
