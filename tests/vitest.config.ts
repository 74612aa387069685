import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentCheck } from "../app/content/build/content-check-plugin.ts";
import { journal } from "../app/journal/build/journal-plugin.ts";
import { questionsFile } from "../app/content/build/questions-file-plugin.ts";

const include = ["app/**/*.test.{ts,tsx}", "scripts/*.test.ts", "tests/perf/**/*.test.ts"];
/** The tests that replace a module (`vi.mock`) or stub the environment, timers or a global: each runs with modules of its own. */
const ownModules = [
  "app/admin/github-sign-in.test.ts",
  "app/http/server-error.test.ts",
  "app/insights/one-language-post.test.ts",
  "app/lib/sitemap.test.ts",
  "app/lib/structured-data.test.ts",
  "app/quote/quote-flash-secret.test.ts",
  "app/ssr/start-after-first-paint.test.ts",
];

// Vitest gets its own config: the app's vite.config.ts starts the Cloudflare
// and RSC plugins, which Vitest cannot load. `npm run test:unit` compiles the
// messages first (scripts/compile-messages.ts). The content check hands the
// tests each content file as it hands it to the site: checked, defaults filled in;
// the journal's build, its posts as the site gets them.
//
// The rest share the modules a worker has imported (`isolate: false`): a fresh
// import of the content, React and the journal's build for each of sixty files
// was a quarter of the run (docs/testing/README.md). The files with modules of
// their own are left out of the shared project by negated globs, not by its
// `exclude`, which would replace the `--exclude` of `npm run test:unit:deploy`.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  plugins: [contentCheck(), journal(), questionsFile()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    projects: [
      { extends: true, test: { name: "shared-modules", include: [...include, ...ownModules.map((file) => `!${file}`)], isolate: false } },
      { extends: true, test: { name: "own-modules", include: ownModules } },
    ],
  },
});
