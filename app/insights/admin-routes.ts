import "server-only";
import { env } from "cloudflare:workers";
import { renderWorkerPage } from "#render-worker-page";
import { configuredGitHubApp } from "~/admin/github-app";
import { type FinishElsewhere, startSignIn } from "~/admin/github-sign-in";
import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { isHeldBack, openRefusals } from "./changes/refusals";
import type { AccessPageKind } from "./dashboard/access-page";
import { insightsHtmlHeaders } from "./insights-headers";
import {
  type ConfiguredAccess,
  changesPath,
  endSession,
  insightsPath,
  isSetUp,
  isSignedIn,
  type OwnerPage,
  ownerPageAt,
  repositoryAccess,
  revokeToken,
  startSession,
} from "./owner-session";
import { dailyCsv, periodOf, readReport } from "./report";

/**
 * The insights' addresses under /admin/ (app/routes.ts), in English and,
 * under /admin/gu/, in Gujarati: the page, its CSV, the sign-in and the
 * sign-out (docs/decisions/016-insights.md), and the owner's changes the
 * deploy held back (`/admin/changes`, ./changes/), behind the same session.
 * Nobody without a session sees a figure or a change: the pages answer with
 * the sign-in, the CSV with 403. The pages are React components
 * (./dashboard/, ./changes/), rendered whole in the SSR environment from
 * their data (#render-worker-page).
 */

/** The language of an insights address: `/admin/gu/…` is Gujarati. */
export function adminLanguage(request: Request): Language {
  return new URL(request.url).pathname.startsWith("/admin/gu/") ? "gu" : "en";
}

function configuredAccess(): ConfiguredAccess | undefined {
  const access = { repository: env.SITE_REPOSITORY, secret: env.INSIGHTS_SESSION_SECRET };
  return isSetUp(access) ? access : undefined;
}

async function accessPage(language: Language, kind: AccessPageKind, status: number, cookies: string[] = [], page: OwnerPage = "insights"): Promise<Response> {
  const headers = await insightsHtmlHeaders();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(await renderWorkerPage({ page: "insights-access", language, kind, for: page }), { status, headers });
}

/** `/admin/insights`: the figures for a session, the sign-in for anyone else. */
export async function insightsPage(request: Request): Promise<Response> {
  const language = adminLanguage(request);
  const access = configuredAccess();
  if (!access) return accessPage(language, "not-set-up", 503);
  if (!(await isSignedIn(request, access, env.INSIGHTS_DB))) return accessPage(language, "sign-in", 200);
  const [report, heldBack] = await Promise.all([readReport(env.INSIGHTS_DB, periodOf(new URL(request.url))), isHeldBack(env.INSIGHTS_DB)]);
  return new Response(await renderWorkerPage({ page: "insights", language, report, heldBack }), { headers: await insightsHtmlHeaders() });
}

/** `/admin/changes`: the owner's changes the deploy held back, for a session; the sign-in for anyone else. */
export async function changesPage(request: Request): Promise<Response> {
  const language = adminLanguage(request);
  const access = configuredAccess();
  if (!access) return accessPage(language, "not-set-up", 503, [], "changes");
  if (!(await isSignedIn(request, access, env.INSIGHTS_DB))) return accessPage(language, "sign-in", 200, [], "changes");
  const refusals = await openRefusals(env.INSIGHTS_DB);
  return new Response(await renderWorkerPage({ page: "changes", language, refusals }), { headers: await insightsHtmlHeaders() });
}

/** `/admin/insights/daily.csv`: the period's days, for a session; 403 for anyone else. */
export async function insightsCsv(request: Request): Promise<Response> {
  const language = adminLanguage(request);
  const locale = { locale: language };
  const access = configuredAccess();
  if (!access || !(await isSignedIn(request, access, env.INSIGHTS_DB))) {
    return new Response(`${m.insights_sign_in_heading({}, locale)}\n`, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const report = await readReport(env.INSIGHTS_DB, periodOf(new URL(request.url)));
  const header = [
    m.insights_day({}, locale),
    m.insights_views({}, locale),
    m.insights_visitors({}, locale),
    m.insights_kind_whatsapp({}, locale),
    m.insights_kind_similar({}, locale),
    m.insights_kind_call({}, locale),
    m.insights_kind_email({}, locale),
    m.insights_kind_quote({}, locale),
    m.insights_kind_contact({}, locale),
    m.insights_shares({}, locale),
    m.insights_enquirers({}, locale),
  ];
  return new Response(dailyCsv(report, header), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${report.from}-${report.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** `/admin/insights/sign-in`: GitHub's sign-in, the CMS's, coming back to the insights page. */
export async function insightsSignIn(request: Request): Promise<Response> {
  const language = adminLanguage(request);
  if (!configuredAccess()) return accessPage(language, "not-set-up", 503);
  return startSignIn(request, configuredGitHubApp(), { then: insightsPath[language] });
}

/** `/admin/changes/sign-in`: the same sign-in, coming back to the owner's changes. */
export async function changesSignIn(request: Request): Promise<Response> {
  const language = adminLanguage(request);
  if (!configuredAccess()) return accessPage(language, "not-set-up", 503, [], "changes");
  return startSignIn(request, configuredGitHubApp(), { then: changesPath[language] });
}

/** `/admin/insights/sign-out` (POST, from the insights page only): the session ends, on the server too, and the sign-in page follows. */
export async function insightsSignOut(request: Request): Promise<Response> {
  const language = adminLanguage(request);
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") return new Response(null, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  const access = configuredAccess();
  const headers = new Headers({ Location: insightsPath[language], "Cache-Control": "private, no-store" });
  if (access) headers.append("Set-Cookie", await endSession(request, access, env.INSIGHTS_DB));
  return new Response(null, { status: 303, headers });
}

/**
 * The end of a sign-in the insights page (or the changes page) started
 * (app/routes/admin-callback.ts): GitHub is asked once whether this person
 * can push to the site's repository; the token is then dropped. Yes: a
 * session, and a page that goes on to the page she started from. No: 403.
 * GitHub unreachable: 502, try again.
 */
export const finishInsightsSignIn: FinishElsewhere = async (token, then, spent) => {
  const { language, page } = ownerPageAt(then) ?? { language: "en", page: "insights" };
  const access = configuredAccess();
  if (!access) return accessPage(language, "not-set-up", 503, [spent["Set-Cookie"]!], page);
  const allowed = await repositoryAccess(token, access.repository);
  const app = configuredGitHubApp();
  if (app.clientId && app.clientSecret) await revokeToken(token, { clientId: app.clientId, clientSecret: app.clientSecret });
  if (allowed === "unreachable") return accessPage(language, "unreachable", 502, [spent["Set-Cookie"]!], page);
  if (allowed === "no-push") return accessPage(language, "refused", 403, [spent["Set-Cookie"]!], page);
  return accessPage(language, "signed-in", 200, [spent["Set-Cookie"]!, await startSession(access, env.INSIGHTS_DB)], page);
};
