import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/portfolio-design";
import { whatsAppTexts } from "~/content/business";
import { portfolioCategoriesIn, portfolioItemBySlug, portfolioItemsIn, portfolioPage } from "~/content/portfolio";
import { languageOfPath } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { buildCanonicalUrl, pageMeta } from "~/lib/meta";
import { headWords } from "~/lib/page-head";
import { buildWhatsAppShareLink } from "~/lib/outbound-links";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName, ButtonLink } from "~/components/ui/button";
import { DesignKindWords } from "~/components/kind-words/kind-words-sections";
import { DesignPicture } from "~/pictures/design-picture";
import { pictureSizes } from "~/pictures/picture";
import { sharingCardPath, sharingCardSize } from "~/pictures/sharing-card-path";
import { notFound, NotFoundPage } from "./not-found/not-found-page";
import { designNeighbours, designPath, portfolioPath, selectedCategory } from "./portfolio/portfolio-filter";
import { ShareSheetButton } from "./portfolio-design/share-sheet-button";
import { tapPing } from "~/lib/tap-ping";

/**
 * The page's head comes from its loader, a design's or the not-found page's:
 * the designs' words stay on the server. A page without a form is never
 * rendered without loader data, so the fallback (`notFound`) goes unused.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "notFound");

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const design = portfolioItemBySlug(language, params.slug);
  if (!design) return notFound(request);
  return {
    design: { slug: design.slug },
    category: selectedCategory(url),
    head: headWords(language, {
      title: design.title,
      description: design.description,
      image: { src: sharingCardPath(language, design.slug), ...sharingCardSize, alt: `${design.title}: ${design.image.alt}` },
    }),
  };
}

const browseLinkClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-maroon underline-offset-4 hover:bg-marigold-soft hover:underline";

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage pathname={loaderData.notFound} />;
  const language = requestLanguage();
  const items = portfolioItemsIn(language);
  const design = items.find((item) => item.slug === loaderData.design.slug)!;
  const { category, previous, next } = designNeighbours(design.slug, loaderData.category, items);
  const copy = portfolioPage[language];
  const categoryLabel = portfolioCategoriesIn(language).find(({ id }) => id === design.category)?.label;
  const url = buildCanonicalUrl(getSiteOrigin(), designPath(language, design.slug));
  const shareText = whatsAppTexts[language].shareDesign(design.title, url);

  return (
    <article aria-labelledby="design-title" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <DesignPicture image={design.image} sizes={pictureSizes.designPage} crop="screen" priority className="rounded-2xl shadow-sm ring-1 ring-marigold/30" />
        <div>
          <p className="text-sm eyebrow font-semibold text-rose">{categoryLabel}</p>
          <h1 id="design-title" className="mt-2 text-3xl sm:text-4xl">
            {design.title}
          </h1>
          <p className="mt-3 font-semibold text-leaf-deep">{design.location}</p>
          <p className="mt-4 text-lg text-ink-soft">{design.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <WhatsAppButton message={whatsAppTexts[language].portfolioItem(design.title)} ping={tapPing("similar", { design: design.slug })}>{copy.getSimilar}</WhatsAppButton>{" "}
            <ButtonLink href={buildWhatsAppShareLink(shareText)} target="_blank" rel="noopener noreferrer" ping={tapPing("share", { design: design.slug })} variant="outline">
              {copy.design.share}
            </ButtonLink>{" "}
            <ShareSheetButton
              label={copy.design.moreWaysToShare}
              title={design.title}
              text={shareText}
              url={url}
              ping={tapPing("share", { design: design.slug })}
              className={buttonClassName("outline")}
            />
          </div>
        </div>
      </div>

      <DesignKindWords language={language} design={design.slug} />

      <nav aria-label={copy.design.browseLabel} className="mt-12 border-t border-marigold/30 pt-6">
        <ul className="flex flex-wrap items-center justify-between gap-3">
          {previous ? (
            <li>
              <PageLink to={designPath(language, previous.slug, category)} rel="prev" className={browseLinkClassName}>
                <span aria-hidden="true">←</span> {copy.design.previous}
                <span className="sr-only">: {previous.title}</span>
              </PageLink>
            </li>
          ) : null}
          <li>
            <PageLink to={portfolioPath(language, category)} className={browseLinkClassName}>
              {copy.design.backToPortfolio}
            </PageLink>
          </li>
          {next ? (
            <li>
              <PageLink to={designPath(language, next.slug, category)} rel="next" className={browseLinkClassName}>
                {copy.design.next}
                <span className="sr-only">: {next.title}</span> <span aria-hidden="true">→</span>
              </PageLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </article>
  );
}
