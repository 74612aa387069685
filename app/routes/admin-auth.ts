import { configuredGitHubApp } from "~/admin/github-app";
import { startSignIn } from "~/admin/github-sign-in";
import type { Route } from "./+types/admin-auth";

/** The CMS's "Login with GitHub" opens this in a small window (app/admin/github-sign-in.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return startSignIn(request, configuredGitHubApp());
}
