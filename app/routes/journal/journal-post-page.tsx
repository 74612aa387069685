import { unstable_getRequest as getRequest } from "react-router";
import { PageLink } from "~/components/page-link";
import { whatsAppTexts } from "~/content/business";
import { fillIn } from "~/content/fill-in";
import { journalPost, journalPostPath, journalPostsIn, postLanguages } from "~/content/journal";
import { journalPage } from "~/content/journal-page";
import { portfolioItemBySlug } from "~/content/portfolio";
import { servicesIn } from "~/content/services";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { languageOfPath, languageTag, pathInLanguage } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { buildCanonicalUrl } from "~/lib/meta";
import { buildWhatsAppShareLink } from "~/lib/outbound-links";
import { headWords } from "~/lib/page-head";
import { inlineScriptJson } from "~/lib/inline-script-json";
import { buildBlogPostingJsonLd, buildPostBreadcrumbJsonLd } from "~/lib/structured-data";
import { tapPing } from "~/lib/tap-ping";
import { RequestQuoteLink } from "~/components/request-quote-link";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName, ButtonLink } from "~/components/ui/button";
import { PostDateLine } from "~/journal/post-card";
import { JournalHead } from "~/journal/journal-head";
import { PostBody } from "~/journal/post-body-view";
import { postBodyTree } from "~/journal/post-body-file";
import { DesignPicture } from "~/pictures/design-picture";
import { pictureSizes } from "~/pictures/picture";
import { journalCardPath, sharingCardSize } from "~/pictures/sharing-card-path";
import { notFound } from "../not-found/not-found-page";
import { designPath } from "../portfolio/portfolio-filter";
import { ShareSheetButton } from "../portfolio-design/share-sheet-button";

/**
 * A journal post, `/journal/<slug>`: the post as an article, then the designs
 * and the service it talks about with the ways to ask for them, sharing, and
 * the newer and older posts. An address no post of the language has is the
 * not-found page.
 */
export async function journalPostLoader(request: Request, slug: string) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const post = journalPost(language, slug);
  if (!post) return notFound(request);
  // The body's file is read here, before the page renders, which then finds it read: a page that waited
  // for it mid-render would stream its parts in another order on an isolate's first visit than on the next.
  if (!(await postBodyTree(post, request.url))) throw new Error(`The body of ${post.bodyPath} could not be read`);
  const other = language === "en" ? "gu" : "en";
  const languages = postLanguages(post.slug);
  return {
    post: { slug: post.slug },
    // The language switch leads to the other language's journal when the post has no twin there.
    languageSwitch: languages.includes(other) ? {} : { [other]: pathInLanguage(other, "/journal") },
    head: headWords(language, {
      title: post.title,
      description: post.summary,
      image: { src: journalCardPath(language, post.slug), ...sharingCardSize, alt: `${post.title}: ${post.cover.alt}` },
      languages,
      type: "article",
    }),
  };
}

const browseLinkClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-maroon underline-offset-4 hover:bg-marigold-soft hover:underline";

export async function JournalPostPage({ slug }: { slug: string }) {
  const language = requestLanguage();
  const post = journalPost(language, slug)!;
  // Read by the loader, through the request's own address (in the loader's data, that address would make the page differ by the host it was asked of).
  const tree = await postBodyTree(post, getRequest().url);
  if (!tree) throw new Error(`The body of ${post.bodyPath} could not be read`);
  const copy = journalPage[language];
  const list = journalPostsIn(language);
  const index = list.findIndex((candidate) => candidate.slug === post.slug);
  const [newer, older] = [list[index - 1], list[index + 1]];
  const service = servicesIn(language).find((candidate) => candidate.id === post.services[0])!;
  const designs = post.designs.flatMap((slug) => portfolioItemBySlug(language, slug) ?? []);
  const url = buildCanonicalUrl(getSiteOrigin(), journalPostPath(language, post.slug));
  const shareText = whatsAppTexts[language].sharePost(post.title, url);

  return (
    <>
      <JournalHead language={language} article={{ published: post.date, modified: post.updated ?? post.date }} />
      {[buildBlogPostingJsonLd(getSiteOrigin(), post), buildPostBreadcrumbJsonLd(getSiteOrigin(), post)].map((data) => (
        <script key={data["@type"]} type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineScriptJson(data) }} />
      ))}
      {/*
        The browser paints once the article is parsed, not before (HTML's render-blocking `expect` link,
        which React places in the head). Without it, Chromium painted the header alone, then laid out
        the article in a task of 176–277 ms that blocked the page (docs/decisions/007-performance.md,
        "A post's first paint").
      */}
      <link rel="expect" href="#post" blocking="render" />
      <article id="post" aria-labelledby="post-title" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="mx-auto max-w-2xl">
          <p className="text-sm eyebrow font-semibold text-rose">{post.services.map((id) => copy.services[id]).join(" · ")}</p>
          <h1 id="post-title" className="mt-2 text-3xl sm:text-4xl">
            {post.title}
          </h1>
          <PostDateLine post={post} className="mt-4" />
          {post.updated ? (
            <p className="mt-1 text-sm text-ink-soft">
              {fillIn(copy.post.updated, { date: formatCalendarDate(post.updated, languageTag[language]) })}
            </p>
          ) : null}
          <p className="mt-4 text-lg text-ink-soft">{post.summary}</p>
        </header>
        <DesignPicture image={post.cover} sizes={pictureSizes.journalCover} crop="screen" priority className="mx-auto mt-8 max-w-4xl rounded-2xl shadow-sm ring-1 ring-marigold/30" />
        <div className="mx-auto mt-10 max-w-2xl">
          <PostBody tree={tree} siteOrigin={getSiteOrigin()} leavesSiteLabel={copy.post.leavesSite} />
        </div>
      </article>

      {designs.length > 0 ? (
        <section aria-labelledby="post-designs" className="bg-ivory-deep">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="post-designs" className="text-2xl sm:text-3xl">
              {copy.post.designsHeading}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {designs.map((design) => (
                <li key={design.slug} className="link-card overflow-hidden rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30 hover:shadow-lg">
                  <DesignPicture image={design.image} sizes={pictureSizes.card} crop="card" />
                  <p className="p-4 font-display text-lg text-maroon">
                    <PageLink to={designPath(language, design.slug)} className="link-card-link underline-offset-4 hover:underline">
                      {design.title}
                    </PageLink>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="post-service" className="mx-auto max-w-2xl px-4 py-12">
        <h2 id="post-service" className="text-2xl sm:text-3xl">
          {copy.post.serviceHeading}
        </h2>
        <p className="mt-3 text-lg text-ink-soft">
          <PageLink to={`${pathInLanguage(language, "/services")}#${service.id}`} className="font-semibold text-maroon underline underline-offset-4">
            {service.title}
          </PageLink>
          : {service.summary}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <WhatsAppButton message={whatsAppTexts[language].journalPost(post.title)} ping={tapPing("whatsapp", { service: service.id })}>
            {copy.post.askOnWhatsApp}
          </WhatsAppButton>{" "}
          <RequestQuoteLink language={language} className={buttonClassName("outline")} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={buildWhatsAppShareLink(shareText)} target="_blank" rel="noopener noreferrer" ping={tapPing("share")} variant="outline">
            {copy.post.share}
          </ButtonLink>{" "}
          <ShareSheetButton label={copy.post.moreWaysToShare} title={post.title} text={shareText} url={url} ping={tapPing("share")} className={buttonClassName("outline")} />
        </div>
      </section>

      <nav aria-label={copy.post.browseLabel} className="mx-auto max-w-6xl border-t border-marigold/30 px-4 py-6">
        <ul className="flex flex-wrap items-center justify-between gap-3">
          {newer ? (
            <li>
              <PageLink to={journalPostPath(language, newer.slug)} rel="prev" className={browseLinkClassName}>
                <span aria-hidden="true">←</span> {copy.post.newer}
                <span className="sr-only">: {newer.title}</span>
              </PageLink>
            </li>
          ) : null}
          <li>
            <PageLink to={pathInLanguage(language, "/journal")} className={browseLinkClassName}>
              {copy.post.backToJournal}
            </PageLink>
          </li>
          {older ? (
            <li>
              <PageLink to={journalPostPath(language, older.slug)} rel="next" className={browseLinkClassName}>
                {copy.post.older}
                <span className="sr-only">: {older.title}</span> <span aria-hidden="true">→</span>
              </PageLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
