import type { Question } from "~/content/questions";
import type { Language } from "~/i18n/language";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { inlineScriptJson } from "~/lib/inline-script-json";
import { buildFaqPageJsonLd } from "~/lib/structured-data";

/** The page's questions for search engines (`FAQPage`), the same words the page shows; nothing when it answers none. */
export function QuestionsStructuredData({ path, language, questions }: { path: string; language: Language; questions: readonly Question[] }) {
  if (!questions.length) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineScriptJson(buildFaqPageJsonLd(getSiteOrigin(), path, language, questions)) }} />;
}
