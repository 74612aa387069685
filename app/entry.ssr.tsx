import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from "react-router";
import subResourceIntegrity from "virtual:react-router/unstable_rsc/subresource-integrity";
import { withInlineStylesheets } from "./ssr/inline-stylesheet";
import { startAfterFirstPaintScript, withoutModulePreloads } from "./ssr/start-after-first-paint";

/**
 * React writes a finished Suspense boundary where it stands only while the
 * response is under `progressiveChunkSize` bytes (12,800 by default); later
 * ones go to the end of the document, moved into place by a script, so
 * without JavaScript they never show. The quote form sits in such a boundary
 * (app/quote/deferred-quote-form.tsx), some 20 KB into Home and Contact.
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

/**
 * React Router's HTML renderer (`npx react-router reveal entry.ssr`) with:
 * - `nonce`, this response's Content-Security-Policy nonce, on every inline
 *   script and style (React Router's documented CSP support; app/http/security-headers.ts);
 * - failures reported to the Worker, which logs them and keeps a failed page out of its cache;
 * - the Suspense setting above;
 * - the app's JavaScript left until the page is on screen
 *   (app/ssr/start-after-first-paint.ts; measured in docs/decisions/007-performance.md);
 * - the stylesheet written into the page (app/ssr/inline-stylesheet.ts; measured there too).
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
    nonce,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
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
  return withInlineStylesheets(withoutModulePreloads(page), request.url, nonce);
}
