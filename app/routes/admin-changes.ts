import { changesPage } from "~/insights/admin-routes";
import type { Route } from "./+types/admin-changes";

/** The owner's changes the deploy held back, in English (`/admin/changes`) and Gujarati (`/admin/gu/changes`): app/insights/admin-routes.ts. */
export function loader({ request }: Route.LoaderArgs) {
  return changesPage(request);
}
