import { PageLink } from "~/components/page-link";
import { whatsAppTexts } from "~/content/business";
import { fillIn } from "~/content/fill-in";
import { pageCount, postsPerPage } from "~/content/journal";
import { journalPage } from "~/content/journal-page";
import { pageHeadIn } from "~/content/site";
import { languageOfPath } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { requestLanguage } from "~/i18n/request-language";
import { headWords } from "~/lib/page-head";
import { CallToAction } from "~/components/call-to-action";
import { RequestQuoteLink } from "~/components/request-quote-link";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName } from "~/components/ui/button";
import { FilterLinks } from "~/components/ui/filter-links";
import { PageIntro } from "~/components/ui/section";
import { JournalHead } from "~/journal/journal-head";
import { filteredPosts, journalHref, selectedService, serviceOptions } from "~/journal/journal-filter";
import { PostCard } from "~/journal/post-card";
import { notFound } from "../not-found/not-found-page";

/**
 * The journal's list, `/journal` and its numbered pages `/journal/page/2`:
 * the posts newest first, ten a page, filtered by service with `?service=`
 * (links, so it works without JavaScript, as the portfolio's filter does).
 * A page past the last is the not-found page.
 */

/** A page's number as its address writes it: 2 and up, no leading zero (`/journal` is page 1). */
const pageNumber = (value: string | undefined) => (value === undefined ? 1 : /^[1-9]\d{0,3}$/.test(value) && value !== "1" ? Number(value) : undefined);

export function journalListLoader(request: Request, params: { page?: string }) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const service = selectedService(url);
  const page = pageNumber(params.page);
  const pages = pageCount(filteredPosts(language, service).length);
  if (page === undefined || page > pages) return notFound(request);
  const { title, description } = pageHeadIn(language, "journal");
  const pageOf = fillIn(journalPage[language].pages.pageOf, { page: String(page), pages: String(pages) });
  return { page, pages, service, head: headWords(language, { title: page > 1 ? `${title} – ${pageOf}` : title, description }) };
}

export function JournalListPage({ page, pages, service }: { page: number; pages: number; service: string }) {
  const language = requestLanguage();
  const copy = journalPage[language];
  const posts = filteredPosts(language, service).slice((page - 1) * postsPerPage, page * postsPerPage);
  return (
    <>
      <JournalHead language={language} />
      <PageIntro eyebrow={copy.intro.eyebrow} title={copy.intro.title}>
        {copy.intro.text}
      </PageIntro>

      <section aria-labelledby="posts-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="posts-title" className="sr-only">
          {copy.postsLabel}
        </h2>
        <FilterLinks label={copy.filterLabel} options={serviceOptions(language)} current={service} />

        {posts.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-12 rounded-2xl bg-ivory-deep p-10 text-center">
            <p className="text-lg text-ink">{copy.empty.text}</p>
            <PageLink to={journalHref(language)} className={buttonClassName("primary", "mt-6")}>
              {copy.empty.showAll}
            </PageLink>
          </div>
        )}

        {pages > 1 ? (
          <nav aria-label={copy.pages.label} className="mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-marigold/30 pt-6">
            {page > 1 ? (
              <PageLink to={journalHref(language, page - 1, service)} rel="prev" className={buttonClassName("outline")}>
                <span aria-hidden="true">←</span> {copy.pages.newer}
              </PageLink>
            ) : (
              <span />
            )}
            <p className="text-sm font-semibold text-ink-soft">{fillIn(copy.pages.pageOf, { page: String(page), pages: String(pages) })}</p>
            {page < pages ? (
              <PageLink to={journalHref(language, page + 1, service)} rel="next" className={buttonClassName("outline")}>
                {copy.pages.older} <span aria-hidden="true">→</span>
              </PageLink>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <CallToAction id="plan" words={copy.closing}>
        <RequestQuoteLink language={language} className={buttonClassName("light")} />{" "}
        <WhatsAppButton message={whatsAppTexts[language].general}>{m.chat_on_whatsapp({}, { locale: language })}</WhatsAppButton>
      </CallToAction>
    </>
  );
}
