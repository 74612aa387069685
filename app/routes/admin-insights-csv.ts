import { insightsCsv } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-insights-csv";

/** The insights' daily figures as CSV (app/insights/admin-routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return insightsCsv(request);
}
