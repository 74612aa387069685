import defaultEntry from "@react-router/dev/config/default-rsc-entries/entry.rsc";
import { RouterContextProvider } from "react-router";
import { discardBody, readBodyWithinLimit, refuseDeclaredOversize } from "./http/body-size-limit";
import { refuseUnsupportedContentType } from "./http/content-type-guard";
import { refuseCrossSite } from "./http/cross-site-guard";
import { refuseServerFunctionHeader, refuseUnreadableForm } from "./http/form-body-guard";
import { refuseUnusedMethod } from "./http/method-guard";
import { fromPageCache, PageMemory, withCacheControl } from "./http/page-cache";
import { withinQuoteRateLimit } from "./http/quote-rate-limit";
import { submissionContext } from "./http/submission-context";

const pageMemory = new PageMemory();

/**
 * Requests that carry a body pass these guards before React Router sees them,
 * cheapest first: headers, then the body (read once, within the size limit).
 * A refused request never reaches an action. Pages (GET, HEAD) are served
 * from the edge's cache when they can be (app/http/page-cache.ts).
 */
export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    if (request.method === "GET" || request.method === "HEAD") {
      const render = () => defaultEntry.fetch(request);
      // While developing, every edit shows at once.
      if (import.meta.env.DEV) return withCacheControl(request, await render());
      return await fromPageCache(request, render, {
        cache: await caches.open("pages"),
        memory: pageMemory,
        version: env.CF_VERSION_METADATA.id,
        waitUntil: (promise) => context.waitUntil(promise),
      });
    }

    const refused =
      refuseUnusedMethod(request) ??
      refuseCrossSite(request) ??
      refuseUnsupportedContentType(request) ??
      refuseDeclaredOversize(request) ??
      refuseServerFunctionHeader(request);
    if (refused) {
      await discardBody(request);
      return refused;
    }

    const body = await readBodyWithinLimit(request);
    if (body instanceof Response) return body;
    const unreadable = await refuseUnreadableForm(body, request.headers.get("Content-Type") ?? "");
    if (unreadable) return unreadable;

    const routerContext = new RouterContextProvider();
    routerContext.set(submissionContext, {
      withinRateLimit: () => withinQuoteRateLimit(env.QUOTE_RATE_LIMITER, request),
      isDocumentRequest: !new URL(request.url).pathname.endsWith(".rsc"),
    });
    return withCacheControl(request, await defaultEntry.fetch(new Request(request, { body }), routerContext));
  },
};

if (import.meta.hot) {
  import.meta.hot.accept();
}
