import { journalFeedLink } from "~/content/journal-page";
import { onSitePath, type Language } from "~/i18n/language";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { feedMediaType } from "./journal-feed-file";

/**
 * What a journal page adds to the head of every page (app/lib/meta.ts): its
 * language's feed, for feed readers to find, and, on a post, the days it was
 * published and last changed, for Open Graph. Rendered by the page on the
 * server, React places each `<link>` and `<meta>` in the head, and the
 * browser's code carries none of it, as it would in every page's `meta`.
 */
export function JournalHead({ language, article }: { language: Language; article?: { published: string; modified: string } }) {
  const feed = journalFeedLink(language);
  return (
    <>
      <link rel="alternate" type={feedMediaType} title={feed.title} href={new URL(onSitePath(feed.href), getSiteOrigin()).href} />
      {article ? (
        <>
          <meta property="article:published_time" content={article.published} />
          <meta property="article:modified_time" content={article.modified} />
        </>
      ) : null}
    </>
  );
}
