import { isbot } from "isbot";
import { journalPost } from "~/content/journal";
import { portfolioItems } from "~/content/portfolio";
import { quoteEventTypes, serviceIds } from "~/content/vocabulary";
import { type Language, languageOfPath, pathWithoutLanguage } from "~/i18n/language";
import { sharedAddressKind } from "~/http/page-addresses";
import { type TapKind, tapKinds } from "~/lib/tap-ping";

/**
 * What the owner's insights count, and what they leave out
 * (docs/decisions/016-insights.md). Pure rules over a request and its
 * answer; ./insights-store.ts writes what they let through.
 */

/** A page view, a tap on one of the ways to get in touch or to share, or a quote request the action accepted. */
export type EventKind = "view" | TapKind | "quote";

/**
 * The pages, each once whatever its language: a design's page is `design`,
 * with the design named beside it, and a journal post's `post`, with the
 * post named beside it; the journal's list, each of its numbered pages and
 * each filter of it, is `journal`.
 */
export type PageName = "home" | "services" | "portfolio" | "design" | "about" | "contact" | "journal" | "post";

export interface CountedPage {
  page: PageName;
  language: Language;
  /** The design whose page it is. */
  design?: string;
  /** The journal post whose page it is, by its address (`/journal/<slug>`), which it shares with its twin in the other language. */
  post?: string;
}

const pageNames: Record<string, PageName> = {
  "/": "home",
  "/services": "services",
  "/portfolio": "portfolio",
  "/about": "about",
  "/contact": "contact",
};

const designSlugs = new Set(portfolioItems.map((item) => item.slug));

/** The page at a path, if it is one of the site's public pages (in either language); none for anything else. */
export function countedPage(pathname: string): CountedPage | undefined {
  if (sharedAddressKind(pathname) !== "page") return undefined;
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname);
  const named = pageNames[path];
  if (named) return { page: named, language };
  const design = /^\/portfolio\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (design) return designSlugs.has(design) ? { page: "design", language, design } : undefined;
  if (path === "/journal" || /^\/journal\/page\/[0-9]+$/.test(path)) return { page: "journal", language };
  // Only a post the language has: its address is the only value of its own a view keeps, so none other is.
  const post = /^\/journal\/([a-z0-9-]+)$/.exec(path)?.[1];
  return post && journalPost(language, post) ? { page: "post", language, post } : undefined;
}

/**
 * A request a person's browser made: one that names its browser, and not a
 * crawler, a link preview, a monitor or a script that says what it is.
 */
export function fromAPerson(request: Request): boolean {
  const agent = request.headers.get("User-Agent")?.trim();
  return !!agent && !isbot(agent);
}

/**
 * A prefetch or prerender the browser made on its own (`Sec-Purpose:
 * prefetch`, or `prefetch;prerender` for speculation rules): not a view
 * unless it is shown, which the app reports then (./beacon.ts).
 */
export function isSpeculative(request: Request): boolean {
  return /\bprefetch\b/i.test(request.headers.get("Sec-Purpose") ?? "");
}

/** The contact card's address, in each language (app/routes/contact-card.ts). */
const contactCardPath = /^(\/gu)?\/pushpanjali-decor-contact\.vcf$/;

/**
 * What a response the Worker serves counts as, if anything; counted as it
 * is served, with no report from the browser:
 * - a **view** of a public page: its HTML, answered 200 to a GET. Not HEAD,
 *   not an error or not-found page, not a payload for the app (`.rsc`: the
 *   app reports a client navigation once shown), not `/admin/`, not the
 *   sitemap;
 * - a **contact saved** without JavaScript: the contact card downloaded
 *   from a page of the site (its `Referer`), which Firefox, sending no
 *   pings, reports no other way.
 * Only from a person's browser, and never a prefetch or a prerender.
 */
export function servedEvent(request: Request, response: Response): { kind: "view" | "contact"; page: CountedPage } | undefined {
  if (request.method !== "GET" || response.status !== 200 || isSpeculative(request)) return undefined;
  const { pathname } = new URL(request.url);
  const counted = contactCardPath.test(pathname)
    ? { kind: "contact" as const, page: pageOfReferrer(request) }
    : { kind: "view" as const, page: response.headers.get("Content-Type")?.startsWith("text/html") && isNavigation(request) ? countedPage(pathname) : undefined };
  // The user agent is read last, against isbot's long list, only for what would count.
  return counted.page && fromAPerson(request) ? { kind: counted.kind, page: counted.page } : undefined;
}

/**
 * A page loaded to be shown, by the browser's own account (Fetch Metadata):
 * not another site's picture, frame or script asking for it, which would
 * count that site's visitors as this one's. A request without the headers
 * (an older browser, a program) is taken at its word.
 */
function isNavigation(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  const destination = request.headers.get("Sec-Fetch-Dest");
  return (mode === null || mode === "navigate") && (destination === null || destination === "document");
}

/** What a tap's address may say: its kind, and the design or service it is about. */
export interface Tap {
  kind: TapKind;
  design?: string;
  service?: string;
}

const serviceSet = new Set<string>(serviceIds);

/**
 * The tap an address (app/lib/tap-ping.ts) reports, if it is one the site's pages
 * make: a known kind, and only a known design or service. Anything else is
 * refused, so that no one can write what they like into the owner's figures.
 */
export function tapOf(url: URL): Tap | undefined {
  const kind = url.searchParams.get("kind");
  if (!tapKinds.includes(kind as TapKind)) return undefined;
  const design = url.searchParams.get("design") ?? undefined;
  const service = url.searchParams.get("service") ?? undefined;
  if (design !== undefined && !designSlugs.has(design)) return undefined;
  if (service !== undefined && !serviceSet.has(service)) return undefined;
  return { kind: kind as TapKind, design, service };
}

/** What a quote request was for: a service's id where the event is one, else the form's own event type. */
export const quoteTopics: ReadonlySet<string> = new Set([...serviceIds, ...quoteEventTypes]);

/**
 * The page a report or a download was sent from, which must be a page of this
 * site: a ping names it in `Ping-From` (and sends no `Referer`), a beacon or a
 * link followed in its `Referer`.
 */
export function pageOfReferrer(request: Request): CountedPage | undefined {
  const referrer = request.headers.get("Ping-From") ?? request.headers.get("Referer");
  if (!referrer) return undefined;
  try {
    const from = new URL(referrer);
    return from.origin === new URL(request.url).origin ? countedPage(from.pathname) : undefined;
  } catch {
    return undefined;
  }
}

/** The owner's day: Ahmedabad's date (UTC+5:30, no daylight saving), `YYYY-MM-DD`. */
export function ahmedabadDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
