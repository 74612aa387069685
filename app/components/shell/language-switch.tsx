"use client";

import { Link, useLocation, useMatches } from "react-router";
import { languageTag, samePageIn, type Language } from "~/i18n/language";

/**
 * A plain link to the same page in the other language, keeping the query
 * (the portfolio's category) and, once the app runs, the anchor; or, on a
 * page the other language does not have, where that page's loader says
 * (`languageSwitch`). It loads a whole document: the page's language is set
 * on `<html>`.
 */
export function LanguageSwitch({ to, name, className }: { to: Language; /** The language's own name (`content/pages/site.json`). */ name: string; className?: string }) {
  const location = useLocation();
  // A page not written in the other language names where its switch leads instead (a journal post without a twin: that language's journal).
  const elsewhere = useMatches()
    .map((match) => (match.loaderData as { languageSwitch?: Partial<Record<Language, string>> } | undefined)?.languageSwitch?.[to])
    .find(Boolean);
  return (
    <Link
      to={elsewhere ?? samePageIn(to, location)}
      reloadDocument
      hrefLang={languageTag[to]}
      lang={languageTag[to]}
      className={className}
    >
      {name}
    </Link>
  );
}
