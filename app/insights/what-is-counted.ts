import { isbot } from "isbot";
import { portfolioItems } from "~/content/portfolio";
import { serviceIds } from "~/content/schema";
import { type Language, languageOfPath, pathWithoutLanguage } from "~/i18n/language";
import { sharedAddressKind } from "~/http/page-addresses";
import { quoteEventTypes } from "~/quote/quote-schema";
import { type TapKind, tapKinds } from "./tap-ping";

/**
 * What the owner's insights count, and what they leave out
 * (docs/decisions/016-insights.md). Pure rules over a request and its
 * answer; ./insights-store.ts writes what they let through.
 */

/** A page view, a tap on one of the ways to get in touch or to share, or a quote request the action accepted. */
export type EventKind = "view" | TapKind | "quote";

/** The pages, each once whatever its language: a design's page is `design`, with the design named beside it. */
export type PageName = "home" | "services" | "portfolio" | "design" | "about" | "contact";

export interface CountedPage {
  page: PageName;
  language: Language;
  /** The design whose page it is. */
  design?: string;
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
  return design && designSlugs.has(design) ? { page: "design", language, design } : undefined;
}

/** A request a person's browser made: not a crawler, a link preview, a monitor or a script that says what it is. */
export function fromAPerson(request: Request): boolean {
  return !isbot(request.headers.get("User-Agent") ?? "");
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
 * The tap an address (./tap-ping.ts) reports, if it is one the site's pages
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

/** Phone, tablet or computer, from the browser's own hints: `Sec-CH-UA-Mobile`, else the user agent's "Mobi" (as MDN advises). */
export type Device = "phone" | "tablet" | "desktop";

export function deviceOf(request: Request): Device {
  if (request.headers.get("Sec-CH-UA-Mobile") === "?1") return "phone";
  const agent = request.headers.get("User-Agent") ?? "";
  if (/Mobi|iPhone|iPod/.test(agent)) return "phone";
  // An Android tablet's browser leaves "Mobile" out; iPadOS's Safari says it is a Mac and counts as a computer.
  if (/iPad|Tablet|Android|Silk|Kindle/.test(agent)) return "tablet";
  return "desktop";
}

/**
 * The language the browser asks for first (`Accept-Language`, by weight,
 * then order), without its region: `gu-IN` and `gu` are both `gu`.
 */
export function browserLanguage(request: Request): string | undefined {
  const ranges = (request.headers.get("Accept-Language") ?? "").split(",").flatMap((part, order) => {
    const [range = "", ...parameters] = part.trim().split(";");
    const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((q) => q !== undefined);
    const primary = range.trim().toLowerCase().split("-")[0] ?? "";
    const q = weight === undefined ? 1 : Number(weight);
    return /^[a-z]{2,3}$/.test(primary) && q > 0 ? [{ primary, q, order }] : [];
  });
  ranges.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges[0]?.primary;
}

/** A host name as sites have them: dotted labels of letters, digits and hyphens, not an address. */
const siteHost = /^(?=.{4,253}$)(?!\d+(\.\d+)*$)([a-z0-9-]{1,63}\.)+[a-z0-9-]{2,63}$/;

/**
 * The site a visitor came from: the referrer's host, without `www.`; none
 * when there is no referrer, it is this site, or it is no site's name (an
 * address, a local name, something made up). Only the host is kept, never
 * the rest of the address.
 */
export function referrerHost(request: Request): string | undefined {
  const referrer = request.headers.get("Referer");
  if (!referrer) return undefined;
  try {
    const from = new URL(referrer);
    if (from.host === new URL(request.url).host) return undefined;
    const host = from.hostname.toLowerCase().replace(/^www\./, "");
    return siteHost.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

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

/**
 * Where the request came from, as Cloudflare's edge tells the Worker
 * (`request.cf`): the country, and within India the state. Never the address.
 */
export function placeOf(request: Request): { country?: string; region?: string } {
  const cf = (request as Request & { cf?: { country?: unknown; region?: unknown } }).cf;
  const country = typeof cf?.country === "string" && /^[A-Z][A-Z0-9]$/.test(cf.country) ? cf.country : undefined;
  const region = country === "IN" && typeof cf?.region === "string" && cf.region.length <= 60 ? cf.region : undefined;
  return { country, region };
}

/** The owner's day: Ahmedabad's date (UTC+5:30, no daylight saving), `YYYY-MM-DD`. */
export function ahmedabadDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
