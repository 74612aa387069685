import type { ReactNode } from "react";
import { siteWords } from "~/content/site";
import { type Language, languageTag } from "~/i18n/language";
import { WorkerDocument } from "~/http/worker-document";
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
    <WorkerDocument lang={languageTag[language]} title={`${title} · ${siteWords[language].name}`} refreshTo={refreshTo} stylesheet={insightsStyle}>
      {children}
    </WorkerDocument>
  );
}
