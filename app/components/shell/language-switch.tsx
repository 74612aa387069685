"use client";

import { Link, useLocation } from "react-router";
import { languageTag, samePageIn, type Language } from "~/i18n/language";

/**
 * A plain link to the same page in the other language, keeping the query
 * (the portfolio's category) and, once the app runs, the anchor. It loads a
 * whole document: the page's language is set on `<html>`.
 */
export function LanguageSwitch({ to, name, className }: { to: Language; /** The language's own name (`content/pages/site.json`). */ name: string; className?: string }) {
  const location = useLocation();
  return (
    <Link
      to={samePageIn(to, location)}
      reloadDocument
      hrefLang={languageTag[to]}
      lang={languageTag[to]}
      className={className}
    >
      {name}
    </Link>
  );
}
