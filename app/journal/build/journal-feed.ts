import { createHash } from "node:crypto";
import { Feed } from "feed";
import { journalFeedPath, journalListPath, journalPostPath } from "../../content/journal-addresses.ts";
import type { JournalPost } from "../../content/journal.ts";
import { languageTag, pathInLanguage, type Language } from "../../i18n/language.ts";
import { feedStandInOrigin } from "../feed-origin.ts";

/** What a feed says of itself, from `content/pages/journal.json` and `content/pages/site.json`. */
export interface FeedWords {
  title: string;
  subtitle: string;
  /** The studio's name in the feed's language: the author of every post. */
  studio: string;
}

/** A calendar day (`2026-11-28`) as RFC 3339 wants a date: that day's start. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** On the stand-in origin, replaced by the site's as the Worker serves the feed (../feed-origin.ts). */
const address = (path: string) => new URL(path, feedStandInOrigin).href;

/**
 * `feed` writes an entry's title and summary as `type="html"`, which a
 * reader decodes once as HTML: a post's plain text, escaped, means itself
 * there (a title with `&` or `<` stays that title).
 */
const asHtmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A language's Atom feed (RFC 4287): every published post of that language,
 * `posts` newest first as the build orders them, each with its address, its
 * title and summary, the day it was published and the day it last changed.
 * The feed's `updated` is its newest change, or `today` while it has no post.
 */
export function journalFeed(language: Language, posts: readonly JournalPost[], words: FeedWords, today: string): string {
  const studio = { name: words.studio, link: address(pathInLanguage(language, "/")) };
  const changed = (post: JournalPost) => post.updated ?? post.date;
  const feed = new Feed({
    id: address(journalFeedPath(language)),
    title: words.title,
    description: words.subtitle,
    link: address(journalListPath(language)),
    feedLinks: { atom: address(journalFeedPath(language)) },
    updated: dayStart(posts.map(changed).sort().at(-1) ?? today),
    author: studio,
    generator: false,
  });
  for (const post of posts) {
    const url = address(journalPostPath(language, post.slug));
    feed.addItem({
      id: url,
      link: url,
      title: asHtmlText(post.title),
      description: asHtmlText(post.summary),
      published: dayStart(post.date),
      date: dayStart(changed(post)),
      author: [studio],
    });
  }
  // `feed` writes no language: the root says it, for every element within (RFC 4287 §2, `xml:lang`).
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  const xml = feed.atom1();
  if (!xml.includes(root)) throw new Error(`The journal's feed: \`feed\` no longer writes ${root}`);
  return xml.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTag[language]}">`);
}

/** A feed's static file, named by its content as the posts' bodies are: `/assets/journal/feed-gu-<hash>.xml`. */
export function feedFilePath(language: Language, xml: string): string {
  return `/assets/journal/feed-${language}-${createHash("sha256").update(xml).digest("base64url").slice(0, 10)}.xml`;
}
