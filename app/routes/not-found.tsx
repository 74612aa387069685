import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/meta";
import { notFound, NotFoundPage } from "./not-found/not-found-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "notFound");

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  return <NotFoundPage pathname={loaderData.notFound} />;
}
