import { Clock, Download, Mail, MapPin, Phone } from "lucide";
import { siFacebook, siInstagram, siYoutube, type SimpleIcon } from "simple-icons";
import { PageLink } from "~/components/page-link";
import { business, whatsAppTexts } from "~/content/business";
import { businessText, contactCardIn, footerCitiesIn } from "~/content/business-text";
import { fillIn } from "~/content/fill-in";
import { footerWords } from "~/content/footer";
import { navigation } from "~/content/navigation";
import { servicesIn } from "~/content/services";
import { pathInLanguage, type Language } from "~/i18n/language";
import { buildMailtoLink, buildMapLink, buildTelLink } from "~/lib/outbound-links";
import { vCardFileName } from "~/lib/vcard";
import { m } from "~/paraglide/messages";
import { BrandIcon, Icon } from "~/components/icons/icon";
import { buttonClassName } from "~/components/ui/button";
import { FloatingWhatsApp } from "./floating-whatsapp";
import { SaveContactLink } from "./save-contact-link";
import { WhatsAppButton } from "./whatsapp-link";
import { tapPing } from "~/lib/tap-ping";

/** Each network's name as the page's language writes it. */
const networkNames: Record<(typeof business.social)[number]["network"], typeof m.network_instagram> = {
  Instagram: m.network_instagram,
  Facebook: m.network_facebook,
  YouTube: m.network_youtube,
};

const socialIcons: Record<(typeof business.social)[number]["network"], SimpleIcon> = {
  Instagram: siInstagram,
  Facebook: siFacebook,
  YouTube: siYoutube,
};

const footerLinkClassName = "inline-flex min-h-11 min-w-11 items-center gap-2 hover:text-marigold hover:underline";

function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-4 font-display text-lg text-marigold-soft">
      {children}
    </h2>
  );
}

export function SiteFooter({ language, siteOrigin }: { language: Language; siteOrigin: string }) {
  const { phones } = business;
  const text = businessText[language];
  const footer = footerWords[language];
  const locale = { locale: language };
  return (
    <footer className="bg-maroon-deep text-ivory">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">{m.footer_contact({}, locale)}</FooterHeading>
          <ul className="text-sm">
            {[phones.primary, phones.alternate].map((phone) => (
              <li key={phone.e164}>
                <a href={buildTelLink(phone.e164)} ping={tapPing("call")} className={footerLinkClassName}>
                  <Icon icon={Phone} className="size-4 text-marigold" />
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a href={buildMailtoLink(business.email)} ping={tapPing("email")} className={footerLinkClassName}>
                <Icon icon={Mail} className="size-4 text-marigold" />
                {business.email}
              </a>
            </li>
            <li>
              <a href={buildMapLink(business)} target="_blank" rel="noopener noreferrer" className={`${footerLinkClassName} items-start`}>
                <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-marigold" />
                <span>{text.addressLine}</span>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon icon={Clock} className="size-4 text-marigold" />
              {text.hoursDays}, {text.hoursDisplay}
            </li>
          </ul>
          <SaveContactLink card={contactCardIn(language)} href={pathInLanguage(language, `/${vCardFileName}`)} ping={tapPing("contact")} siteOrigin={siteOrigin} className={buttonClassName("light", "mt-5")}>
            <Icon icon={Download} className="size-4" />
            {m.save_contact({}, locale)}
          </SaveContactLink>
        </section>

        <section aria-labelledby="footer-services">
          <FooterHeading id="footer-services">{m.footer_services({}, locale)}</FooterHeading>
          <ul className="text-sm">
            {servicesIn(language).map((service) => (
              <li key={service.id}>
                <PageLink to={`${pathInLanguage(language, "/services")}#${service.id}`} className={footerLinkClassName}>
                  {service.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-areas">
          <FooterHeading id="footer-areas">{m.footer_areas({}, locale)}</FooterHeading>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerCitiesIn(language).map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ivory/85">{footer.moreCities}</p>
        </section>

        <section aria-labelledby="footer-quote">
          <FooterHeading id="footer-quote">{footer.quote.title}</FooterHeading>
          <p className="mb-4 text-sm text-ivory/85">{footer.quote.text}</p>
          <WhatsAppButton message={whatsAppTexts[language].footer}>{footer.quote.button}</WhatsAppButton>
          <ul className="mt-6 flex gap-3" aria-label={m.footer_social_label({}, locale)}>
            {business.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-ivory/10 hover:bg-ivory/20"
                >
                  <BrandIcon icon={socialIcons[profile.network]} className="size-5" />
                  <span className="sr-only">{m.footer_social_profile({ name: text.name, network: networkNames[profile.network]({}, locale) }, locale)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-ivory/15">
        {/* Below the large layout, room under the last links for the floating WhatsApp button (bottom right). */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-5 pb-24 text-sm text-ivory/85 sm:flex-row sm:items-center sm:justify-between lg:pb-5">
          <p>{fillIn(footer.copyright, { year: String(new Date().getFullYear()), name: text.name })}</p>
          <nav aria-label={m.footer_nav_label({}, locale)}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {navigation.slice(1).map((item) => (
                <li key={item.to}>
                  <PageLink to={pathInLanguage(language, item.to)} className={footerLinkClassName}>
                    {item.label({}, locale)}
                  </PageLink>
                </li>
              ))}
              {/* The journal: in the footer and on the home page; the header keeps the specification's five. */}
              <li>
                <PageLink to={pathInLanguage(language, "/journal")} className={footerLinkClassName}>
                  {m.nav_journal({}, locale)}
                </PageLink>
              </li>
              <li>
                <PageLink to={pathInLanguage(language, "/privacy")} className={footerLinkClassName}>
                  {m.footer_privacy({}, locale)}
                </PageLink>
              </li>
              <li>
                <PageLink to={pathInLanguage(language, "/terms")} className={footerLinkClassName}>
                  {m.footer_terms({}, locale)}
                </PageLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      {/* Among the studio's contacts, last in reading order; it floats over every page's bottom corner. */}
      <FloatingWhatsApp language={language} />
    </footer>
  );
}
