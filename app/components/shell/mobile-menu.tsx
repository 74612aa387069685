import type { ReactNode } from "react";
import { MobileMenuState } from "./mobile-menu-state";

const MENU_ID = "mobile-menu";

/**
 * The menu is a native popover, so the toggle opens and closes it before (and
 * without) JavaScript. Rendered on the server; once the app runs,
 * `MobileMenuState` keeps the toggle's `aria-expanded` and closes the menu
 * when one of its links is followed.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  openIcon,
  closeIcon,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
}) {
  // Without JavaScript `aria-expanded` stays out: the browser derives it from the popover.
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-full text-maroon hover:bg-ivory-deep"
      >
        {openIcon}
        <span className="sr-only">{openLabel}</span>
      </button>
      <div id={MENU_ID} popover="auto" className="mobile-menu overflow-y-auto bg-cream p-6 text-ink shadow-2xl">
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          className="ml-auto flex size-11 items-center justify-center rounded-full text-maroon hover:bg-ivory-deep"
        >
          {closeIcon}
          <span className="sr-only">{closeLabel}</span>
        </button>
        {children}
      </div>
      <MobileMenuState menuId={MENU_ID} />
    </>
  );
}
