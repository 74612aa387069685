import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from "react-router";
import subResourceIntegrity from "virtual:react-router/unstable_rsc/subresource-integrity";

/**
 * React Router's default HTML renderer, with one change: React writes every
 * finished Suspense boundary into the HTML where it stands. By default it moves
 * a boundary that comes after the first 12,800 bytes of a response to the end
 * and puts it in place with a script, so without JavaScript it never appears;
 * the quote form sits in such a boundary (app/quote/deferred-quote-form.tsx).
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

export async function generateHTML(request: Request, serverResponse: Response): Promise<Response> {
  return await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      const formState = payload.type === "render" ? await payload.formState : undefined;
      const bootstrapScriptContent = await import.meta.viteRsc.loadBootstrapScriptContent("index");

      return await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} />, {
        ...options,
        bootstrapScriptContent,
        formState,
        progressiveChunkSize,
        importMap: subResourceIntegrity ? { integrity: subResourceIntegrity } : undefined,
        signal: request.signal,
      });
    },
  });
}
