import type { Route } from "./+types/journal";
import { pageMeta } from "~/lib/meta";
import { NotFoundPage } from "./not-found/not-found-page";
import { JournalListPage, journalListLoader } from "./journal/journal-list-page";
import { JournalPostPage, journalPostLoader } from "./journal/journal-post-page";

/**
 * The journal, at three addresses (app/routes.ts): its list `/journal`, the
 * list's numbered pages `/journal/page/2`, and each post `/journal/<slug>`.
 * One module for the three: the browser loads every route's module with the
 * first page, and each module is about a quarter of a KiB of JavaScript that
 * every page would carry (the first-load budget, 120 KiB, had 0.2 KiB left).
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "journal");

export function loader({ request, params }: Route.LoaderArgs) {
  return "slug" in params && params.slug ? journalPostLoader(request, params.slug) : journalListLoader(request, params);
}

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage pathname={loaderData.notFound} />;
  if ("post" in loaderData) return <JournalPostPage slug={loaderData.post.slug} />;
  return <JournalListPage page={loaderData.page} pages={loaderData.pages} service={loaderData.service} />;
}
