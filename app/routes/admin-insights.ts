import { insightsPage } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-insights";

/** The owner's insights, in English (`/admin/insights`) and Gujarati (`/admin/gu/insights`): app/insights/admin-routes.ts. */
export function loader({ request }: Route.LoaderArgs) {
  return insightsPage(request);
}
