import { insightsSignIn } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-insights-sign-in";

/** Sign-in with GitHub for the insights (app/insights/admin-routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return insightsSignIn(request);
}
