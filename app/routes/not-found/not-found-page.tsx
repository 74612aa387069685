import { data } from "react-router";
import { PageLink } from "~/components/page-link";
import { errorPages } from "~/content/error-pages";
import { languageOfPath, pathInLanguage } from "~/i18n/language";
import { pageHeadWords } from "~/lib/page-head";
import { requestLanguage } from "~/i18n/request-language";
import { buttonClassName } from "~/components/ui/button";
import { NotFoundLogger } from "./not-found-logger";

const MAX_LOGGED_PATH = 200;

/**
 * A loader's answer for an address with no page (the not-found route, a
 * design's unknown slug): logged, and a real 404 with the not-found page's head.
 */
export function notFound(request: Request) {
  // Cap what is logged and echoed: the path is whatever a visitor (or a bot) typed.
  const pathname = new URL(request.url).pathname.slice(0, MAX_LOGGED_PATH);
  console.warn(`404: no page at ${pathname}`);
  return data({ notFound: pathname, head: pageHeadWords(languageOfPath(pathname), "notFound") }, { status: 404 });
}

/** The not-found page, in the language of the path asked for. */
export function NotFoundPage({ pathname }: { pathname: string }) {
  const language = requestLanguage();
  // Its words are in content/pages/errors.json; its title and description in content/pages/site.json.
  const { notFound: { heading, text }, links: { home } } = errorPages[language];
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-rose" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <PageLink to={pathInLanguage(language, "/")} reloadDocument className={buttonClassName("primary", "mt-8")}>
        {home}
      </PageLink>
      <NotFoundLogger pathname={pathname} />
    </section>
  );
}
