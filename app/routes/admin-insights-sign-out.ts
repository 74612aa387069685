import { insightsSignOut } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-insights-sign-out";

/** Ends the insights' session (app/insights/admin-routes.ts). */
export function action({ request }: Route.ActionArgs) {
  return insightsSignOut(request);
}
