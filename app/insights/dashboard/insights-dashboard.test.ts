import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { renderWorkerPage } from "#render-worker-page";
import type { Language } from "~/i18n/language";
import { insightsHtmlHeaders } from "../insights-headers";
import type { Day, Figures, Report, Row } from "../report";
import { senderBounds } from "../bounds";

const figures = (visitors: number): Figures => ({
  views: visitors * 3,
  visitors,
  whatsapp: 1,
  similar: 0,
  call: 1,
  email: 0,
  quote: 1,
  contact: 0,
  share: 2,
  enquirers: 1,
});
const rows = (...values: string[]): Row[] => values.map((value, index) => ({ value, ...figures(10 - index) }));

/** A week from 26 October to 1 November 2026, with a visitor from most places the page names. */
function report(overrides: Partial<Report> = {}): Report {
  const days: Day[] = Array.from({ length: 7 }, (_, index) => ({ day: new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10), ...figures(index + 1) }));
  return {
    period: 7,
    from: "2026-10-26",
    to: "2026-11-01",
    previousFrom: "2026-10-19",
    previousTo: "2026-10-25",
    current: figures(28),
    previous: figures(20),
    days,
    by: {
      page: rows("home", "design", "post", "journal"),
      language: rows("gu", "en"),
      design: rows("marigold-rose-mandap-canopy"),
      post: rows("haldi-decoration-at-home", "a-post-taken-down"),
      service: rows("wedding"),
      referrer: rows("google", "whatsapp", "example.com", "other"),
      country: rows("IN", "AU", "NZ", "QM"),
      region: rows("GJ", "MH", "OR", "other", "Gujarat"),
      device: rows("phone"),
      browser_language: rows("gu", "fr", "other"),
    },
    dropped: { current: 1234, previous: 56 },
    bounds: { ...senderBounds },
    ...overrides,
  };
}

const page = async (language: Language, data = report()) => new Response(await renderWorkerPage({ page: "insights", language, report: data, heldBack: false })).text();

/** The text of each row heading of the table with this caption. */
function rowNames(html: string, caption: string): string[] {
  const table = new RegExp(`<caption>${caption}</caption>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? "";
  return [...table.matchAll(/<th scope="row">([^<]*)/g)].map((match) => match[1]!);
}

// The first render loads React's server renderer: in `npm test`, beside the type check and two
// builds, that alone outran a test's 5 s. Loaded once here, each test times its own page.
beforeAll(async () => void (await page("en")), 30_000);

describe("the insights page", () => {
  test("is a whole document whose one stylesheet is the bytes its policy allows, and which runs no script", async () => {
    const html = await page("en");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN"><head>/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    const policy = (await insightsHtmlHeaders()).get("Content-Security-Policy")!;
    expect(policy).toContain(`style-src 'sha256-${createHash("sha256").update(styles[0]!).digest("base64")}';`);
    expect(html).not.toMatch(/<script|\sstyle=|<link/);
  });

  test("in Gujarati, writes months whole in the house's letters, and no date takes an ending", async () => {
    const html = await page("gu");
    expect(html).toContain('<html lang="gu-IN">');
    expect(html).toContain("26 ઓક્ટોબરથી 1 નવેમ્બર સુધી, અગાઉના 19 ઓક્ટોબરથી 25 ઓક્ટોબર સુધીના સમયગાળાની સરખામણીમાં");
    expect(html).toContain('<th scope="row">29 ઓક્ટોબર</th>');
    expect(html).not.toMatch(/[ઑૅૉ]/);
  });

  test("names states, sources, countries and languages in the page's language; what it cannot name shows as kept", async () => {
    const gujarati = await page("gu");
    expect(rowNames(gujarati, "ભારતનાં રાજ્યો")).toEqual(["ગુજરાત", "મહારાષ્ટ્ર", "ઓડિશા", "રાજ્ય જાણી શકાયું નથી", "Gujarat"]);
    expect(rowNames(gujarati, "કઈ સાઇટ કે એપ પરથી આવ્યા")).toEqual(["ગૂગલ", "વોટ્સએપ", "example.com", "બીજી સાઇટો"]);
    expect(rowNames(gujarati, "દેશો")).toEqual(["ભારત", "ઓસ્ટ્રેલિયા", "ન્યુઝીલેન્ડ", "QM"]);
    expect(rowNames(gujarati, "મુલાકાતીઓના બ્રાઉઝરની પહેલી પસંદગીની ભાષા")).toEqual(["ગુજરાતી", "ફ્રેન્ચ", "બીજી ભાષાઓ"]);
    const english = await page("en");
    expect(rowNames(english, "States of India")).toEqual(["Gujarat", "Maharashtra", "Odisha", "State not known", "Gujarat"]);
    expect(rowNames(english, "Sites that sent visitors")).toEqual(["Google", "WhatsApp", "example.com", "Other sites"]);
    expect(rowNames(english, "Countries")).toEqual(["India", "Australia", "New Zealand", "QM"]);
  });

  test("names the journal's pages, and each post by its title in the page's language, one taken down since by its address", async () => {
    const english = await page("en");
    expect(rowNames(english, "By page")).toEqual(["Home", "A design&#x27;s page", "A journal post", "Journal"]);
    expect(rowNames(english, "By journal post")).toEqual(["Haldi decoration at home, in a small space", "/journal/a-post-taken-down"]);
    const gujarati = await page("gu");
    expect(rowNames(gujarati, "પાના પ્રમાણે")).toEqual(["મુખ્ય પાનું", "ડિઝાઇનનું પાનું", "લેખનું પાનું", "સજાવટના વિચારો"]);
    expect(rowNames(gujarati, "લેખ પ્રમાણે")).toEqual(["ઘરે, નાની જગ્યામાં પીઠીની સજાવટ", "/journal/a-post-taken-down"]);
  });

  test("gives each post its views, the enquiries made on its page and its shares", async () => {
    const html = await page("en", report({ by: { ...report().by, post: [{ value: "haldi-decoration-at-home", ...figures(5), whatsapp: 2, call: 0, quote: 0, share: 4 }] } }));
    const table = /<caption>By journal post<\/caption>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? "";
    expect([...table.matchAll(/<th scope="col">([^<]*)/g)].map((match) => match[1])).toEqual(["Post", "Page views", "Enquiries", "Times shared"]);
    expect([...table.matchAll(/<td>([^<]*)<\/td>/g)].map((match) => match[1])).toEqual(["15", "2", "4"]);
  });

  test("says what one address can count, and what those bounds left out in each period", async () => {
    expect(await page("en")).toContain(
      "one internet address is counted at most 60 times a minute and 300 times a day, and as at most 10 visitors a day. Not counted because of these limits: 1,234 times in this period, 56 in the period before.",
    );
    expect(await page("gu")).toContain("આ મર્યાદાઓને લીધે આ સમયગાળામાં 1,234 વાર અને અગાઉના સમયગાળામાં 56 વાર ગણતરી થઈ નથી.");
  });

  test("says when today's figures were added up, in Ahmedabad's time, only when they are not the page's own", async () => {
    const at = "2026-11-01T17:37:00Z";
    expect(await page("en", report({ todayAddedUpAt: at }))).toContain("Today&#x27;s figures are as of 1 November at 11:07 pm.");
    const gujarati = await page("gu", report({ todayAddedUpAt: at }));
    expect(gujarati).toContain("આજના આંકડા 1 નવેમ્બર, રાત્રે 11:07 સુધીના છે.");
    expect(await page("en")).not.toContain("as of");
  });

  test("writes whatever the figures hold as text: a kept value cannot become markup", async () => {
    const html = await page("en", report({ by: { ...report().by, referrer: rows('evil.example"><script>alert(1)</script>') } }));
    expect(html).not.toContain("<script");
    expect(rowNames(html, "Sites that sent visitors")).toEqual(["evil.example&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"]);
  });
});

describe("the pages around it", () => {
  test("after sign-in, go on to the figures by themselves; the sign-in page offers GitHub's", async () => {
    const signedIn = await new Response(await renderWorkerPage({ page: "insights-access", language: "gu", kind: "signed-in", for: "insights" })).text();
    expect(signedIn).toMatch(/<meta http-equiv="refresh" content="0; url=\/admin\/gu\/insights"\/>/);
    const signIn = await new Response(await renderWorkerPage({ page: "insights-access", language: "en", kind: "sign-in", for: "insights" })).text();
    expect(signIn).toContain('<a class="primary" href="/admin/insights/sign-in">Sign in with GitHub</a>');
    expect(signIn).not.toContain("http-equiv");
    expect(signIn).not.toMatch(/<script/);
  });
});
