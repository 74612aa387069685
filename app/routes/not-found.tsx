import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { languageOfPath, pathInLanguage, type Localized } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { pageMeta } from "~/lib/meta";
import { buttonClassName } from "~/components/ui/button";
import { NotFoundLogger } from "./not-found/not-found-logger";

/** What the not-found page says, in each language (its `meta` runs in the browser too: plain text, no message functions). */
const copy: Localized<{ title: string; description: string; heading: string; text: string; home: string }> = {
  en: {
    title: "Page not found",
    description: "This page does not exist. Return to the home page of our flower decoration studio in Ahmedabad.",
    heading: "Oops! Page not found",
    text: "The page you are looking for has moved or never existed. Our flowers are still fresh on the home page.",
    home: "Return to Home",
  },
  gu: {
    title: "પાનું મળ્યું નથી",
    description: "આ પાનું અસ્તિત્વમાં નથી. અમદાવાદના અમારા ફૂલોની સજાવટના સ્ટુડિયોના મુખ્ય પાના પર પાછા જાઓ.",
    heading: "અરે! આ પાનું મળ્યું નથી",
    text: "તમે જે પાનું શોધો છો તે ખસી ગયું છે અથવા ક્યારેય હતું જ નહીં. અમારાં ફૂલો તો મુખ્ય પાના પર હજી તાજાં જ છે.",
    home: "મુખ્ય પાના પર જાઓ",
  },
};

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = copy[languageOfPath(args.location.pathname)];
  return pageMeta(args, { title, description, noindex: true });
};

const MAX_LOGGED_PATH = 200;

export function loader({ request }: Route.LoaderArgs) {
  // Cap what is logged and echoed: the path is whatever a visitor (or a bot) typed.
  const pathname = new URL(request.url).pathname.slice(0, MAX_LOGGED_PATH);
  console.warn(`404: no page at ${pathname}`);
  return data({ pathname }, { status: 404 });
}

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  const language = requestLanguage();
  const { heading, text, home } = copy[language];
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-rose" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <Link to={pathInLanguage(language, "/")} reloadDocument className={buttonClassName("primary", "mt-8")}>
        {home}
      </Link>
      <NotFoundLogger pathname={loaderData.pathname} />
    </section>
  );
}
