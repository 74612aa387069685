// `@vitejs/plugin-rsc` resolves this marker import itself (a build error if a
// client bundle pulls the module in); it has no types of its own.
declare module "server-only";

// An optional secret (app/admin/github-app.ts): `wrangler types` types only the required ones.
declare namespace Cloudflare {
  interface Env {
    GITHUB_OAUTH_CLIENT_SECRET?: string;
    INSIGHTS_SESSION_SECRET?: string;
  }
}

// Set by `npm run bench` only (`wrangler dev --var BENCH_FLOOR:on`): the Worker serves the benchmark's floor page
// (app/http/bench-floor.ts). The Worker's own Env, which `wrangler types` writes from wrangler.toml, where it is absent.
interface Env {
  BENCH_FLOOR?: string;
}
