/**
 * The feeds' addresses are the site's canonical URLs, whose origin is the
 * Worker's `SITE_URL` (as for the sitemap and every canonical link), known
 * only when it runs. The build writes each feed with this stand-in origin
 * (`.invalid` names no site, RFC 2606), and the Worker puts the site's in
 * its place as it serves the feed (app/journal/journal-feed-file.ts).
 */
export const feedStandInOrigin = "https://site-origin.invalid";

/** Written into XML: an origin's text with the characters XML reserves escaped. */
const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A feed as the build wrote it, on the site's origin. */
export function feedOnOrigin(xml: string, origin: string): string {
  return xml.replaceAll(feedStandInOrigin, origin.replace(/[&<>"']/g, (character) => xmlEscapes[character]!));
}
