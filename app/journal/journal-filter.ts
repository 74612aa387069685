import { journalListPath, journalPostsIn, type JournalPost } from "~/content/journal";
import { journalPage } from "~/content/journal-page";
import { serviceIds, type ServiceId } from "~/content/vocabulary";
import type { Language } from "~/i18n/language";
import type { FilterOption } from "~/components/ui/filter-links";

/** The filter's value for every post. */
export const ALL_POSTS = "all";

/** Reads `?service=`; none means all posts. An unknown value selects nothing, as the portfolio's filter does. */
export function selectedService(url: URL): string {
  return url.searchParams.get("service")?.trim().toLowerCase() || ALL_POSTS;
}

const isService = (value: string): value is ServiceId => (serviceIds as readonly string[]).includes(value);

/** The posts a filter's value shows, newest first. */
export function filteredPosts(language: Language, service: string): readonly JournalPost[] {
  if (service === ALL_POSTS) return journalPostsIn(language);
  return isService(service) ? journalPostsIn(language, service) : [];
}

/** A page of the journal as the visitor browses it: its number and the service she chose (`/journal/page/2?service=pooja`). */
export function journalHref(language: Language, page = 1, service: string = ALL_POSTS): string {
  return `${journalListPath(language, page)}${service === ALL_POSTS ? "" : `?service=${encodeURIComponent(service)}`}`;
}

/** The filter's choices in a language: All posts, then each service some post is about, with how many. */
export function serviceOptions(language: Language): FilterOption[] {
  const copy = journalPage[language];
  const all = journalPostsIn(language);
  return [
    { id: ALL_POSTS, label: copy.allPosts, count: all.length, href: journalHref(language) },
    ...serviceIds
      .map((id) => ({ id, label: copy.services[id], count: journalPostsIn(language, id).length, href: journalHref(language, 1, id) }))
      .filter((option) => option.count > 0),
  ];
}
