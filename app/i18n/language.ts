/**
 * The site's two languages. English lives at the plain paths (`/services`)
 * and is the default for search engines (`x-default`); Gujarati lives under
 * `/gu` (`/gu/services`). The language is read from the path alone: no
 * cookie, no `Accept-Language`, no redirect (docs/decisions/009-gujarati.md).
 */

export const languages = ["en", "gu"] as const;
export type Language = (typeof languages)[number];

/** The language of the plain paths, and the one search engines get by default. */
export const defaultLanguage: Language = "en";

/** For `<html lang>`, `hreflang` and `lang` on links: the language as spoken in India. */
export const languageTag: Record<Language, string> = { en: "en-IN", gu: "gu-IN" };

/** Open Graph's form of the same (`og:locale`). */
export const openGraphLocale: Record<Language, string> = { en: "en_IN", gu: "gu_IN" };

/** Something written once per language; the type check refuses a missing one. */
export type Localized<T> = Record<Language, T>;

const gujaratiPrefix = "/gu";

/** The language of a path: `/gu` and everything under it is Gujarati. */
export function languageOfPath(pathname: string): Language {
  return pathname === gujaratiPrefix || pathname.startsWith(`${gujaratiPrefix}/`) ? "gu" : "en";
}

/** The page's path without its language: `/gu/services` → `/services`, `/gu` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(gujaratiPrefix.length) || "/";
}

/** A page's path in a language: `("gu", "/services")` → `/gu/services`, `("gu", "/")` → `/gu`. */
export function pathInLanguage(language: Language, path: string): string {
  if (language === "en") return path;
  return path === "/" ? gujaratiPrefix : `${gujaratiPrefix}${path}`;
}

/**
 * A path that names a page of this site whatever it was built from: exactly
 * one slash first. Browsers read `//host/…` and `/\host/…` as another site's
 * address, and `/gu//host` less its language would be one.
 */
export function onSitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** The same page in another language, keeping the query and fragment (`?category=pooja`, `#quote`). */
export function samePageIn(language: Language, location: { pathname: string; search?: string; hash?: string }): string {
  return `${onSitePath(pathInLanguage(language, pathWithoutLanguage(location.pathname)))}${location.search ?? ""}${location.hash ?? ""}`;
}

/** A value in every language, made by `make` for each. */
export function mapLanguages<T>(make: (language: Language) => T): Localized<T> {
  return Object.fromEntries(languages.map((language) => [language, make(language)])) as Localized<T>;
}
