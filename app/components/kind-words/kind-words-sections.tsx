import { kindWordsIn, kindWordsOfDesign, kindWordsOfService, kindWordsOnHome, kindWordsPage, type KindWord } from "~/content/kind-words";
import type { ServiceId } from "~/content/vocabulary";
import type { Language } from "~/i18n/language";
import { Section } from "~/components/ui/section";
import { KindWordFigure } from "./kind-word-figure";

/**
 * Where families' kind words are shown: the latest on Home, each service's in
 * its section of Services, and on a design's page those that name it. A page
 * with none for the place draws nothing there, not even the heading.
 */

function KindWordList({ kindWords, language, nameService, nameDesign }: { kindWords: readonly KindWord[]; language: Language; nameService?: boolean; nameDesign?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {kindWords.map((kindWord) => (
        <li key={kindWord.id}>
          <KindWordFigure kindWord={kindWord} language={language} nameService={nameService} nameDesign={nameDesign} />
        </li>
      ))}
    </ul>
  );
}

/** The home page's latest kind words, by the month of the occasion: just before the quote form, where a family decides to ask. */
export function HomeKindWords({ language }: { language: Language }) {
  const latest = kindWordsIn(language).slice(0, kindWordsOnHome);
  if (!latest.length) return null;
  const { eyebrow, title } = kindWordsPage[language].onHome;
  return (
    <Section id="kind-words" eyebrow={eyebrow} title={title}>
      <KindWordList kindWords={latest} language={language} />
    </Section>
  );
}

/** A service's kind words, at the end of its section of the Services page (which names the service already). */
export function ServiceKindWords({ language, service }: { language: Language; service: ServiceId }) {
  const kindWords = kindWordsOfService(language, service);
  if (!kindWords.length) return null;
  const id = `${service}-kind-words-title`;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pb-16">
      <h3 id={id} className="mb-6 text-2xl">
        {kindWordsPage[language].onService.title}
      </h3>
      <KindWordList kindWords={kindWords} language={language} nameService={false} />
    </section>
  );
}

/** The kind words that name a design, on its page (which is the design's own). */
export function DesignKindWords({ language, design }: { language: Language; design: string }) {
  const kindWords = kindWordsOfDesign(language, design);
  if (!kindWords.length) return null;
  return (
    <section aria-labelledby="kind-words-title" className="mt-12">
      <h2 id="kind-words-title" className="mb-6 text-2xl sm:text-3xl">
        {kindWordsPage[language].onDesign.title}
      </h2>
      <KindWordList kindWords={kindWords} language={language} nameDesign={false} />
    </section>
  );
}
