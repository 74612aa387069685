import { env } from "cloudflare:workers";

/**
 * The site's one stylesheet, written into the page. Linked, it is a second
 * request before anything can be drawn: on a phone over 4G (Lighthouse's
 * applied throttling adds 562 ms to each request) the first paint waits a
 * whole round trip for 7 KiB. Inline, the page paints from its first bytes
 * (measured in docs/decisions/007-performance.md).
 *
 * The stylesheet's text comes from the Worker's own static files (the
 * `ASSETS` binding), read once per isolate: its name carries a content hash,
 * so the text behind a name never changes.
 *
 * The `<link>` stays, `disabled`: a disabled stylesheet is neither fetched nor
 * applied (HTML's `link` element, the `disabled` attribute), and React, which
 * placed it as a stylesheet resource, finds it in the head when the app
 * starts, as it finds any stylesheet it rendered on the server, instead of
 * adding one of its own, which the browser would fetch and apply again.
 */
const stylesheetTexts = new Map<string, Promise<string | undefined>>();

function stylesheetText(href: string, pageUrl: string): Promise<string | undefined> {
  let text = stylesheetTexts.get(href);
  if (!text) {
    text = readStylesheet(new URL(href, pageUrl));
    // A failed read is tried again by the next page rather than remembered.
    void text.then((css) => css === undefined && stylesheetTexts.delete(href));
    stylesheetTexts.set(href, text);
  }
  return text;
}

/** The stylesheet's text, or `undefined` where it cannot be read or could end the style element (Tailwind never writes `</style`): the page then keeps its link. */
async function readStylesheet(url: URL): Promise<string | undefined> {
  try {
    const response = await env.ASSETS.fetch(url);
    if (!response.ok) return undefined;
    const css = await response.text();
    return /<\/style/i.test(css) ? undefined : css;
  } catch {
    return undefined;
  }
}

/** Has `rewriter` write each of the app's stylesheets (`/assets/…css`) into the page, in a `<style>` carrying the page's nonce. */
export function inliningStylesheets(rewriter: HTMLRewriter, pageUrl: string, nonce: string): HTMLRewriter {
  // `vite dev` serves the stylesheet itself, changing as it is edited.
  if (import.meta.env.DEV) return rewriter;
  return rewriter.on('link[rel="stylesheet"][href^="/assets/"][href$=".css"]', {
    async element(link) {
      const css = await stylesheetText(link.getAttribute("href")!, pageUrl);
      if (css === undefined) return;
      link.before(`<style nonce="${nonce}">${css}</style>`, { html: true });
      link.setAttribute("disabled", "");
    },
  });
}
