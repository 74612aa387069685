import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/meta";
import { buttonClassName } from "~/components/ui/button";
import { NotFoundLogger } from "./not-found/not-found-logger";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "This page does not exist. Return to the home page of our flower decoration studio in Ahmedabad.",
    noindex: true,
  });

const MAX_LOGGED_PATH = 200;

export function loader({ request }: Route.LoaderArgs) {
  // Cap what is logged and echoed: the path is whatever a visitor (or a bot) typed.
  const pathname = new URL(request.url).pathname.slice(0, MAX_LOGGED_PATH);
  console.warn(`404: no page at ${pathname}`);
  return data({ pathname }, { status: 404 });
}

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-rose" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-ink-soft">
        The page you are looking for has moved or never existed. Our flowers are still fresh on the
        home page.
      </p>
      <Link to="/" reloadDocument className={buttonClassName("primary", "mt-8")}>
        Return to Home
      </Link>
      <NotFoundLogger pathname={loaderData.pathname} />
    </section>
  );
}
