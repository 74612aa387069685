import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/portfolio";
import { whatsAppTexts } from "~/content/business";
import { portfolioItemsIn, portfolioPage } from "~/content/portfolio";
import { pageMeta } from "~/lib/meta";
import { pageHeadWords } from "~/lib/page-head";
import { CallToAction } from "~/components/call-to-action";
import { RequestQuoteLink } from "~/components/request-quote-link";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName } from "~/components/ui/button";
import { DesignPicture } from "~/pictures/design-picture";
import { pictureSizes } from "~/pictures/picture";
import { FilterLinks } from "~/components/ui/filter-links";
import { PageIntro } from "~/components/ui/section";
import { designPath, filterPortfolio, portfolioFilterOptions, selectedCategory } from "./portfolio/portfolio-filter";
import { pathInLanguage } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { tapPing } from "~/lib/tap-ping";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "portfolio");

export function loader({ request }: Route.LoaderArgs) {
  return { category: selectedCategory(new URL(request.url)), head: pageHeadWords(requestLanguage(), "portfolio") };
}

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  const language = requestLanguage();
  const { category } = loaderData;
  const items = filterPortfolio(category, portfolioItemsIn(language));
  const copy = portfolioPage[language];
  return (
    <>
      <PageIntro eyebrow={copy.intro.eyebrow} title={copy.intro.title}>
        {copy.intro.text}
      </PageIntro>

      <section aria-labelledby="gallery-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="gallery-title" className="sr-only">
          {copy.galleryHeading}
        </h2>
        <FilterLinks label={copy.filterLabel} options={portfolioFilterOptions(language)} current={category} />

        {items.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={copy.itemsLabel}>
            {items.map((item) => (
              <li key={item.slug}>
                <article
                  aria-labelledby={`design-${item.slug}`}
                  className="link-card flex h-full flex-col overflow-hidden rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30 hover:shadow-lg"
                >
                  <DesignPicture image={item.image} sizes={pictureSizes.card} crop="card" />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-sm font-semibold text-leaf-deep">{item.location}</p>
                    <h3 id={`design-${item.slug}`} className="mt-1 text-xl">
                      <PageLink to={designPath(language, item.slug, category)} className="link-card-link underline-offset-4 hover:underline">
                        {item.title}
                      </PageLink>
                    </h3>
                    <p className="mt-2 flex-1 text-ink-soft">{item.description}</p>
                    <WhatsAppButton message={whatsAppTexts[language].portfolioItem(item.title)} ping={tapPing("similar", { design: item.slug })} variant="outline" className="relative mt-5 self-start">
                      {copy.getSimilar}
                      <span className="sr-only">: {item.title}</span>
                    </WhatsAppButton>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-12 rounded-2xl bg-ivory-deep p-10 text-center">
            <p className="text-lg text-ink">{copy.empty.text}</p>
            <PageLink to={pathInLanguage(language, "/portfolio")} preventScrollReset className={buttonClassName("primary", "mt-6")}>
              {copy.empty.showAll}
            </PageLink>
          </div>
        )}
      </section>

      <CallToAction id="similar" words={copy.closing}>
        <RequestQuoteLink language={language} className={buttonClassName("light")} />
      </CallToAction>
    </>
  );
}
