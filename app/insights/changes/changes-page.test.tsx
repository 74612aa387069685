import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { renderWorkerPage } from "#render-worker-page";
import type { Language } from "~/i18n/language";
import { insightsHtmlHeaders } from "../insights-headers";
import type { Report } from "../report";
import type { Refusal } from "./refusals";

/** A change the deploy held back: a design's Gujarati description gone, its title too long. */
const refusal = (overrides: Partial<Refusal> = {}): Refusal => ({
  refusedAt: Date.UTC(2026, 10, 28, 17, 40),
  committedAt: Date.UTC(2026, 10, 28, 17, 37),
  commitId: "4f2a9c1",
  message: "Update Portfolio designs “haldi-marigold-backdrop”",
  problems: [
    { file: "content/designs/haldi-marigold-backdrop.json", entry: 'design "Haldi Marigold Backdrop"', field: "gu.imageAlt", rule: "is missing", label: "What the picture shows" },
    { file: "content/designs/haldi-marigold-backdrop.json", entry: 'design "Haldi Marigold Backdrop"', field: "en.title", rule: "must be at most 60 characters" },
  ],
  more: 0,
  ...overrides,
});

const page = async (language: Language, refusals: Refusal[]) => new Response(await renderWorkerPage({ page: "changes", language, refusals })).text();

/** The page's text, its tags dropped and its spaces made one, as a reader reads it. */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

// The first render loads React's server renderer: in `npm test`, beside the type check and two
// builds, that alone outran a test's 5 s. Loaded once here, each test times its own page.
beforeAll(async () => void (await page("en", [])), 30_000);

describe("the owner's changes", () => {
  test("nothing held back: all her changes are live, in either language", async () => {
    expect(text(await page("en", []))).toContain("All your changes are live Nothing you published was held back.");
    expect(text(await page("gu", []))).toContain("તમારા બધા ફેરફારો વેબસાઇટ પર દેખાય છે");
  });

  test("a change held back: the change, when, each file, field and reason, and that the site still shows its last good version", async () => {
    const english = text(await page("en", [refusal()]));
    expect(english).toContain("Your latest change is not on the website yet The website still shows its last good version");
    expect(english).toContain("Update Portfolio designs “haldi-marigold-backdrop” Published on 28 November at 11:07 pm · change 4f2a9c1");
    expect(english).toContain(
      "the design “Haldi Marigold Backdrop” File content/designs/haldi-marigold-backdrop.json Box What the picture shows (Gujarati) What is wrong It is missing: fill it in.",
    );
    expect(english).toContain("Box title (English) What is wrong It is too long: at most 60 characters fit.");

    const gujarati = text(await page("gu", [refusal()]));
    expect(gujarati).toContain("તમારો છેલ્લો ફેરફાર હજી વેબસાઇટ પર દેખાતો નથી વેબસાઇટ પર હજી તેનું છેલ્લું સાચું રૂપ જ દેખાય છે");
    expect(gujarati).toContain("પ્રકાશિત કર્યો: 28 નવેમ્બર, રાત્રે 11:07 · ફેરફાર 4f2a9c1");
    expect(gujarati).toContain("ડિઝાઇન “Haldi Marigold Backdrop” ફાઇલ content/designs/haldi-marigold-backdrop.json ખાનું What the picture shows (ગુજરાતી) શું ખોટું છે આ માહિતી ખૂટે છે: તે ભરો.");
    expect(gujarati).toContain("ખાનું title (અંગ્રેજી) શું ખોટું છે લખાણ બહુ લાંબું છે: તેમાં વધુમાં વધુ 60 અક્ષર સમાય છે (ગુજરાતીમાં કાના-માત્રા અને ખોડા અક્ષર પણ અલગ ગણાય છે).");
    expect(gujarati).not.toMatch(/[ઑૅૉ]/);
  });

  test("earlier changes held back with it are named; the problems are the latest's alone, and those left out are counted", async () => {
    const earlier = refusal({ commitId: "19bd007", message: "Update Business and pages “business”", committedAt: Date.UTC(2026, 10, 27, 5, 0), problems: [] });
    const html = text(await page("en", [refusal({ more: 12 }), earlier]));
    expect(html).toContain("And 12 more: the website's developer can see them all.");
    expect(html).toContain("Held back with it These earlier changes were held back too.");
    expect(html).toContain("Update Business and pages “business” Published on 27 November at 10:30 am · change 19bd007");
  });

  test("writes a commit's message and a problem as text: nothing in them becomes markup", async () => {
    const html = await page("en", [
      refusal({ message: '<img src=x onerror="alert(1)">', problems: [{ file: "content/x.json", entry: "<b>x</b>", field: "", rule: "<script>alert(1)</script>" }] }),
    ]);
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("its header: the other language, the insights, the sign-out; one stylesheet its policy allows, no script", async () => {
    const html = await page("gu", [refusal()]);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="gu-IN"><head>/);
    expect(html).toContain('<a href="/admin/changes" hrefLang="en-IN" lang="en-IN">અંગ્રેજીમાં જુઓ</a>');
    expect(html).toContain('<a href="/admin/gu/insights">આંકડા જુઓ</a>');
    expect(html).toContain('<form action="/admin/gu/insights/sign-out" method="post">');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    const policy = (await insightsHtmlHeaders()).get("Content-Security-Policy")!;
    expect(policy).toContain(`style-src 'sha256-${createHash("sha256").update(styles[0]!).digest("base64")}';`);
    expect(html).not.toMatch(/<script|\sstyle=|<link/);
  });
});

describe("the way to it", () => {
  const report = { period: 7, from: "2026-10-26", to: "2026-11-01", previousFrom: "2026-10-19", previousTo: "2026-10-25", days: [], by: {} } as unknown as Report;

  test("the insights page's header leads to her changes, and says when one is held back", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { PeriodBar } = await import("../dashboard/period-bar");
    const bar = (language: Language, heldBack: boolean) => renderToStaticMarkup(<PeriodBar language={language} report={report} heldBack={heldBack} />);
    expect(bar("en", false)).toContain('<p><a href="/admin/changes">Your changes</a></p>');
    expect(bar("en", true)).toContain('<p class="alert"><a href="/admin/changes">A change of yours is not on the website yet: see why</a></p>');
    expect(bar("gu", true)).toContain('<a href="/admin/gu/changes">તમારો એક ફેરફાર હજી વેબસાઇટ પર નથી: શા માટે, તે જુઓ</a>');
  });

  test("without a session: the sign-in, coming back to the changes; after it, on to them by itself", async () => {
    const signIn = await new Response(await renderWorkerPage({ page: "insights-access", language: "gu", kind: "sign-in", for: "changes" })).text();
    expect(signIn).toContain("<h1>તમારા ફેરફારો જોવા સાઇન ઇન કરો</h1>");
    expect(signIn).toContain('<a class="primary" href="/admin/gu/changes/sign-in">ગિટહબથી સાઇન ઇન કરો</a>');
    const signedIn = await new Response(await renderWorkerPage({ page: "insights-access", language: "en", kind: "signed-in", for: "changes" })).text();
    expect(signedIn).toMatch(/<meta http-equiv="refresh" content="0; url=\/admin\/changes"\/>/);
  });
});
