import { changesSignIn } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-changes-sign-in";

/** Sign-in with GitHub for the owner's changes, as for her insights (app/insights/admin-routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return changesSignIn(request);
}
