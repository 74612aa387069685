import { waitUntil } from "cloudflare:workers";
import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from "react-router";
import subResourceIntegrity from "virtual:react-router/unstable_rsc/subresource-integrity";
import { sharedAddressKind } from "./http/page-addresses";
import { carriesQuoteFlash } from "./quote/quote-flash";
import { inliningStylesheets } from "./ssr/inline-stylesheet";
import { removingModulePreloads, startAfterFirstPaintScript } from "./ssr/start-after-first-paint";

/**
 * React writes a finished Suspense boundary where it stands only while the
 * response is under `progressiveChunkSize` bytes (12,800 by default); later
 * ones go to the end of the document, moved into place by a script, so
 * without JavaScript they never show. The quote form sits in such a boundary
 * (app/quote/deferred-quote-form.tsx), some 20 KB into Home and Contact.
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

/**
 * Whether the page's HTML leaves its payload out, for the browser's app to
 * fetch from the page's document payload address when it starts
 * (app/lib/document-payload.ts, app/entry.client.tsx). Written into the HTML,
 * the payload repeats the page's content as data: over a third of its bytes,
 * which a phone must download and parse before it can paint
 * (docs/decisions/007-performance.md). A page's HTML leaves it out when the
 * page is one of the site's pages, rendered whole (200) for a GET: the
 * payload address then renders the same. A page for one visitor (a form's
 * answer, the thanks after a quote sent without JavaScript), the not-found
 * page and error pages carry theirs.
 */
function payloadLeftToTheBrowser(request: Request, serverResponse: Response): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (serverResponse.status !== 200 || carriesQuoteFlash(request)) return false;
  return sharedAddressKind(new URL(request.url).pathname) === "page";
}

/**
 * React Router's HTML renderer (`npx react-router reveal entry.ssr`) with:
 * - `nonce`, this response's Content-Security-Policy nonce, on every inline
 *   script and style (React Router's documented CSP support; app/http/security-headers.ts);
 * - failures reported to the Worker, which logs them and keeps a failed page out of its cache;
 * - the Suspense setting above;
 * - the app's JavaScript left until the page is on screen
 *   (app/ssr/start-after-first-paint.ts; measured in docs/decisions/007-performance.md);
 * - the stylesheet written into the page (app/ssr/inline-stylesheet.ts; measured there too);
 * - the payload left out of the HTML of the site's pages (above).
 */
export async function generateHTML(
  request: Request,
  serverResponse: Response,
  nonce: string,
  reportError: (error: unknown) => void,
): Promise<Response> {
  const page = await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    hydrate: !payloadLeftToTheBrowser(request, serverResponse),
    nonce,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      // The whole route manifest comes last in the payload (react-router.config.ts), after
      // the page: decoding it starts loading every route's client modules, which
      // @vitejs/plugin-rsc keeps per isolate. workerd ties a dynamic import to the request
      // that began it, so this request stays until they are loaded: ended first, it
      // left them pending for good, and the next page that needed one never answered
      // (docs/decisions/upstream-client-loads-outlive-the-request.md).
      if (payload.type === "render") waitUntil(Promise.resolve(payload.patches).catch(() => {}));
      const formState = payload.type === "render" ? await payload.formState : undefined;
      const bootstrapScriptContent = startAfterFirstPaintScript(await import.meta.viteRsc.loadBootstrapScriptContent("index"));
      return await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} nonce={nonce} />, {
        ...options,
        onError(error) {
          // Server component failures arrive here too, with a digest, already reported by the Worker.
          if (!(typeof error === "object" && error !== null && "digest" in error)) reportError(error);
          return options.onError?.(error);
        },
        bootstrapScriptContent,
        formState,
        progressiveChunkSize,
        importMap: subResourceIntegrity ? { integrity: subResourceIntegrity } : undefined,
        signal: request.signal,
      });
    },
  });
  // One streaming pass over the finished page, for both changes above.
  if (!page.headers.get("Content-Type")?.startsWith("text/html")) return page;
  let rewriter = new HTMLRewriter();
  rewriter = removingModulePreloads(rewriter);
  rewriter = inliningStylesheets(rewriter, request.url, nonce);
  return rewriter.transform(page);
}

/** The Worker's own pages, which it asks for from the RSC environment (app/ssr/render-worker-page.ts). */
export { renderWorkerPage } from "./ssr/worker-pages";
