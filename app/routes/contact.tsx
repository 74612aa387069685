import { Mail, MapPin, Phone } from "lucide";
import { siWhatsapp } from "simple-icons";
import type { Route } from "./+types/contact";
import { business, whatsAppNumber, whatsAppTexts } from "~/content/business";
import { businessText } from "~/content/business-text";
import { contactPage } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import { pageHeadWords } from "~/lib/page-head";
import { buildMailtoLink, buildMapLink, buildTelLink, buildWhatsAppLink } from "~/lib/outbound-links";
import { BrandIcon, Icon } from "~/components/icons/icon";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { StudioMap } from "~/components/studio-location";
import { PageIntro, Section } from "~/components/ui/section";
import { QuoteFormSection } from "~/quote/quote-form-section";
import { quoteLoader } from "~/quote/quote-loader";
import type { Language } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { tapPing } from "~/lib/tap-ping";
import { readQuestions } from "~/content/questions-file";
import { ContactQuestions } from "./contact/contact-questions";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "contact");

const contactCards = (language: Language) => {
  const { cards } = contactPage[language];
  const text = businessText[language];
  return [
    {
      id: "call",
      title: cards.call.title,
      detail: business.phones.primary.display,
      extra: `${cards.call.alsoOn} ${business.phones.alternate.display}`,
      href: buildTelLink(business.phones.primary.e164),
      ping: tapPing("call"),
      icon: <Icon icon={Phone} className="size-6" />,
    },
    {
      id: "whatsapp",
      title: cards.whatsApp.title,
      detail: business.phones.primary.display,
      extra: cards.whatsApp.note,
      href: buildWhatsAppLink(whatsAppTexts[language].contact, whatsAppNumber),
      ping: tapPing("whatsapp"),
      icon: <BrandIcon icon={siWhatsapp} className="size-6" />,
    },
    {
      id: "email",
      title: cards.email.title,
      detail: business.email,
      extra: cards.email.note,
      href: buildMailtoLink(business.email),
      ping: tapPing("email"),
      icon: <Icon icon={Mail} className="size-6" />,
    },
    {
      id: "visit",
      title: cards.visit.title,
      detail: `${text.address.locality}, ${text.address.city}`,
      extra: cards.visit.note,
      href: buildMapLink(business),
      icon: <Icon icon={MapPin} className="size-6" />,
    },
  ];
};

export async function loader(args: Route.LoaderArgs) {
  const language = requestLanguage();
  await readQuestions(language, args.request.url);
  return quoteLoader(args, pageHeadWords(language, "contact"));
}
export { quoteAction as action } from "~/quote/quote-action";

export function ServerComponent({ loaderData }: Route.ServerComponentProps) {
  const language = requestLanguage();
  const copy = contactPage[language];
  const text = businessText[language];
  return (
    <>
      <PageIntro eyebrow={copy.intro.eyebrow} title={copy.intro.title}>
        {copy.intro.text}
      </PageIntro>

      <section aria-label={copy.cards.label} className="mx-auto max-w-6xl px-4 py-12">
        {/* Two to a row at most: four to a row leave the e-mail address too little room, and it broke mid-address. */}
        <ul className="grid gap-5 sm:grid-cols-2">
          {contactCards(language).map((card) => (
            <li
              key={card.id}
              className="link-card flex h-full flex-col rounded-2xl bg-cream p-6 shadow-sm ring-1 ring-marigold/30 hover:shadow-lg"
            >
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-marigold-soft text-maroon">
                {card.icon}
              </span>
              <a
                href={card.href}
                ping={card.ping}
                {...(card.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="link-card-link font-display text-xl text-maroon"
              >
                {card.title}
              </a>
              <p className="mt-1 font-semibold break-words text-ink">{card.detail}</p>
              <p className="mt-1 text-sm text-ink-soft">{card.extra}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <WhatsAppButton message={whatsAppTexts[language].contact}>{copy.whatsAppButton}</WhatsAppButton>
        </div>
      </section>

      {/* After a form post without JavaScript there is no loader data (docs/decisions/005-quote-form.md). */}
      <QuoteFormSection sentByRedirect={loaderData?.sentByRedirect} />

      <Section id="find-us" eyebrow={copy.findUs.eyebrow} title={copy.findUs.heading}>
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <StudioMap language={language} />
          <div className="space-y-6">
            <div>
              <h3 className="text-xl">{copy.findUs.address}</h3>
              <address className="mt-2 not-italic text-ink-soft">{text.addressLine}</address>
            </div>
            <div>
              <h3 className="text-xl">{copy.findUs.hours}</h3>
              <p className="mt-2 text-ink-soft">
                {text.hoursDays}: {text.hoursDisplay}
              </p>
              <p className="mt-3 rounded-xl bg-marigold-soft/60 p-4 text-ink">{copy.findUs.emergency}</p>
            </div>
          </div>
        </div>
      </Section>

      <ContactQuestions language={language} />
    </>
  );
}
