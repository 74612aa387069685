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
  // No preload helper around dynamic imports: it would add a <link
  // rel="modulepreload"> to the head for the modules of every route the first
  // payload names as the app starts (docs/decisions/007-performance.md).
  build: { modulePreload: false },
});
