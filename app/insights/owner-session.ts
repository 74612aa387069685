import { createCookie } from "react-router";
import * as z from "zod/mini";
import { random256Bits } from "~/lib/base64url";
import type { Language } from "~/i18n/language";

/**
 * Who may read the insights (docs/decisions/016-insights.md): a person
 * GitHub signs in (the CMS's GitHub App, app/admin/github-sign-in.ts) who
 * can push to the site's repository. The Worker asks GitHub once, at
 * sign-in, and forgets the token; what the browser keeps is a short
 * session in a signed cookie that only /admin/ receives, whose id the
 * Worker keeps too (D1's `owner_sessions`) until it ends or is signed out.
 */

/** The GitHub API the Worker asks; the address is fixed (no setting points it elsewhere). */
export const gitHubApi = "https://api.github.com";

/** How long a session lasts: a working session's reading, then sign in again. */
export const sessionSeconds = 4 * 60 * 60;

/** The insights page in each language, and the sign-in's way back to it. */
export const insightsPath: Record<Language, string> = { en: "/admin/insights", gu: "/admin/gu/insights" };

/** The page of the owner's changes the deploy held back (app/insights/changes/), signed in to as the insights are. */
export const changesPath: Record<Language, string> = { en: "/admin/changes", gu: "/admin/gu/changes" };

/** The owner's pages behind the session, each in both languages. */
export type OwnerPage = "insights" | "changes";
export const ownerPaths: Record<OwnerPage, Record<Language, string>> = { insights: insightsPath, changes: changesPath };

/** The owner's page and language an address names (a sign-in's way back), if it names one. */
export function ownerPageAt(path: string): { page: OwnerPage; language: Language } | undefined {
  for (const [page, paths] of Object.entries(ownerPaths) as [OwnerPage, Record<Language, string>][]) {
    for (const [language, address] of Object.entries(paths) as [Language, string][]) if (address === path) return { page, language };
  }
  return undefined;
}

/**
 * The session: signed with `INSIGHTS_SESSION_SECRET` (HMAC-SHA-256, React
 * Router's signed cookies), `HttpOnly`, `Secure`, `SameSite=Strict`, sent to
 * /admin/ only. Not `__Host-`: that prefix demands `Path=/`, and the public
 * pages must never receive it.
 */
export function sessionCookie(secret: string) {
  return createCookie("__Secure-insights-session", {
    httpOnly: true,
    secure: true,
    sameSite: "strict",
    path: "/admin/",
    maxAge: sessionSeconds,
    secrets: [secret],
  });
}

/**
 * The session's content: its id, which names its row in `owner_sessions`
 * (stored as the id's SHA-256 only), and when it ends, checked on the server
 * too (a cookie's Max-Age is only the browser's promise).
 */
const sessionSchema = z.object({ id: z.string().check(z.regex(/^[\w-]{43}$/)), until: z.number() });
type Session = z.output<typeof sessionSchema>;

/** What the session needs from the Worker's configuration; either missing means the insights' sign-in is not set up. */
export interface InsightsAccess {
  /** The site's repository, `owner/name` (`SITE_REPOSITORY` in wrangler.toml, as in public/admin/config.yml). */
  repository: string | undefined;
  /** The session's signing key: the secret `INSIGHTS_SESSION_SECRET`, at least 32 bytes. */
  secret: string | undefined;
}

export type ConfiguredAccess = { repository: string; secret: string };

/** A repository named as `owner/name`, the way GitHub spells them; the config's placeholder is not one. */
const repositoryName = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;

export function isSetUp(access: InsightsAccess): access is ConfiguredAccess {
  return (
    !!access.repository &&
    repositoryName.test(access.repository) &&
    access.repository !== "OWNER/REPOSITORY" &&
    !!access.secret &&
    new TextEncoder().encode(access.secret).length >= 32
  );
}

/** The session a request's cookie carries, signed with the key and not yet ended; none otherwise. */
export async function readSession(request: Request, access: ConfiguredAccess, now = Date.now()): Promise<Session | undefined> {
  return (await readSessions(request, access, now))[0];
}

/**
 * Every session the request's cookies carry under the session's name, signed
 * with the key and not yet ended. A browser sends a cookie that a sibling
 * subdomain set for the parent domain, under the same name, before this
 * site's own; reading only the first would let it hide the real session (and
 * keep sign-out from ending it).
 */
async function readSessions(request: Request, access: ConfiguredAccess, now: number): Promise<Session[]> {
  const cookie = sessionCookie(access.secret);
  const pairs = (request.headers.get("Cookie") ?? "").split(";").map((pair) => pair.trim()).filter((pair) => pair.startsWith(`${cookie.name}=`));
  const sessions = await Promise.all(pairs.map(async (pair) => sessionSchema.safeParse(await cookie.parse(pair))));
  return sessions.flatMap((parsed) => (parsed.success && parsed.data.until > now ? [parsed.data] : []));
}

/** How a session is named in the database: its id's SHA-256, so that the table alone signs no one in. */
async function storedId(id: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", new TextEncoder().encode(id));
}

/** Whether the request carries a live session: signed, not ended, and not signed out on the server. */
export async function isSignedIn(request: Request, access: ConfiguredAccess, db: D1Database, now = Date.now()): Promise<boolean> {
  for (const session of await readSessions(request, access, now)) {
    const live = await db.prepare("SELECT 1 FROM owner_sessions WHERE id = ?1 AND until > ?2").bind(await storedId(session.id), now).first();
    if (live !== null) return true;
  }
  return false;
}

/** A new session, kept on the server until it ends or its holder signs out; its `Set-Cookie`. */
export async function startSession(access: ConfiguredAccess, db: D1Database, now = Date.now()): Promise<string> {
  const id = random256Bits();
  const until = now + sessionSeconds * 1000;
  await db.batch([
    // Sessions that have ended go as new ones begin.
    db.prepare("DELETE FROM owner_sessions WHERE until <= ?1").bind(now),
    db.prepare("INSERT INTO owner_sessions (id, until) VALUES (?1, ?2)").bind(await storedId(id), until),
  ]);
  return sessionCookie(access.secret).serialize({ id, until });
}

/**
 * Ends the request's session on the server, so that a copy of its cookie
 * signs no one in from now on; the `Set-Cookie` that asks the browser to drop it.
 */
export async function endSession(request: Request, access: ConfiguredAccess, db: D1Database): Promise<string> {
  const sessions = await readSessions(request, access, 0);
  const ending = await Promise.all(sessions.map(async (session) => db.prepare("DELETE FROM owner_sessions WHERE id = ?1").bind(await storedId(session.id))));
  if (ending.length > 0) await db.batch(ending);
  return sessionCookie(access.secret).serialize("", { maxAge: 0 });
}

/**
 * Gives the token back to GitHub once the Worker has asked what it needed
 * (`DELETE /applications/{client_id}/token`, with the app's credentials):
 * nobody holds it for its 8 hours, and it does not take one of the few
 * tokens GitHub keeps live per person and app, which the CMS needs
 * (app/admin/github-sign-in.ts). A failure leaves it to expire.
 */
export async function revokeToken(token: string, app: { clientId: string; clientSecret: string }, fetchGitHub: typeof fetch = fetch): Promise<void> {
  try {
    await fetchGitHub(`${gitHubApi}/applications/${encodeURIComponent(app.clientId)}/token`, {
      method: "DELETE",
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Basic ${btoa(`${app.clientId}:${app.clientSecret}`)}`,
        "Content-Type": "application/json",
        "User-Agent": "pushpanjali-decor-insights",
        "X-GitHub-Api-Version": "2022-11-28",
      },
      body: JSON.stringify({ access_token: token }),
    });
  } catch {
    // It expires by itself.
  }
}

/** What GitHub says the signed-in person may do in the repository. */
export type RepositoryAccess = "push" | "no-push" | "unreachable";

/**
 * Asks GitHub, with the person's token, what they may do in the site's
 * repository (`GET /repos/{owner}/{repo}`: its `permissions`). A token that
 * cannot see the repository (GitHub answers 404) may not push to it.
 */
export async function repositoryAccess(token: string, repository: string, fetchGitHub: typeof fetch = fetch): Promise<RepositoryAccess> {
  try {
    const response = await fetchGitHub(`${gitHubApi}/repos/${repository}`, {
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "User-Agent": "pushpanjali-decor-insights",
        "X-GitHub-Api-Version": "2022-11-28",
      },
    });
    // GitHub's rate limit answers 403 (or 429) too, with none of the hour's requests left: that is no answer.
    if (response.status === 429 || response.headers.get("X-RateLimit-Remaining") === "0") return "unreachable";
    if (response.status === 404 || response.status === 403 || response.status === 401) return "no-push";
    if (!response.ok) return "unreachable";
    const body = (await response.json()) as { permissions?: { push?: unknown } };
    return body.permissions?.push === true ? "push" : "no-push";
  } catch {
    return "unreachable";
  }
}
