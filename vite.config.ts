import { cloudflare } from "@cloudflare/vite-plugin";
import { unstable_reactRouterRSC as reactRouterRSC } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import rsc from "@vitejs/plugin-rsc";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // The Worker runs the RSC environment; the SSR environment is its child so
    // both execute inside workerd, in dev as in production.
    cloudflare({ viteEnvironment: { name: "rsc", childEnvironments: ["ssr"] } }),
    tailwindcss(),
    reactRouterRSC(),
    react(),
    // Must come after the React Router RSC plugin; React Router owns the server handler.
    rsc({ serverHandler: false }),
  ],
  resolve: { tsconfigPaths: true },
  // No preload helper around dynamic imports: the page's modules are already
  // requested by the bootstrap (app/ssr/deferred-scripts.ts), and the helper
  // would add a <link> to the head for every other route's module as the
  // app starts, work a phone's main thread does not need.
  build: { modulePreload: false },
});
