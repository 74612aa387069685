import { configuredGitHubApp } from "~/admin/github-app";
import { finishSignIn } from "~/admin/github-sign-in";
import type { Route } from "./+types/admin-callback";

/** GitHub sends the owner back here with a code (app/admin/github-sign-in.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return finishSignIn(request, configuredGitHubApp());
}
