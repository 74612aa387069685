"use client";

import { useCallback, useRef, useSyncExternalStore, type ReactNode } from "react";

const MENU_ID = "mobile-menu";

/**
 * The menu is a native popover, so the toggle opens and closes it before (and
 * without) JavaScript. Once hydrated, this mirrors the popover's state into
 * `aria-expanded` and closes the menu when one of its links is followed
 * (client navigation keeps the page, so the popover would stay open).
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
  const menuRef = useRef<HTMLDivElement>(null);
  const subscribe = useCallback((onChange: () => void) => {
    const menu = menuRef.current;
    menu?.addEventListener("toggle", onChange);
    return () => menu?.removeEventListener("toggle", onChange);
  }, []);
  const open = useSyncExternalStore(
    subscribe,
    () => menuRef.current?.matches(":popover-open") ?? false,
    // On the server the state is unknown: leave `aria-expanded` out and let
    // the browser derive it from the popover until JavaScript takes over.
    () => undefined,
  );

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-full text-maroon hover:bg-ivory-deep"
      >
        {openIcon}
        <span className="sr-only">{openLabel}</span>
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="mobile-menu overflow-y-auto bg-cream p-6 text-ink shadow-2xl"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) event.currentTarget.hidePopover();
        }}
      >
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
    </>
  );
}
