import { m } from "~/paraglide/messages";

export interface NavigationItem {
  /** The English path; app/i18n/language.ts gives it in each language. */
  to: string;
  label: typeof m.nav_home;
  /** See docs/decisions/003-links-to-home-load-a-document.md. */
  reloadDocument?: boolean;
}

/** The five pages, in the order the header and footer list them. */
export const navigation: readonly NavigationItem[] = [
  { to: "/", label: m.nav_home, reloadDocument: true },
  { to: "/services", label: m.nav_services },
  { to: "/portfolio", label: m.nav_portfolio },
  { to: "/about", label: m.nav_about },
  { to: "/contact", label: m.nav_contact },
];
