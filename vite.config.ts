import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide.config.ts";
import { unstable_reactRouterRSC as reactRouterRSC } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import rsc from "@vitejs/plugin-rsc";
import { defineConfig, type Rolldown } from "vite";
import { decapCms } from "./app/admin/build/decap-cms-plugin.ts";
import { contentCheck } from "./app/content/build/content-check-plugin.ts";
import { questionsFile } from "./app/content/build/questions-file-plugin.ts";
import { designPictures } from "./app/pictures/build/design-pictures-plugin.ts";
import { journal } from "./app/journal/build/journal-plugin.ts";
import { streamingRendererOnly } from "./app/ssr/build/streaming-renderer-only.ts";

/**
 * Plugins that hand the bundler virtual modules without a source map. Only the
 * Worker's stack traces use the server builds' maps, and those lines are
 * generated code either way.
 */
const pluginsWithoutSourceMaps = new Set([
  "react-router-rsc-virtual-route-modules",
  "rsc:inject-async-local-storage",
  "rsc:virtual:vite-rsc/assets-manifest",
]);

/** A content-hashed asset's file name (`assets/root-Di7T-RmE.css`): the same name means the same bytes. */
const contentHashedAsset = /The emitted file assets\/[\w.-]+-[\w-]{8}\.\w+ overwrites/;

/**
 * Warnings every build prints that say nothing about this project, dropped by
 * code and by what they name, so any other warning still shows:
 * - SOURCEMAP_BROKEN from the plugins above;
 * - FILE_NAME_CONFLICT for a content-hashed asset: plugin-rsc copies the
 *   server build's stylesheet and font into the client build, which has
 *   already written the same files.
 */
function isExpectedWarning(log: Rolldown.RolldownLog): boolean {
  if (log.code === "SOURCEMAP_BROKEN") return pluginsWithoutSourceMaps.has(log.plugin ?? "");
  if (log.code === "FILE_NAME_CONFLICT") return contentHashedAsset.test(log.message);
  return false;
}

/**
 * The Worker's two environments are built unminified (Vite's default for a
 * server), which kept every JSDoc comment of their dependencies and of the
 * compiled messages, and the bundler's annotations: read by nothing at run
 * time, and a fifth of the Worker's gzipped upload
 * (docs/decisions/018-worker-bundle.md). Licences stay. The browser's code is
 * minified, which drops them already.
 */
const workerOutput = { rolldownOptions: { output: { comments: { legal: true, annotation: false, jsdoc: false } } } };

/** React Router's browser module of a page's route (`app/routes/home.tsx?client-route-module=shared`). */
const pageRouteModule = /^app\/routes\/[\w-]+\.tsx\?client-route-module=/;

export default defineConfig({
  plugins: [
    // Every file in content/ against its schema, before anything is built:
    // broken content stops the build (docs/decisions/011-owner-editing.md).
    // The app then gets each file as the check read it, so the Worker carries
    // no schema (docs/decisions/018-worker-bundle.md).
    contentCheck(),
    // The designs' photographs and the sharing cards (the site's and each
    // design's), made at build time into build/client
    // (docs/decisions/010-design-pages-and-pictures.md).
    designPictures(),
    // The journal's posts: each body made safe and kept as a static file, the
    // covers and sharing cards (docs/decisions/020-journal.md).
    journal(),
    // The questions' words, a static file per language (docs/decisions/021-questions-and-answers.md).
    questionsFile(),
    // Decap CMS at /admin/, from npm (docs/decisions/011-owner-editing.md).
    decapCms(),
    // The interface's words in each language (paraglide.config.ts).
    paraglideVitePlugin(paraglideOptions),
    // The Worker runs the RSC environment; the SSR environment is its child so
    // both execute inside workerd, in dev as in production.
    cloudflare({ viteEnvironment: { name: "rsc", childEnvironments: ["ssr"] } }),
    // In production, the SSR environment's React DOM without the legacy
    // renderer it never calls (a workaround: docs/decisions/018-worker-bundle.md).
    streamingRendererOnly(),
    tailwindcss(),
    reactRouterRSC(),
    react(),
    // Must come after the React Router RSC plugin; React Router owns the server handler.
    // The pages' route modules in the browser as one file: every page's
    // payload names every route, and the app imports each file it names as it
    // starts, a phone's main thread working on each. The root's stays apart:
    // grouped with them, its stylesheet was built again under the group's name,
    // which the app then fetched and applied (docs/decisions/007-performance.md).
    rsc({ serverHandler: false, clientChunks: ({ normalizedId }) => (pageRouteModule.test(normalizedId) ? "routes" : undefined) }),
  ],
  resolve: { tsconfigPaths: true },
  // No preload helper around dynamic imports: it would add a <link
  // rel="modulepreload"> to the head for the modules of every route the first
  // payload names as the app starts (docs/decisions/007-performance.md).
  build: {
    modulePreload: false,
    rolldownOptions: {
      onLog(level, log, handler) {
        if (level === "warn" && isExpectedWarning(log)) return;
        handler(level, log);
      },
      // Rolldown reports which plugins took most of a slow build; on a busy
      // 2-core machine that is every build, and the plugins are not ours.
      checks: { bundlerTimings: false },
    },
  },
  environments: { rsc: { build: workerOutput }, ssr: { build: workerOutput } },
});
