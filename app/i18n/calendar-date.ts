import { withHouseLetters } from "./house-letters";

/**
 * `2026-12-12` (what a date input sends, how a post is dated) reads as `12 December 2026` in
 * English (`en-IN`), `12 ડિસેમ્બર, 2026` in Gujarati, in the house's letters
 * (`29 ઓક્ટોબર, 2026`, where Intl writes ઑ); anything else stays as typed.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return value;
  }
  return withHouseLetters(new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date));
}

/**
 * `2026-02` (the month of a family's occasion) reads as `February 2026` in English,
 * `ફેબ્રુઆરી 2026` in Gujarati, in the house's letters; anything else stays as typed.
 */
export function formatCalendarMonth(value: string, locale: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return withHouseLetters(new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date));
}
