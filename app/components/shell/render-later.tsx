"use client";

import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * Renders the page's `.render-later` sections (app.css) one per animation
 * frame once the app runs, and again after each navigation; until then each
 * renders as it nears the screen. The first frame stays small, and soon after
 * the whole page is laid out as it will stay: real heights instead of
 * estimates, for scrolling back up, find-in-page and tools that read the
 * rendered page.
 *
 * After a navigation to a `#fragment` every section renders at once, before
 * React Router scrolls to its target (this component comes before the scroll
 * restoration in the document, so its layout effect runs first): with
 * estimated heights above it the scroll would land short.
 *
 * A section rendered above the screen changes the height above the visitor.
 * Browsers with scroll anchoring keep the view in place; elsewhere the scroll
 * is corrected here.
 */
export function RenderLater() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>(".render-later")].filter(
      (section) => section.style.contentVisibility === "",
    );
    if (hash) {
      for (const section of pending) section.style.contentVisibility = "visible";
      return;
    }
    const browserKeepsView = CSS.supports("overflow-anchor", "auto");
    let frame = requestAnimationFrame(function renderNext() {
      const section = pending.shift();
      if (!section) return;
      const estimated = !browserKeepsView && section.getBoundingClientRect().bottom <= 0 ? section.offsetHeight : undefined;
      section.style.contentVisibility = "visible";
      if (estimated !== undefined) window.scrollBy({ top: section.offsetHeight - estimated, behavior: "instant" });
      frame = requestAnimationFrame(renderNext);
    });
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);
  return null;
}
