import { viewPath } from "~/lib/tap-ping";

/**
 * What the app reports for the owner's insights (docs/decisions/016-insights.md),
 * where the Worker cannot see it: each report is a `navigator.sendBeacon` to
 * this site, which the browser sends without delaying anything, even as the
 * page goes away. The page is the report's `Referer`. This module imports
 * nothing of React, so that the app's entry, which starts it, still loads
 * React in a task of its own (app/entry.client.tsx).
 */

/**
 * A tap on a link that reports (its `ping` attribute, app/lib/tap-ping.ts),
 * sent by the app too: Firefox sends no pings, and Save Contact builds its card
 * in the browser without following its link. Where the browser pings as
 * well, the Worker counts the tap once. Listened for from the app's first
 * moment (app/entry.client.tsx), before React has hydrated the page.
 */
export function reportTaps(): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[ping]") : null;
      const ping = link?.getAttribute("ping");
      if (ping) navigator.sendBeacon(ping);
    },
    { capture: true },
  );
}

/** Speculation rules' prerendering, not yet in TypeScript's DOM types (https://wicg.github.io/nav-speculation/prerendering.html). */
type PrerenderingDocument = Document & { prerendering?: boolean };
type ActivatedNavigation = PerformanceNavigationTiming & { activationStart?: number };

/**
 * A page the browser prerendered (speculation rules) was not counted when
 * the Worker served it (`Sec-Purpose: prefetch;prerender`); it counts once
 * the visitor is shown it: at activation, or now if that has happened already.
 */
export function reportPrerenderedView(): void {
  if ((document as PrerenderingDocument).prerendering) {
    document.addEventListener("prerenderingchange", () => navigator.sendBeacon(viewPath), { once: true });
    return;
  }
  const [navigation] = performance.getEntriesByType("navigation") as ActivatedNavigation[];
  if ((navigation?.activationStart ?? 0) > 0) navigator.sendBeacon(viewPath);
}
