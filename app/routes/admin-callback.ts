import { configuredGitHubApp } from "~/admin/github-app";
import { finishSignIn } from "~/admin/github-sign-in";
import { finishInsightsSignIn } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-callback";

/** GitHub sends the owner back here with a code (app/admin/github-sign-in.ts), from the CMS's sign-in or the insights'. */
export function loader({ request }: Route.LoaderArgs) {
  return finishSignIn(request, configuredGitHubApp(), fetch, finishInsightsSignIn);
}
