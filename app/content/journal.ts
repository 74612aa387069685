import { posts } from "virtual:journal-posts";
import { languages, type Language } from "~/i18n/language";
import { journalListPath, journalPostPath } from "./journal-addresses";
import type { ContentImage, ContentPhotograph } from "./types";
import type { ServiceId } from "./vocabulary";

export { journalFeedPath, journalListPath, journalPostPath } from "./journal-addresses";

/**
 * The journal's posts as the build made them (app/journal/build/): each
 * language's own, newest first; drafts and posts dated after the build are
 * not there. A post may have a twin in the other language: the post of the
 * same address. Only the posts' fields are here; a body is read when its page
 * is rendered (app/journal/post-body-file.ts).
 */
export interface JournalPost {
  language: Language;
  /** The post's address, `/journal/<slug>`: its file's name, shared with its twin in the other language. */
  slug: string;
  title: string;
  /** `2026-11-28`. */
  date: string;
  /** The day she last changed it, when after `date`. */
  updated?: string;
  summary: string;
  /** A photograph in `content/pictures/` (made by the build with the designs'), or an illustration. */
  cover: ContentImage | ContentPhotograph;
  services: readonly ServiceId[];
  /** Designs of the portfolio it talks about, by address. */
  designs: readonly string[];
  readingMinutes: number;
  /** The body's file among the static files (`/assets/journal/…json`), named by its content. */
  bodyPath: string;
}

/** How many posts a page of the journal lists. */
export const postsPerPage = 10;

/** A language's posts, newest first; with `service`, those about it. */
export function journalPostsIn(language: Language, service?: ServiceId): readonly JournalPost[] {
  return posts.filter((post) => post.language === language && (!service || post.services.includes(service)));
}

/** The post at `/journal/<slug>` in a language, if there is one. */
export function journalPost(language: Language, slug: string): JournalPost | undefined {
  return posts.find((post) => post.language === language && post.slug === slug);
}

/** The languages a post is written in: its own, and its twin's if it has one. */
export function postLanguages(slug: string): Language[] {
  return languages.filter((language) => journalPost(language, slug));
}

/** How many pages a list of `count` posts takes: at least one, which then says there is none. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / postsPerPage));
}

/** Every page of the journal in every language, as its path: the numbered pages of all posts and each post's own. */
export const journalPaths: readonly string[] = languages.flatMap((language) => {
  const list = journalPostsIn(language);
  return [
    ...Array.from({ length: pageCount(list.length) }, (_, index) => journalListPath(language, index + 1)),
    ...list.map((post) => journalPostPath(language, post.slug)),
  ];
});
