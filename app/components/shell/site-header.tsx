import { Menu, Phone, X } from "lucide";
import { PageLink, PageNavLink } from "~/components/page-link";
import { business, whatsAppTexts } from "~/content/business";
import { businessText } from "~/content/business-text";
import { siteWords } from "~/content/site";
import { navigation } from "~/content/navigation";
import { pathInLanguage, type Language } from "~/i18n/language";
import { buildTelLink } from "~/lib/outbound-links";
import { m } from "~/paraglide/messages";
import { Icon } from "~/components/icons/icon";
import { ButtonLink } from "~/components/ui/button";
import { HeaderScrollState } from "./header-scroll-state";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { TopBar } from "./top-bar";
import { WhatsAppButton } from "./whatsapp-link";
import { tapPing } from "~/lib/tap-ping";

const HEADER_ID = "site-header";

/** NavLink marks the current page with `aria-current="page"`; the styles key off it. */
const navLinkClassName =
  "rounded-full px-3 py-2 font-semibold text-ink-soft hover:bg-ivory-deep hover:text-maroon aria-[current=page]:bg-marigold-soft aria-[current=page]:text-maroon";

const languageSwitchClassName =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-maroon underline-offset-4 hover:bg-ivory-deep hover:underline";

function CallButton({ language }: { language: Language }) {
  return (
    <ButtonLink href={buildTelLink(business.phones.primary.e164)} ping={tapPing("call")}>
      <Icon icon={Phone} className="size-4" />
      {m.call_now({}, { locale: language })}
    </ButtonLink>
  );
}

export function SiteHeader({ language }: { language: Language }) {
  const locale = { locale: language };
  const otherLanguage: Language = language === "en" ? "gu" : "en";
  return (
    // The banner holds the top bar and the sticky bar below it. It draws no box of its own
    // (`display: contents`), so the bar sticks for the length of the page, not only of the
    // banner, and the top bar scrolls away as before (docs/decisions/023-true-position-and-landmarks.md).
    <header className="contents">
      <TopBar language={language} />
      <div id={HEADER_ID} className="site-header sticky top-0 z-40">
        <div className="site-header-bar border-b border-marigold/30 bg-cream/95 backdrop-blur">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
            <PageLink to={pathInLanguage(language, "/")} reloadDocument className="flex items-center gap-3 rounded-lg">
              <img
                src={business.logo.src}
                width={business.logo.width}
                height={business.logo.height}
                alt=""
                className="site-header-logo"
              />
              <span className="font-display text-xl leading-tight text-maroon sm:text-2xl">
                {businessText[language].name}
              </span>
            </PageLink>

            <nav aria-label={m.nav_label({}, locale)} className="hidden lg:block">
              <ul className="flex items-center gap-1">
                {navigation.map((item) => (
                  <li key={item.to}>
                    <PageNavLink to={pathInLanguage(language, item.to)} reloadDocument={item.reloadDocument} end className={navLinkClassName}>
                      {item.label({}, locale)}
                    </PageNavLink>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="flex items-center gap-2">
              <LanguageSwitch to={otherLanguage} name={siteWords[otherLanguage].languageName} className={languageSwitchClassName} />{" "}
              <div className="hidden gap-2 sm:flex">
                <CallButton language={language} />{" "}
                <WhatsAppButton message={whatsAppTexts[language].general}>{m.whatsapp({}, locale)}</WhatsAppButton>
              </div>
              <div className="lg:hidden">
                <MobileMenu
                  openLabel={m.menu_open({}, locale)}
                  closeLabel={m.menu_close({}, locale)}
                  openIcon={<Icon icon={Menu} className="size-6" />}
                  closeIcon={<Icon icon={X} className="size-6" />}
                >
                  <nav aria-label={m.nav_menu_label({}, locale)} className="mt-4">
                    <ul className="flex flex-col gap-1 text-lg">
                      {navigation.map((item) => (
                        <li key={item.to}>
                          <PageNavLink
                            to={pathInLanguage(language, item.to)}
                            reloadDocument={item.reloadDocument}
                            end
                            className={`${navLinkClassName} flex min-h-11 items-center`}
                          >
                            {item.label({}, locale)}
                          </PageNavLink>
                        </li>
                      ))}
                    </ul>
                  </nav>
                  <div className="mt-6 flex flex-col gap-3">
                    <CallButton language={language} />{" "}
                    <WhatsAppButton message={whatsAppTexts[language].general}>{m.whatsapp({}, locale)}</WhatsAppButton>
                  </div>
                </MobileMenu>
              </div>
            </div>
          </div>
        </div>
      </div>
      <HeaderScrollState headerId={HEADER_ID} />
    </header>
  );
}
