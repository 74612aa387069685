import type { ReactNode } from "react";
import { siteWords } from "~/content/site";
import { type Language, languageTag } from "~/i18n/language";
import { insightsStyle } from "./insights-style";

interface InsightsDocumentProps {
  language: Language;
  /** What the page is, before the studio's name. */
  title: string;
  /** An address the browser goes on to at once (the page after sign-in). */
  refreshTo?: string;
  children: ReactNode;
}

/**
 * An insights page as a whole document: never indexed, its one stylesheet
 * inline (allowed by its hash), no script.
 */
export function InsightsDocument({ language, title, refreshTo, children }: InsightsDocumentProps) {
  return (
    <html lang={languageTag[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refreshTo ? <meta httpEquiv="refresh" content={`0; url=${refreshTo}`} /> : null}
        <title>{`${title} · ${siteWords[language].name}`}</title>
        <style>{insightsStyle}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
