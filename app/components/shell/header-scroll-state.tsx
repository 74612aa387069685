"use client";

import { useEffect } from "react";

/** Spec §9: the header turns compact past this many pixels of vertical scroll. */
const COMPACT_AFTER_PX = 50;

/**
 * Marks the sticky header `data-compact` once the page is scrolled more than
 * 50 px (not at 50); app.css styles that state. Without JavaScript the header
 * simply stays full size.
 */
export function HeaderScrollState({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    const update = () => header.toggleAttribute("data-compact", window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [headerId]);
  return null;
}
