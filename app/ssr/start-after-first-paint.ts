/**
 * Every page is complete without JavaScript (decision 002), so the app, which
 * only makes it smoother, waits until the page is on screen. Measured in
 * decision 007: left to React, the head asks for every module of the app with
 * `<link rel="modulepreload">`, at high priority beside the stylesheet, the
 * heading font and the first picture, and the app starts while the page is
 * still being drawn; on a phone over 4G the first paint then comes about a
 * second later.
 */

/**
 * Has `rewriter` take React's module preloads out of the page; the app's
 * entry asks for its modules itself once it starts. It rewrites the finished page, after React
 * Router has added the page's payload to React's HTML: React Router recognises
 * the end of React's document only when `</body></html>` ends a chunk, and a
 * rewrite of React's own stream may cut the chunks elsewhere (the payload's
 * scripts then came after `</html>`). The rewriter is the page's one pass
 * (app/entry.ssr.tsx), which only HTML goes through.
 */
export function removingModulePreloads(rewriter: HTMLRewriter): HTMLRewriter {
  return rewriter.on('link[rel="modulepreload"]', { element: (link) => void link.remove() });
}

/**
 * Runs `start` once the page has loaded (so the app's requests do not compete
 * with the page's pictures and font) and the browser has reported its first
 * contentful paint (a painted frame can take a while to reach the screen). A
 * tab opened in the background never paints: there it starts after 3 s.
 *
 * It is sent to the browser as source text (see {@link startAfterFirstPaintScript}),
 * so it uses nothing but browser globals.
 */
export function startAfterFirstPaint(start: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterLoad = () => {
    setTimeout(run, 3000);
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
      requestAnimationFrame(() => setTimeout(run));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(run);
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

/** React's bootstrap script (it imports the app's entry), run by {@link startAfterFirstPaint}. */
export function startAfterFirstPaintScript(bootstrap: string): string {
  return `(${startAfterFirstPaint.toString()})(function(){${bootstrap}})`;
}
