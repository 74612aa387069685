import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const entry = "react-dom/server.edge";
const streamingOnly = "\0react-dom-server-edge-streaming-only";

/**
 * Workaround: React's `react-dom/server.edge` is a CommonJS file that
 * requires both its streaming renderer and its legacy one
 * (`renderToString`, `renderToStaticMarkup`: 191 KiB of the Worker, which
 * never calls them), and no bundler option leaves out half of a CommonJS
 * module's `require`s. In a production build, the SSR environment gets the
 * same entry with the streaming renderer alone: `renderToReadableStream`,
 * `resume` and `version`, from React's own edge build of them. `vite dev`
 * is left as it is. Measured on 2026-11-28: the SSR build's index.js
 * 582 → 357 kB (118.5 → 76.5 kB gzip). It goes when React's edge entry no
 * longer brings the legacy renderer (docs/decisions/018-worker-bundle.md; the
 * same cut: vercel/next.js#40018, opennextjs/opennextjs-cloudflare#936).
 */
export function streamingRendererOnly(): Plugin {
  // React's package does not export its `cjs/` files: found beside its package.json.
  let reactDomEdge = "";
  return {
    name: "streaming-renderer-only",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      const reactDom = dirname(createRequire(join(config.root, "package.json")).resolve("react-dom/package.json"));
      reactDomEdge = join(reactDom, "cjs/react-dom-server.edge.production.js");
    },
    resolveId(id) {
      if (id === entry) return streamingOnly;
    },
    load(id) {
      if (id === streamingOnly) return `export { renderToReadableStream, resume, version } from ${JSON.stringify(reactDomEdge)};`;
    },
  };
}
