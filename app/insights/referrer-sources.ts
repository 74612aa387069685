/**
 * Where a visitor came from, as the owner would name it
 * (docs/decisions/016-insights.md, "Every kept value from a known list"):
 * the search engines, social networks, chat apps and wedding and business
 * directories that send a local decorator its visitors, by the host names and
 * Android app names they send as the referrer. Any other site is kept by its
 * host name for the day, and the roll-up keeps by name at most
 * {@link otherSitesKeptADay} of those a day, each named by at least
 * {@link sendersToKeepASite} senders, folding the rest into {@link otherSites}
 * (app/insights/roll-up-statements.ts).
 */

export const referrerSources = {
  google: [/^google\.[a-z.]+$/, /^com\.google\.android\.googlequicksearchbox$/],
  "google-maps": [/^maps\.google\.[a-z.]+$/, /^maps\.app\.goo\.gl$/, /^com\.google\.android\.apps\.maps$/],
  bing: [/^bing\.com$/],
  duckduckgo: [/^duckduckgo\.com$/],
  yahoo: [/^(search\.)?yahoo\.com$/, /^[a-z]{2}\.search\.yahoo\.com$/],
  email: [/^mail\.google\.com$/, /^com\.google\.android\.gm$/, /^outlook\.(live|office)\.com$/, /^mail\.yahoo\.com$/],
  instagram: [/^(l\.)?instagram\.com$/, /^com\.instagram\.android$/],
  facebook: [/^((l|m|lm|web)\.)?facebook\.com$/, /^fb\.com$/, /^com\.facebook\.(katana|lite|orca)$/],
  whatsapp: [/^(web\.)?whatsapp\.com$/, /^wa\.me$/, /^com\.whatsapp(\.w4b)?$/],
  youtube: [/^(m\.)?youtube\.com$/, /^youtu\.be$/, /^com\.google\.android\.youtube$/],
  justdial: [/^justdial\.com$/],
  wedmegood: [/^wedmegood\.com$/],
  weddingwire: [/^weddingwire\.in$/],
  pinterest: [/^pinterest\.(com|co\.in|in)$/, /^pin\.it$/, /^com\.pinterest$/],
  twitter: [/^(x|twitter)\.com$/, /^t\.co$/],
  linkedin: [/^linkedin\.com$/, /^lnkd\.in$/, /^com\.linkedin\.android$/],
  sulekha: [/^sulekha\.com$/],
  indiamart: [/^indiamart\.com$/],
  chatgpt: [/^chatgpt\.com$/, /^chat\.openai\.com$/],
} as const satisfies Record<string, readonly RegExp[]>;

export type ReferrerSource = keyof typeof referrerSources;

/** The value other sites are folded into past the day's {@link otherSitesKeptADay}. */
export const otherSites = "other";

/** How many sites beyond the named ones a day keeps by name (the ones that sent the most visitors). */
export const otherSitesKeptADay = 30;

/**
 * How many senders (./bounds.ts) must name a site in a day for it to be kept
 * by name: one sender, within its bounds, could otherwise put a host of its
 * choosing at the top of the owner's table.
 */
export const sendersToKeepASite = 3;

/** A host name as sites have them: dotted labels of letters, digits and hyphens, not an address. */
const siteHost = /^(?=.{4,253}$)(?!\d+(\.\d+)*$)([a-z0-9-]{1,63}\.)+[a-z0-9-]{2,63}$/;

/**
 * The source a referrer names: a named source's id, else the referring
 * site's host name (without `www.`); none when there is no referrer, it is
 * this site, or it is no site's name (an address, a local name, something made
 * up). Only the host is read, never the rest of the address.
 */
export function referrerSource(request: Request): string | undefined {
  const referrer = request.headers.get("Referer");
  if (!referrer) return undefined;
  try {
    const from = new URL(referrer);
    if (from.host === new URL(request.url).host) return undefined;
    const host = from.hostname.toLowerCase().replace(/^www\./, "");
    if (!siteHost.test(host)) return undefined;
    const named = Object.entries(referrerSources).find(([, hosts]) => hosts.some((pattern) => pattern.test(host)));
    return named ? named[0] : host;
  } catch {
    return undefined;
  }
}
