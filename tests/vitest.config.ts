import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest gets its own config: the app's vite.config.ts starts the Cloudflare
// and RSC plugins, which Vitest cannot load. `npm run test:unit` compiles the
// messages first (scripts/compile-messages.ts).
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/perf/**/*.test.ts"],
    environment: "node",
  },
});
