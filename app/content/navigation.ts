export interface NavigationItem {
  to: string;
  label: string;
  /** See docs/decisions/003-links-to-home-load-a-document.md. */
  reloadDocument?: boolean;
}

/** The five pages, in the order the header and footer list them. */
export const navigation: readonly NavigationItem[] = [
  { to: "/", label: "Home", reloadDocument: true },
  { to: "/services", label: "Services" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];
