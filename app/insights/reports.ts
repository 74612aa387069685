import { discardBody, readBodyWithinLimit, refuseDeclaredOversize } from "~/http/guards/body-size-limit";
import { refuse } from "~/http/guards/refuse";
import { countInBackground, dropInBackground, type InsightsBindings, withinMinuteBound } from "./insights-store";
import { tapPath, viewPath } from "~/lib/tap-ping";
import { fromAPerson, pageOfReferrer, tapOf } from "./what-is-counted";

/**
 * The two addresses browsers report to, for the owner's insights
 * (docs/decisions/016-insights.md):
 * - `/insights/tap?kind=…`: a tap on WhatsApp, a phone number, the e-mail
 *   address, Save Contact or a share, sent by the browser's `ping` or the
 *   app's `sendBeacon` (app/lib/tap-ping.ts);
 * - `/insights/view`: a page the app showed without loading a document (a
 *   client navigation, a prerendered page once shown), sent by the app
 *   (./beacon.ts, ./client-navigation-views.tsx). A document the Worker
 *   serves is counted as it is served (app/entry.rsc.ts), with no report.
 * The page is the one the report names (a ping's `Ping-From`, a beacon's
 * `Referer`), which must be one of the site's pages.
 */
export function isReportPath(pathname: string): boolean {
  return pathname === tapPath || pathname === viewPath;
}

/** A report's body is empty (a beacon) or `PING` (a ping); anything longer is not one. */
const MAX_REPORT_BYTES = 64;

const counted = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * Answers a report: 204 once counted (or when it comes from a bot, which is
 * not counted), 4xx with a sentence when it is not one the site's pages send
 * (another method, another site, an unknown kind, design or service, no page
 * of this site as referrer), 429 past the sender's bound for the minute
 * (./bounds.ts), which views and the other counts share.
 */
export async function answerReport(request: Request, env: InsightsBindings, context: Pick<ExecutionContext, "waitUntil">): Promise<Response> {
  if (request.method !== "POST") {
    await discardBody(request);
    return refuse(request, 405, "method", { Allow: "POST" });
  }
  const oversize = refuseDeclaredOversize(request, MAX_REPORT_BYTES);
  if (oversize) {
    await discardBody(request);
    return oversize;
  }
  // A chunked body declares no length: the bytes themselves are counted as they are read.
  const body = await readBodyWithinLimit(request, MAX_REPORT_BYTES);
  if (body instanceof Response) return body;
  // A ping and a beacon are same-origin requests; another site must not write into the figures.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") return refuse(request, 403, "notCounted");
  const url = new URL(request.url);
  const page = pageOfReferrer(request);
  const tap = url.pathname === tapPath ? tapOf(url) : undefined;
  if (!page || (url.pathname === tapPath && !tap)) return refuse(request, 400, "notCounted");
  if (!fromAPerson(request)) return counted();
  if (!(await withinMinuteBound(env.INSIGHTS_RATE_LIMITER, request))) {
    dropInBackground(context, env.INSIGHTS_DB);
    return refuse(request, 429, "tooManyReports", { "Retry-After": "60" });
  }
  countInBackground(context, env, request, tap ? { ...tap, page } : { kind: "view", page }, { minuteBoundAsked: true });
  return counted();
}
