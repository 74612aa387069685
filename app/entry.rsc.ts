import {
  createTemporaryReferenceSet,
  decodeAction,
  decodeFormState,
  decodeReply,
  loadServerAction,
  renderToReadableStream,
} from "@vitejs/plugin-rsc/rsc";
import { RouterContextProvider, unstable_matchRSCServerRequest as matchRSCServerRequest } from "react-router";
import basename from "virtual:react-router/unstable_rsc/basename";
import clientVersion from "virtual:react-router/unstable_rsc/client-version";
import routeDiscovery from "virtual:react-router/unstable_rsc/route-discovery";
import routes from "virtual:react-router/unstable_rsc/routes";
import { discardBody, readBodyWithinLimit, refuseDeclaredOversize } from "./http/guards/body-size-limit";
import { refuseUnsupportedContentType } from "./http/guards/content-type-guard";
import { refuseCrossSite } from "./http/guards/cross-site-guard";
import { refuseServerFunctionHeader, refuseUnreadableForm } from "./http/guards/form-body-guard";
import { refuseUnusedMethod } from "./http/guards/method-guard";
import { isOwnersPath, withOwnersHeaders } from "./http/owner-answers";
import { isKnownPath, pageOfPayload, redirectToCanonicalPath, sharedAddressKind } from "./http/page-addresses";
import { refuse } from "./http/guards/refuse";
import { pageOfDocumentPayload } from "./lib/document-payload";
import { benchFloor } from "./http/bench-floor";
import { fromPageCache, withCacheControl } from "./http/page-cache";
import { carriesQuoteFlash } from "./quote/quote-flash";
import { withinQuoteRateLimit } from "./quote/quote-rate-limit";
import { createNonce, withSecurityHeaders } from "./http/security-headers";
import { withSpeculationRules } from "./http/speculation-rules";
import { isFailure, logServerError, serverErrorPage } from "./http/server-error";
import { languageOfPath } from "./i18n/language";
import { submissionContext } from "./quote/submission-context";
import { countInBackground } from "./insights/insights-store";
import { answerReport, isReportPath } from "./insights/reports";
import { rollUp } from "./insights/roll-up";
import { countedPage, fromAPerson, quoteTopics, servedEvent } from "./insights/what-is-counted";

export { default as unstable_reactRouterServeConfig } from "virtual:react-router/unstable_rsc/react-router-serve-config";

/**
 * Routes the request with React Router and encodes the match as the page's
 * server payload; `onError` hears of every failure, even one after the
 * response's status went out.
 */
function matchRoutes(request: Request, onError: (error: unknown) => void, requestContext?: RouterContextProvider) {
  return matchRSCServerRequest({
    basename,
    clientVersion,
    createTemporaryReferenceSet,
    decodeAction,
    decodeFormState,
    decodeReply,
    loadServerAction,
    onError,
    request,
    requestContext,
    routeDiscovery,
    routes,
    generateResponse(match, options) {
      const onRenderError = (error: unknown) => {
        onError(error);
        return options.onError?.(error);
      };
      return new Response(renderToReadableStream(match.payload, { ...options, onError: onRenderError }), {
        status: match.statusCode,
        headers: match.headers,
      });
    },
  });
}

/**
 * The page as HTML (or, for client navigations, its payload), inline scripts
 * and styles marked with `nonce`; failures are logged, and `onFailure` hears of them.
 */
async function renderPage(
  request: Request,
  nonce: string,
  { onFailure = () => {}, requestContext }: { onFailure?: () => void; requestContext?: RouterContextProvider } = {},
): Promise<Response> {
  const reportError = (error: unknown) => {
    if (!isFailure(error)) return;
    logServerError(error);
    onFailure();
  };
  const documentPayload = documentPayloadRequest(request);
  if (documentPayload) {
    const payload = await matchRoutes(documentPayload, reportError, requestContext);
    const headers = new Headers(payload.headers);
    headers.set("Content-Type", "text/x-component");
    return new Response(payload.body, { status: payload.status, headers });
  }
  const ssr = await import.meta.viteRsc.loadModule<typeof import("./entry.ssr")>("ssr", "index");
  return await ssr.generateHTML(request, await matchRoutes(request, reportError, requestContext), nonce, reportError);
}

/**
 * For a GET or HEAD of a page's document payload address
 * (app/lib/document-payload.ts), the page's own document request, whose
 * payload is what its HTML would carry; for anything else, none.
 */
function documentPayloadRequest(request: Request): Request | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  if (sharedAddressKind(url.pathname) !== "document-payload") return undefined;
  url.pathname = pageOfDocumentPayload(url.pathname)!;
  return new Request(url, { method: request.method, headers: request.headers });
}

async function handle(request: Request, env: Env, context: ExecutionContext, nonce: string): Promise<Response> {
  const floor = benchFloor(request, env);
  if (floor) return withCacheControl(request, floor);
  // A tap's ping or the app's beacon, for the owner's insights (app/insights/reports.ts).
  if (isReportPath(new URL(request.url).pathname)) return await answerReport(request, env, context);
  // Whatever the method: React Router answers a request naming a server
  // function with its raw payload, and the site has none; and each page is
  // rendered at its one address only.
  const misaddressed = refuseServerFunctionHeader(request) ?? redirectToCanonicalPath(request);
  if (misaddressed) {
    await discardBody(request);
    return misaddressed;
  }
  // The owner's addresses are the listed ones only (no payload or other variant of them), and
  // nothing asks for route discovery (react-router.config.ts): anything else there is refused here.
  const { pathname } = new URL(request.url);
  if (!isKnownPath(pathname) && (isOwnersPath(pathname) || pathname.endsWith(".manifest"))) {
    await discardBody(request);
    return refuse(request, 404, "noSuchAddress");
  }
  if (request.method === "GET" || request.method === "HEAD") {
    // A visitor back from sending the quote without JavaScript carries its flash
    // cookie: the page that thanks them, with their details, is theirs alone.
    const personal = carriesQuoteFlash(request);
    // While developing, every edit shows at once.
    if (import.meta.env.DEV) return withCacheControl(request, await renderPage(request, nonce), { personal });
    return await fromPageCache(request, (pageRequest, onFailure) => renderPage(pageRequest, nonce, { onFailure }), {
      cache: await caches.open("pages"),
      version: env.CF_VERSION_METADATA.id,
      nonce,
      waitUntil: (promise) => context.waitUntil(promise),
      personal,
    });
  }
  // Requests that carry a body pass these guards before React Router sees them,
  // cheapest first: headers, then the body (read once, within the size limit).
  // A refused request never reaches an action.
  const refused =
    refuseUnusedMethod(request) ??
    refuseCrossSite(request) ??
    refuseUnsupportedContentType(request) ??
    refuseDeclaredOversize(request);
  if (refused) {
    await discardBody(request);
    return refused;
  }
  const body = await readBodyWithinLimit(request);
  if (body instanceof Response) return body;
  const unreadable = await refuseUnreadableForm(request, body);
  if (unreadable) return unreadable;
  const routerContext = new RouterContextProvider();
  routerContext.set(submissionContext, {
    withinRateLimit: () => withinQuoteRateLimit(env.QUOTE_RATE_LIMITER, request),
    isDocumentRequest: !new URL(request.url).pathname.endsWith(".rsc"),
    countAccepted: (topic) => countQuote(request, env, context, topic),
  });
  return withCacheControl(request, await renderPage(new Request(request, { body }), nonce, { requestContext: routerContext }));
}

/**
 * A quote request the action accepted, for the owner's insights, against the
 * page it was sent from (the page the form posted to) and what it was for.
 */
function countQuote(request: Request, env: Env, context: ExecutionContext, topic: string | undefined) {
  const { pathname } = new URL(request.url);
  const page = countedPage(pageOfPayload(pathname) ?? pathname);
  if (!page || !fromAPerson(request)) return;
  const service = topic && quoteTopics.has(topic) ? topic : undefined;
  countInBackground(context, env, request, { kind: "quote", page, service });
}

/**
 * Every request the static files do not answer. Pages (GET, HEAD) are served
 * from the edge's cache when they can be (app/http/page-cache.ts), naming the
 * speculation rules unless the visitor saves data (app/http/speculation-rules.ts).
 * Every response carries the security headers with a fresh nonce, which its inline
 * scripts and styles carry too, a page from the cache included; a failure
 * that escapes React Router's own error page gets the plain branded one.
 * A page a person's browser is shown is counted for the owner's insights
 * once the response has gone (app/insights/), a page from the cache included.
 * Whatever route or guard wrote an answer under `/admin/`, it leaves private
 * and unindexed (app/http/owner-answers.ts): `/admin/insights.rsc` once
 * answered the owner's figures marked `public` (016, "Hers alone").
 */
export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const nonce = createNonce();
    let response: Response;
    try {
      response = await handle(request, env, context, nonce);
    } catch (error) {
      logServerError(error);
      response = await serverErrorPage(languageOfPath(new URL(request.url).pathname));
    }
    const served = servedEvent(request, response);
    if (served) countInBackground(context, env, request, served);
    if (isOwnersPath(new URL(request.url).pathname)) response = withOwnersHeaders(response);
    return withSecurityHeaders(withSpeculationRules(request, response), nonce, { development: import.meta.env.DEV });
  },

  /** The Cron Trigger (wrangler.toml): the insights' daily totals, and what is kept no longer deleted (app/insights/roll-up.ts). */
  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    await rollUp(env.INSIGHTS_DB, new Date(controller.scheduledTime));
  },
};

if (import.meta.hot) {
  import.meta.hot.accept();
}
