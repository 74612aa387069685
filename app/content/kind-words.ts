/**
 * Kind words: what families said of the studio's work, one file each in
 * `content/kind-words/`, as the build checked them (the consent stays in the
 * file: the build's reading of it leaves it out, `schemas/kind-words.ts`).
 * The site ships none; a page draws a section of them only where there are some.
 */

import { languageTag, mapLanguages, type Language, type Localized } from "~/i18n/language";
import kindWordsPageFile from "../../content/pages/kind-words.json";
import { asChecked, readFolder } from "./read-content";
import type { KindWordFile, KindWordsPageFile } from "./schemas/kind-words";
import type { ContentPhotograph } from "./types";
import type { ServiceId } from "./vocabulary";

/**
 * A family's text on a page: in the page's language when the owner wrote it
 * there, else as the family said it, with that language's tag for `lang`.
 */
export interface Quoted {
  text: string;
  lang?: string;
}

export interface KindWord {
  /** The file's name: when the owner added it. */
  id: string;
  words: Quoted;
  name: Quoted;
  area?: Quoted;
  /** The occasion, in the page's language. */
  event: string;
  service: ServiceId;
  /** The month of the occasion, `2026-02`. */
  month: string;
  /** The design of the portfolio it was, by its address. */
  design?: string;
  photograph?: ContentPhotograph;
}

/** How many the home page shows: the latest. */
export const kindWordsOnHome = 3;

type FamilyField = "words" | "name" | "area";

function quoted(file: KindWordFile, field: FamilyField, language: Language): Quoted | undefined {
  const own = file[language][field];
  if (own) return { text: own };
  const { saidIn } = file.en;
  const said = file[saidIn][field];
  return said ? { text: said, lang: languageTag[saidIn] } : undefined;
}

/** One kind word as a page in `language` shows it. */
function shownIn(language: Language, id: string, file: KindWordFile): KindWord {
  const { service, month, design, photo, focus } = file.en;
  const area = quoted(file, "area", language);
  return {
    id,
    // The content check refuses an entry without the words or the name in the language they were said in.
    words: quoted(file, "words", language)!,
    name: quoted(file, "name", language)!,
    ...(area && { area }),
    event: file[language].event,
    service,
    month,
    ...(design && { design }),
    // And one with a photograph but not its description in both languages.
    ...(photo && { photograph: { photo, focus, alt: file[language].photoAlt! } }),
  };
}

/** The kind words of `files` (as the build read them) in each language: newest occasion first; of one month, the one added last. */
export const kindWordsFrom = (files: readonly { id: string; file: KindWordFile }[]): Localized<readonly KindWord[]> =>
  mapLanguages((language) =>
    files.map(({ id, file }) => shownIn(language, id, file)).toSorted((a, b) => b.month.localeCompare(a.month) || b.id.localeCompare(a.id)),
  );

const byLanguage = kindWordsFrom(readFolder<KindWordFile>(import.meta.glob("/content/kind-words/*.json", { eager: true, import: "default" })));

/** Every kind word in a language, newest occasion first. */
export function kindWordsIn(language: Language): readonly KindWord[] {
  return byLanguage[language];
}

/** The kind words about a service, newest first. */
export function kindWordsOfService(language: Language, service: ServiceId): readonly KindWord[] {
  return byLanguage[language].filter((kindWord) => kindWord.service === service);
}

/** The kind words that name a design, newest first. */
export function kindWordsOfDesign(language: Language, design: string): readonly KindWord[] {
  return byLanguage[language].filter((kindWord) => kindWord.design === design);
}

export type KindWordsPageCopy = KindWordsPageFile["en"];

/** The headings the kind words are shown under, from `content/pages/kind-words.json`. */
export const kindWordsPage: Localized<KindWordsPageCopy> = asChecked<KindWordsPageFile>(kindWordsPageFile);
