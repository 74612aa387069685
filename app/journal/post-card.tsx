import { PageLink } from "~/components/page-link";
import { journalPostPath, type JournalPost } from "~/content/journal";
import { journalPage } from "~/content/journal-page";
import { fillIn } from "~/content/fill-in";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { languageTag } from "~/i18n/language";
import { DesignPicture } from "~/pictures/design-picture";
import { pictureSizes } from "~/pictures/picture";

/** When a post was written, and how long it takes to read: `28 November 2026 · 4 min read`. */
export function PostDateLine({ post, className = "" }: { post: JournalPost; className?: string }) {
  const copy = journalPage[post.language];
  return (
    <p className={`text-sm font-semibold text-leaf-deep ${className}`}>
      <time dateTime={post.date}>{formatCalendarDate(post.date, languageTag[post.language])}</time>
      <span aria-hidden="true"> · </span>
      {fillIn(copy.readingTime, { minutes: String(post.readingMinutes) })}
    </p>
  );
}

/** A post in a list (the journal, the home page): its cover, date, title as the link to it, and summary. */
export function PostCard({ post, headingLevel = 2 }: { post: JournalPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className="link-card flex h-full flex-col overflow-hidden rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30 hover:shadow-lg"
    >
      <DesignPicture image={post.cover} sizes={pictureSizes.card} crop="card" />
      <div className="flex flex-1 flex-col p-6">
        <PostDateLine post={post} />
        <Heading id={`post-${post.slug}`} className="mt-2 text-xl">
          <PageLink to={journalPostPath(post.language, post.slug)} className="link-card-link underline-offset-4 hover:underline">
            {post.title}
          </PageLink>
        </Heading>
        <p className="mt-2 flex-1 text-ink-soft">{post.summary}</p>
      </div>
    </article>
  );
}
