import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from "react-router";
import subResourceIntegrity from "virtual:react-router/unstable_rsc/subresource-integrity";
import { deferModulePreloads, startAfterLoadAndPaint } from "./ssr/deferred-scripts";

/**
 * React writes every finished Suspense boundary into the HTML where it stands.
 * By default it moves a boundary that comes after the first 12,800 bytes of a
 * response to the end and puts it in place with a script, so without
 * JavaScript it never appears; the quote form sits in such a boundary
 * (app/quote/deferred-quote-form.tsx).
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

/**
 * React Router's HTML renderer with two changes: the Suspense setting above,
 * and the app's JavaScript deferred until the page has loaded and painted
 * (app/ssr/deferred-scripts.ts).
 */
export async function generateHTML(request: Request, serverResponse: Response): Promise<Response> {
  return await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      const formState = payload.type === "render" ? await payload.formState : undefined;
      const bootstrapScriptContent = startAfterLoadAndPaint(await import.meta.viteRsc.loadBootstrapScriptContent("index"));

      const html = await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} />, {
        ...options,
        bootstrapScriptContent,
        formState,
        progressiveChunkSize,
        importMap: subResourceIntegrity ? { integrity: subResourceIntegrity } : undefined,
        signal: request.signal,
      });
      return deferModulePreloads(html);
    },
  });
}
