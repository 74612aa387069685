"use client";

import { useEffect } from "react";

/**
 * Once the app runs: mirrors the menu's popover state into its toggle's
 * `aria-expanded`, and closes the menu when one of its links is followed
 * (client navigation keeps the page, so the popover would stay open). The
 * menu and its toggle are the server's (./mobile-menu.tsx).
 */
export function MobileMenuState({ menuId }: { menuId: string }) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    const toggle = document.querySelector(`button[aria-controls="${menuId}"]`);
    if (!menu || !toggle) return;
    const update = () => toggle.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
    const closeOnLink = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) menu.hidePopover();
    };
    update();
    menu.addEventListener("toggle", update);
    menu.addEventListener("click", closeOnLink);
    return () => {
      menu.removeEventListener("toggle", update);
      menu.removeEventListener("click", closeOnLink);
    };
  }, [menuId]);
  return null;
}
