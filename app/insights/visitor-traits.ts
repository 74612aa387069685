/**
 * What is kept about a visitor beside the page: the device, the language
 * the browser asks for first, and the place Cloudflare's edge names. Each is
 * a value from a known, finite list (or `other`), so that no sender can
 * write values of their choosing into the owner's figures
 * (docs/decisions/016-insights.md). The referrer: ./referrer-sources.ts.
 */

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
 * The browser languages kept by name: India's languages with a two-letter
 * code, and the world's most spoken; any other is `other`.
 */
export const browserLanguages = [
  "gu", "en", "hi", "mr", "bn", "ta", "te", "kn", "ml", "pa", "ur", "or", "as", "ne", "sd", "sa",
  "ar", "de", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "zh",
] as const;

/** The value a language off the list is kept as. */
export const otherLanguage = "other";

/**
 * The language the browser asks for first (`Accept-Language`, by weight,
 * then order), without its region (`gu-IN` and `gu` are both `gu`): one of
 * {@link browserLanguages}, else `other`; none when it names none.
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
  const first = ranges[0]?.primary;
  if (first === undefined) return undefined;
  return (browserLanguages as readonly string[]).includes(first) ? first : otherLanguage;
}

/**
 * India's states and union territories by their ISO 3166-2:IN codes, as
 * location databases give them; the codes the standard gave four of them in
 * 2023 (CG, OD, UK, TS), and the two territories merged in 2020 (DN, DD), lead
 * to the same entries.
 */
export const indianRegions = [
  "AN", "AP", "AR", "AS", "BR", "CH", "CT", "DH", "DL", "GA", "GJ", "HP", "HR", "JH", "JK", "KA", "KL", "LA",
  "LD", "MH", "ML", "MN", "MP", "MZ", "NL", "OR", "PB", "PY", "RJ", "SK", "TG", "TN", "TR", "UP", "UT", "WB",
] as const;

const formerRegionCodes: Record<string, (typeof indianRegions)[number]> = { CG: "CT", OD: "OR", UK: "UT", TS: "TG", DN: "DH", DD: "DH" };

/** The value a place in India off the list is kept as. */
export const otherRegion = "other";

/**
 * Where the request came from, as Cloudflare's edge tells the Worker
 * (`request.cf`): the country, and within India the state, by its code.
 * Never the address.
 */
export function placeOf(request: Request): { country?: string; region?: string } {
  const cf = (request as Request & { cf?: { country?: unknown; regionCode?: unknown } }).cf;
  const country = typeof cf?.country === "string" && /^[A-Z][A-Z0-9]$/.test(cf.country) ? cf.country : undefined;
  if (country !== "IN") return { country, region: undefined };
  const code = typeof cf?.regionCode === "string" ? cf.regionCode.toUpperCase() : "";
  const region = (indianRegions as readonly string[]).includes(code) ? code : (formerRegionCodes[code] ?? otherRegion);
  return { country, region };
}
