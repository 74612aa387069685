import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentCheck } from "../app/content/build/content-check-plugin.ts";
import { journal } from "../app/journal/build/journal-plugin.ts";

// Vitest gets its own config: the app's vite.config.ts starts the Cloudflare
// and RSC plugins, which Vitest cannot load. `npm run test:unit` compiles the
// messages first (scripts/compile-messages.ts). The content check hands the
// tests each content file as it hands it to the site: checked, defaults filled in;
// the journal's build, its posts as the site gets them.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  plugins: [contentCheck(), journal()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/*.test.ts", "tests/perf/**/*.test.ts"],
    environment: "node",
  },
});
