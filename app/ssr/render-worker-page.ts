import type { WorkerPage } from "./worker-pages";

/**
 * The Worker's own pages (./worker-pages.tsx), asked for where the Worker
 * handles requests: in the RSC environment, where `react-dom/server` does not
 * run. The page's data crosses to the SSR environment, which renders it, as
 * the site's pages do (app/entry.rsc.ts). Modules import this as
 * `#render-worker-page` (package.json `imports`): under the `react-server`
 * condition they get this module; anywhere else (the unit tests, a
 * Playwright test making a page in Node) the renderer itself.
 */
export async function renderWorkerPage(page: WorkerPage): Promise<ReadableStream<Uint8Array>> {
  const ssr = await import.meta.viteRsc.loadModule<typeof import("../entry.ssr")>("ssr", "index");
  return await ssr.renderWorkerPage(page);
}
