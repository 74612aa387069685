import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from "react-router";
import subResourceIntegrity from "virtual:react-router/unstable_rsc/subresource-integrity";
import { deferModulePreloads, startAfterLoadAndPaint } from "./ssr/deferred-scripts";
import { renderAllOnReturn } from "./ssr/restored-scroll";
import { logServerError } from "./http/server-error";

/**
 * React writes every finished Suspense boundary into the HTML where it stands.
 * By default it moves a boundary that comes after the first 12,800 bytes of a
 * response to the end and puts it in place with a script, so without
 * JavaScript it never appears; the quote form sits in such a boundary
 * (app/quote/deferred-quote-form.tsx).
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

/**
 * React Router's HTML renderer with four changes: the Suspense setting above,
 * the app's JavaScript deferred until the page has loaded and painted
 * (app/ssr/deferred-scripts.ts), a script ending the head that renders the
 * whole page at once when the browser is about to restore a scroll position
 * (app/ssr/restored-scroll.ts), and every inline script and style element
 * marked with `nonce`, the response's Content-Security-Policy nonce
 * (app/http/security-headers.ts).
 */
export async function generateHTML(request: Request, serverResponse: Response, nonce: string): Promise<Response> {
  return await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    nonce,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      const formState = payload.type === "render" ? await payload.formState : undefined;
      const bootstrapScriptContent = startAfterLoadAndPaint(await import.meta.viteRsc.loadBootstrapScriptContent("index"));

      const html = await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} nonce={nonce} />, {
        ...options,
        onError(error) {
          // Server component failures arrive here too, with a digest, already logged by the Worker.
          if (!(typeof error === "object" && error !== null && "digest" in error)) logServerError(error);
          return options.onError?.(error);
        },
        bootstrapScriptContent,
        formState,
        progressiveChunkSize,
        importMap: subResourceIntegrity ? { integrity: subResourceIntegrity } : undefined,
        signal: request.signal,
      });
      return deferModulePreloads(html, renderAllOnReturn(nonce));
    },
  });
}
