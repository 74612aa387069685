import defaultEntry from "@react-router/dev/config/default-rsc-entries/entry.rsc";
import { RouterContextProvider } from "react-router";
import { discardBody, readBodyWithinLimit, refuseDeclaredOversize } from "./http/body-size-limit";
import { refuseUnsupportedContentType } from "./http/content-type-guard";
import { refuseCrossSite } from "./http/cross-site-guard";
import { refuseServerFunctionHeader, refuseUnreadableForm } from "./http/form-body-guard";
import { refuseUnusedMethod } from "./http/method-guard";
import { withinQuoteRateLimit } from "./http/quote-rate-limit";
import { submissionContext } from "./http/submission-context";

/**
 * Requests that carry a body pass these guards before React Router sees them,
 * cheapest first: headers, then the body (read once, within the size limit).
 * A refused request never reaches an action. Pages and assets (GET, HEAD) go
 * straight through.
 */
export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method === "GET" || request.method === "HEAD") {
      return defaultEntry.fetch(request);
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

    const context = new RouterContextProvider();
    context.set(submissionContext, {
      withinRateLimit: () => withinQuoteRateLimit(env.QUOTE_RATE_LIMITER, request),
      isDocumentRequest: !new URL(request.url).pathname.endsWith(".rsc"),
    });
    return defaultEntry.fetch(new Request(request, { body }), context);
  },
};

if (import.meta.hot) {
  import.meta.hot.accept();
}
