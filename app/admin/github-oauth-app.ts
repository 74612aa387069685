import "server-only";
import { env } from "cloudflare:workers";
import type { GitHubOAuthApp } from "./github-sign-in";

/**
 * The Worker's GitHub OAuth app: the client id from `[vars]` in wrangler.toml,
 * the secret set once with `npx wrangler secret put GITHUB_OAUTH_CLIENT_SECRET`.
 */
export function configuredGitHubOAuthApp(): GitHubOAuthApp {
  return { clientId: env.GITHUB_OAUTH_CLIENT_ID, clientSecret: env.GITHUB_OAUTH_CLIENT_SECRET };
}
