import { Check, Phone } from "lucide";
import type { Route } from "./+types/services";
import { business } from "~/content/business";
import { fillIn } from "~/content/fill-in";
import { servicesIn, servicesPage } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { pageHeadWords } from "~/lib/page-head";
import { buildTelLink } from "~/lib/outbound-links";
import { CallToAction } from "~/components/call-to-action";
import { RequestQuoteLink } from "~/components/request-quote-link";
import { Icon } from "~/components/icons/icon";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName, ButtonLink } from "~/components/ui/button";
import { ContentPicture } from "~/pictures/content-picture";
import { PageIntro, Section } from "~/components/ui/section";
import { WhyChooseUsList } from "~/components/why-choose-us";
import { ServiceKindWords } from "~/components/kind-words/kind-words-sections";
import { requestLanguage } from "~/i18n/request-language";
import { tapPing } from "~/lib/tap-ping";
import { readQuestions } from "~/content/questions-file";
import { ServiceQuestions, ServicesQuestionsData } from "./services/service-questions";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "services");

export async function loader({ request }: Route.LoaderArgs) {
  await readQuestions(requestLanguage(), request.url);
  return { head: pageHeadWords(requestLanguage(), "services") };
}

export function ServerComponent() {
  const language = requestLanguage();
  const services = servicesIn(language);
  const copy = servicesPage[language];
  return (
    <>
      <ServicesQuestionsData language={language} />
      <PageIntro eyebrow={copy.intro.eyebrow} title={copy.intro.title}>
        {copy.intro.text}
      </PageIntro>

      <nav aria-label={copy.jumpLinksLabel} className="border-b border-marigold/30 bg-cream">
        {/* A row to scroll sideways on a phone; from a tablet up every link shows, wrapping. */}
        <ul className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-3 md:flex-wrap md:justify-center md:overflow-visible">
          {services.map((service) => (
            <li key={service.id} className="shrink-0">
              <a
                href={`#${service.id}`}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-ink-soft hover:bg-marigold-soft hover:text-maroon"
              >
                {service.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {services.map((service, index) => (
        <section
          key={service.id}
          id={service.id}
          aria-labelledby={`${service.id}-title`}
          className={index % 2 === 1 ? "bg-ivory-deep" : undefined}
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
            <div className={index % 2 === 1 ? "lg:order-2" : undefined}>
              <ContentPicture image={service.image} priority={index === 0} className="rounded-3xl shadow-lg" />
            </div>
            <div>
              {/* One number, read once: the large figure is part of the heading. */}
              <h2 id={`${service.id}-title`} className="text-3xl sm:text-4xl">
                <span className="block text-5xl text-rose/80">{service.number}</span>
                <span className="sr-only">. </span>
                <span className="mt-2 block">{service.title}</span>
              </h2>
              <p className="mt-4 text-lg text-ink-soft">{service.description}</p>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {service.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Icon icon={Check} className="mt-0.5 size-5 shrink-0 text-leaf" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <WhatsAppButton message={service.whatsApp} ping={tapPing("whatsapp", { service: service.id })} className="mt-8" aria-label={fillIn(copy.getQuoteFor, { service: service.title })}>
                {copy.getQuote}
              </WhatsAppButton>
            </div>
          </div>
          <ServiceKindWords language={language} service={service.id} />
          <ServiceQuestions language={language} service={service} />
        </section>
      ))}

      <Section id="why-us" eyebrow={copy.whyUs.eyebrow} title={copy.whyUs.title}>
        <WhyChooseUsList language={language} />
      </Section>

      <CallToAction id="plan" words={copy.closing}>
        <RequestQuoteLink language={language} className={buttonClassName("light")} />{" "}
        <ButtonLink href={buildTelLink(business.phones.primary.e164)} ping={tapPing("call")}>
          <Icon icon={Phone} className="size-4" />
          {copy.closing.call} {business.phones.primary.display}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
