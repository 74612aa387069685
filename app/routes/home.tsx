import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/home";
import { whatsAppTexts } from "~/content/business";
import { heroIn, homePage } from "~/content/home";
import { journalPostsIn } from "~/content/journal";
import { journalPage } from "~/content/journal-page";
import { portfolioItemsIn } from "~/content/portfolio";
import { servicesIn } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { pageHeadWords } from "~/lib/page-head";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { inlineScriptJson } from "~/lib/inline-script-json";
import { buildLocalBusinessJsonLd } from "~/lib/structured-data";
import { CallToAction } from "~/components/call-to-action";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName, ButtonLink } from "~/components/ui/button";
import { ContentPicture } from "~/pictures/content-picture";
import { DesignPicture } from "~/pictures/design-picture";
import { pictureSizes } from "~/pictures/picture";
import { Section } from "~/components/ui/section";
import { WhyChooseUsList } from "~/components/why-choose-us";
import { HomeKindWords } from "~/components/kind-words/kind-words-sections";
import { PostCard } from "~/journal/post-card";
import { QuoteFormSection } from "~/quote/quote-form-section";
import { quoteLoader } from "~/quote/quote-loader";
import { pathInLanguage } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { m } from "~/paraglide/messages";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

export const loader = (args: Route.LoaderArgs) => quoteLoader(args, pageHeadWords(requestLanguage(), "home"));
export { quoteAction as action } from "~/quote/quote-action";

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  const language = requestLanguage();
  const locale = { locale: language };
  const services = servicesIn(language);
  const hero = heroIn(language);
  const copy = homePage[language];
  const teaser = portfolioItemsIn(language).filter((item) => item.onHomePage);
  const latestPosts = journalPostsIn(language).slice(0, 3);
  const journalCopy = journalPage[language].onHome;
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: inlineScriptJson(buildLocalBusinessJsonLd(getSiteOrigin(), language)) }}
      />
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-marigold-soft/70 to-ivory">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm eyebrow font-semibold text-rose">{hero.eyebrow}</p>
            <h1 id="hero-title" className="text-4xl leading-tight sm:text-5xl">
              {hero.title}
            </h1>
            <p className="mt-5 text-lg text-ink-soft">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="#quote">{m.request_quote({}, locale)}</ButtonLink>{" "}
              <PageLink to={pathInLanguage(language, "/portfolio")} className={buttonClassName("outline")}>
                {m.view_portfolio({}, locale)}
              </PageLink>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-leaf-deep">
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-2 rounded-full bg-marigold" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <ContentPicture image={hero.image} priority className="rounded-3xl shadow-xl" />
        </div>
      </section>

      <Section id="why-us" eyebrow={copy.whyUs.eyebrow} title={copy.whyUs.title} intro={copy.whyUs.intro}>
        <WhyChooseUsList language={language} />
      </Section>

      <Section id="services" eyebrow={copy.services.eyebrow} title={copy.services.title} tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.id}
              className="link-card group flex flex-col overflow-hidden rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30 transition hover:shadow-lg"
            >
              <ContentPicture image={service.image} />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl">
                  <span className="block font-sans text-sm font-semibold text-rose">{service.number}</span>
                  <span className="sr-only">. </span>
                  <PageLink to={`${pathInLanguage(language, "/services")}#${service.id}`} className="link-card-link mt-1 block">
                    {service.title}
                  </PageLink>
                </h3>
                <p className="mt-2 flex-1 text-ink-soft">{service.summary}</p>
                <p aria-hidden="true" className="mt-4 font-semibold text-rose group-hover:underline">
                  {copy.services.explore}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="work" eyebrow={copy.work.eyebrow} title={copy.work.title}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {teaser.map((item) => (
            <li key={item.slug}>
              <figure className="overflow-hidden rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30">
                <DesignPicture image={item.image} sizes={pictureSizes.teaser} crop="card" />
                <figcaption className="p-4 font-display text-lg text-maroon">{item.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <PageLink to={pathInLanguage(language, "/portfolio")} className={buttonClassName("outline")}>
            {copy.work.seeAll}
          </PageLink>
        </p>
      </Section>

      {latestPosts.length > 0 ? (
        <Section id="journal" eyebrow={journalCopy.eyebrow} title={journalCopy.title} tone="tinted">
          <ul className="grid gap-6 sm:grid-cols-3">
            {latestPosts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <PageLink to={pathInLanguage(language, "/journal")} className={buttonClassName("outline")}>
              {journalCopy.seeAll}
            </PageLink>
          </p>
        </Section>
      ) : null}

      <HomeKindWords language={language} />

      {/* After a form post without JavaScript there is no loader data (docs/decisions/005-quote-form.md). */}
      <QuoteFormSection sentByRedirect={loaderData?.sentByRedirect} />

      <CallToAction id="get-in-touch" words={copy.closing}>
        <PageLink to={pathInLanguage(language, "/contact")} className={buttonClassName("light")}>
          {m.contact_us({}, locale)}
        </PageLink>{" "}
        <WhatsAppButton message={whatsAppTexts[language].home}>{m.chat_on_whatsapp({}, locale)}</WhatsAppButton>
      </CallToAction>
    </>
  );
}
