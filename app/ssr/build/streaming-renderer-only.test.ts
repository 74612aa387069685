import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";

/**
 * The production SSR build takes React's edge renderer without its legacy
 * half (./streaming-renderer-only.ts). These fail when a React release
 * changes what that half is, or stops bundling it: then the workaround is
 * checked again, or removed.
 */

const require = createRequire(import.meta.url);
const reactDom = dirname(require.resolve("react-dom/package.json"));
const legacyOnly = ["renderToString", "renderToStaticMarkup"];

test("the streaming build has everything React's edge entry exports but the legacy renderer", () => {
  const entry = Object.keys(require(join(reactDom, "server.edge.js")) as object);
  const streaming = require(join(reactDom, "cjs/react-dom-server.edge.production.js")) as Record<string, unknown>;
  const kept = entry.filter((name) => !legacyOnly.includes(name)).sort();
  expect(kept).toEqual(["renderToReadableStream", "resume", "version"]);
  for (const name of kept) expect(streaming[name], name).toBeDefined();
});

test("React's edge entry still brings the legacy renderer, which the workaround leaves out", () => {
  expect(readFileSync(join(reactDom, "server.edge.js"), "utf8")).toContain("react-dom-server-legacy.browser.production.js");
});
