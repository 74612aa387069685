import { PageLink } from "~/components/page-link";
import { fillIn } from "~/content/fill-in";
import { kindWordsPage, type KindWord, type Quoted } from "~/content/kind-words";
import { portfolioItemBySlug } from "~/content/portfolio";
import { servicesIn } from "~/content/services";
import { formatCalendarMonth } from "~/i18n/calendar-date";
import { languageTag, pathInLanguage, type Language } from "~/i18n/language";
import { DesignPicture } from "~/pictures/design-picture";
import { pictureSizes } from "~/pictures/picture";

/**
 * A family's text, marked with its language where it is not the page's, so it
 * is read in its own; a Gujarati one on an English page is set in the device's
 * Gujarati face, as the language switch's "ગુજરાતી" is (docs/decisions/009-gujarati.md).
 */
function Said({ quoted }: { quoted: Quoted }) {
  return <span lang={quoted.lang}>{quoted.text}</span>;
}

/**
 * One family's kind words, quoted as given: the photograph if there is one,
 * the words, then who said them, the occasion, the service (where the page is
 * not the service's own) and the month, and the design it was (where the page
 * is not the design's own).
 */
export function KindWordFigure({ kindWord, language, nameService = true, nameDesign = true }: { kindWord: KindWord; language: Language; nameService?: boolean; nameDesign?: boolean }) {
  const service = nameService ? servicesIn(language).find(({ id }) => id === kindWord.service) : undefined;
  const design = nameDesign && kindWord.design ? portfolioItemBySlug(language, kindWord.design) : undefined;
  // A paragraph a line: the CMS's text box keeps her line breaks.
  const paragraphs = kindWord.words.text.split(/\n+/).filter((paragraph) => paragraph.trim());
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30">
      {kindWord.photograph ? <DesignPicture image={kindWord.photograph} sizes={pictureSizes.card} crop="card" /> : null}
      <blockquote lang={kindWord.words.lang} className="flex-1 px-5 pt-6 text-lg text-ink">
        <span aria-hidden="true" className="block font-display text-5xl text-rose">
          “
        </span>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={index > 0 ? "mt-3" : undefined}>
            {paragraph}
          </p>
        ))}
      </blockquote>
      {/* Paragraphs, not spans shown as blocks: a reader without CSS (lynx, a reading view) keeps them apart. */}
      <figcaption className="px-5 py-6 text-sm text-ink-soft">
        <p className="text-base font-semibold text-maroon">
          <Said quoted={kindWord.name} />
          {kindWord.area ? (
            <>
              , <Said quoted={kindWord.area} />
            </>
          ) : null}
        </p>
        <p className="mt-1">
          {kindWord.event}
          {service ? (
            <>
              <span aria-hidden="true"> · </span>
              {service.title}
            </>
          ) : null}
          <span aria-hidden="true"> · </span>
          <time dateTime={kindWord.month}>{formatCalendarMonth(kindWord.month, languageTag[language])}</time>
        </p>
        {design ? (
          <p className="mt-2">
            <PageLink
              to={pathInLanguage(language, `/portfolio/${design.slug}`)}
              className="inline-flex min-h-11 items-center font-semibold text-maroon underline underline-offset-4 hover:text-rose"
            >
              {fillIn(kindWordsPage[language].design, { design: design.title })}
            </PageLink>
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
