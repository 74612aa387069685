// `@vitejs/plugin-rsc` resolves this marker import itself (a build error if a
// client bundle pulls the module in); it has no types of its own.
declare module "server-only";

// An optional secret (app/admin/github-app.ts): `wrangler types` types only the required ones.
declare namespace Cloudflare {
  interface Env {
    GITHUB_OAUTH_CLIENT_SECRET?: string;
  }
}
