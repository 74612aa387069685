import "server-only";
import { env } from "cloudflare:workers";
import type { GitHubApp } from "./github-sign-in";

/**
 * The GitHub App the CMS signs in with: its client id from `[vars]` in
 * wrangler.toml, its client secret set once with
 * `npx wrangler secret put GITHUB_OAUTH_CLIENT_SECRET`. (The variables keep
 * their OAuth names: a GitHub App signs users in through OAuth, with a client
 * id and secret of its own.)
 */
export function configuredGitHubApp(): GitHubApp {
  return { clientId: env.GITHUB_OAUTH_CLIENT_ID, clientSecret: env.GITHUB_OAUTH_CLIENT_SECRET };
}
