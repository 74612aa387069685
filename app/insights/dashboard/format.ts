import { withHouseLetters } from "~/i18n/house-letters";
import { type Language, languageTag } from "~/i18n/language";
import { m } from "~/paraglide/messages";

/**
 * Figures, days and times as the page's language writes them, through
 * `Intl`, in the house's Gujarati letters (app/i18n/house-letters.ts).
 * Formatters are made once per language: making one costs more than using it.
 */

const cached = <T>(make: (language: Language) => T) => {
  const made = new Map<Language, T>();
  return (language: Language): T => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
};

const numbers = cached((language) => new Intl.NumberFormat(languageTag[language]));
const days = cached((language) => new Intl.DateTimeFormat(languageTag[language], { day: "numeric", month: "long", timeZone: "UTC" }));
/** In Gujarati the time of day is a word (સવારે, રાત્રે), not a Latin AM or PM. */
const moments = cached(
  (language) =>
    new Intl.DateTimeFormat(languageTag[language], {
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
      ...(language === "gu" ? { dayPeriod: "short" } : {}),
    }),
);

/** A count: `1,234`. */
export const numberIn = (language: Language, value: number): string => numbers(language).format(value);

/** A day (`YYYY-MM-DD`), its month written whole: `26 November`, `26 નવેમ્બર`. */
export const dayIn = (language: Language, day: string): string => withHouseLetters(days(language).format(new Date(`${day}T00:00:00Z`)));

/**
 * A moment (an ISO timestamp) in Ahmedabad's time: `28 November at 11:07 pm`,
 * and in Gujarati with the part of the day before the time, as Gujarati (and
 * the site's own opening hours) write it: `28 નવેમ્બર, રાત્રે 11:07`, where
 * `Intl` writes `28 નવેમ્બર 11:07 રાત્રે`.
 */
export function momentIn(language: Language, isoTime: string): string {
  const format = moments(language);
  if (language !== "gu") return format.format(new Date(isoTime));
  const part = Object.fromEntries(format.formatToParts(new Date(isoTime)).map(({ type, value }) => [type, value]));
  return withHouseLetters(`${part.day} ${part.month}, ${part.dayPeriod} ${part.hour}:${part.minute}`);
}

/** A share as a whole percentage. */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The change from one period to the next, in words: `12% more`, `the same`, `none before`. */
export function changeIn(language: Language, now: number, before: number): string {
  const locale = { locale: language };
  if (now === before) return m.insights_change_same({}, locale);
  if (before === 0) return m.insights_change_new({}, locale);
  const percent = numberIn(language, Math.round((Math.abs(now - before) / before) * 100));
  return now > before ? m.insights_change_up({ percent }, locale) : m.insights_change_down({ percent }, locale);
}
