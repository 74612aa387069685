import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { chromiumFlags, systemChromium } from "../system-chromium.ts";
import { withServedBuilds } from "./compare.ts";
import { type BuildName, buildNames } from "./comparison.ts";
import { onExit } from "./exit-tasks.ts";
import { type Spread, spread } from "./stats.ts";
import { startThrottlingProxy } from "./throttling-proxy.ts";
import { type BuildSpec, checkoutRoot } from "./worktree.ts";

/**
 * `npm run bench -- --next-page`: how long after a tap the next page's
 * heading is on screen (docs/decisions/015-the-next-page.md). A page is loaded
 * as Lighthouse's mobile profile applies it (the processor slowed 4× by
 * DevTools; 562.5 ms of latency, 1.47 Mbit/s down, 675 kbit/s up by a proxy,
 * tests/perf/throttling-proxy.ts, which unlike DevTools also slows a
 * prerendered page), left until it has loaded (with JavaScript: until the link
 * is hydrated) and the network has been quiet for half a second, in a fresh
 * profile, then a link is hovered for 0.6 s and tapped, and the time is taken
 * from the tap until the next page's `h1` has been painted:
 * - a client navigation (the app's): the first task after the frame in which
 *   the document's `h1` changed (a MutationObserver sees the change, then
 *   `requestAnimationFrame` and a task: that frame has been painted by then);
 * - a new document (without JavaScript): the first largest-contentful-paint
 *   entry for the `h1` or an element after it in document order. The `h1` is
 *   larger than anything before it on the text pages (the header's words and
 *   logo), so the frame that first paints it, or something larger after it,
 *   brings a new largest element and an entry; the parser reaches the `h1`
 *   before anything after it. For a prerendered page this is at the earliest
 *   the first frame after activation, Chromium painting nothing before. Where
 *   Chromium reports no such entry, the first contentful paint: a page opened
 *   at a fragment (`/services#wedding`, scrolled there, gets none) and a
 *   design's page (its photograph, before the `h1`, is the largest). The
 *   record says which (`paintedBy`).
 * The tap's moment is this process's clock just before the pointer goes down;
 * each document's clock is set against it by the quickest of five readings.
 *
 * With `--compare`, `--without` or `--patch` the two builds take turns, run
 * by run (A B B A …). BENCH_RUNS (5) runs per link, build and JavaScript
 * setting; BENCH_PAGES=/,/gu restricts the start pages, BENCH_JS=on or off
 * the JavaScript setting, BENCH_HOVER_MS (600) sets how long the link is
 * hovered; the browser is BENCH_CHROME, else Debian's Chromium.
 */

/** Lighthouse 13's mobile network, as it applies it (`throttlingMethod: "devtools"`). */
const lighthouseMobile = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const cpuSlowdown = 4;
const hoverMs = Number(process.env.BENCH_HOVER_MS ?? 600);
/** BENCH_JS=on or off measures with or without JavaScript only. */
const javaScriptSettings = process.env.BENCH_JS ? [process.env.BENCH_JS === "on"] : [true, false];

interface Tap {
  /** Where the visit starts. */
  start: string;
  /** Which link is tapped. */
  kind: "navigation" | "service card" | "portfolio design";
  /** The link, as a CSS selector (the first match). */
  link: string;
}

/** A page's path in the language: `/` → `/gu`, `/services` → `/gu/services`. */
const inLanguage = (gujarati: boolean, path: string) => (!gujarati ? path : path === "/" ? "/gu" : `/gu${path}`);

const allTaps: Tap[] = [false, true].flatMap((gujarati) => {
  const path = (page: string) => inLanguage(gujarati, page);
  return [
    { start: path("/"), kind: "navigation", link: `header nav a[href="${path("/services")}"]` },
    { start: path("/contact"), kind: "navigation", link: `header nav a[href="${path("/portfolio")}"]` },
    { start: path("/"), kind: "service card", link: `#services a[href^="${path("/services")}#"]` },
    { start: path("/portfolio"), kind: "portfolio design", link: `main article h3 a[href^="${path("/portfolio/")}"]` },
  ] satisfies Tap[];
});

const startPages = process.env.BENCH_PAGES?.split(",").map((page) => page.trim());
const taps = allTaps.filter((tap) => !startPages || startPages.includes(tap.start));

/** How the next page came: the app rendered it, or the browser loaded a document, prerendered or not. */
type Arrival = "client navigation" | "prerendered document" | "document";

type PaintedBy = "the frame after the h1 changed" | "largest contentful paint at the h1" | "first contentful paint";

export interface NextPageRecord {
  build: BuildName;
  javaScript: boolean;
  start: string;
  kind: Tap["kind"];
  target: string;
  run: number;
  tapToHeadingMs: number;
  /** How the heading's paint was seen (see the top of this file). */
  paintedBy: PaintedBy;
  arrival: Arrival;
  /** Requests the hover started (pages and payloads fetched ahead, and their subresources). */
  fetchedAhead: string[];
  startedAt: string;
}

export interface NextPageComparison {
  startedAt: string;
  browser: string;
  hoverMs: number;
  builds: Partial<Record<BuildName, BuildSpec>>;
  runs: number;
  records: NextPageRecord[];
}

/** This process's clock, in milliseconds since the epoch (sub-millisecond). */
const now = () => performance.timeOrigin + performance.now();

/** The current checkout, or two builds in their own worktrees served side by side (A on `port`, B on `port` + 1), measured in turns. */
export function benchNextPage(builds: Record<BuildName, BuildSpec> | undefined, runs: number, port: number): Promise<NextPageComparison> {
  return withServedBuilds(builds, port, ({ bases, builds: served }) => measure(bases, served, runs));
}

async function measure(bases: Partial<Record<BuildName, string>>, builds: Partial<Record<BuildName, BuildSpec>>, runs: number) {
  const startedAt = new Date().toISOString();
  const network = await startThrottlingProxy(lighthouseMobile);
  const browser = await puppeteer.launch({
    executablePath: process.env.BENCH_CHROME ?? systemChromium,
    headless: true,
    // A window as wide as a laptop's, so the header shows its navigation (a phone's is behind the menu button).
    args: [...chromiumFlags.filter((flag) => flag !== "--headless"), "--window-size=1280,800", ...network.chromiumFlags],
    defaultViewport: { width: 1280, height: 800 },
  });
  const close = onExit(() => {
    void browser.close();
    network.close();
  });
  try {
    const order = turns(runs, buildNames.filter((name) => bases[name]));
    const records: NextPageRecord[] = [];
    for (const javaScript of javaScriptSettings) {
      for (const tap of taps) {
        const counts = { A: 0, B: 0 };
        for (const build of order) {
          const run = ++counts[build];
          const record = { build, javaScript, run, startedAt: new Date().toISOString(), ...(await tapOnce(browser, bases[build]!, tap, javaScript)) };
          records.push(record);
          console.error(
            `${javaScript ? "JS on " : "JS off"} ${tap.start} → ${record.target} ${build} ${run}/${runs}: ` +
              `${Math.round(record.tapToHeadingMs)} ms (${record.arrival}; fetched ahead: ${record.fetchedAhead.join(" ") || "nothing"})`,
          );
        }
      }
    }
    return { startedAt, browser: await browser.version(), hoverMs, builds, runs, records };
  } finally {
    close();
  }
}

/** Whose run comes next, run after run: A B, then B A, … (so a host getting busier weighs on both alike). */
function turns(runs: number, names: BuildName[]): BuildName[] {
  return Array.from({ length: runs }, (_, run) => (run % 2 === 0 ? names : [...names].reverse())).flat();
}

/** One visit: a fresh profile (nothing cached), the start page loaded, the link hovered and tapped. */
async function tapOnce(browser: Browser, base: string, tap: Tap, javaScript: boolean) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setJavaScriptEnabled(javaScript);
    await page.emulateCPUThrottling(cpuSlowdown);
    await page.goto(`${base}${tap.start}`, { waitUntil: "load", timeout: 60_000 });
    const link = await page.waitForSelector(tap.link, { timeout: 30_000 });
    if (!link) throw new Error(`No link ${tap.link} on ${tap.start}`);
    const target = new URL((await link.evaluate((element) => element.getAttribute("href")))!, base).pathname;
    if (javaScript) {
      await page.waitForFunction((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")), { polling: 100, timeout: 60_000 }, link);
      await watchForNewHeading(page);
    }
    // The route manifest (with JavaScript) or the speculation rules (without) have come.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const startClock = await clockOffset(page);

    const fetchedAhead: string[] = [];
    const noteRequest = (request: { url: () => string }) => fetchedAhead.push(new URL(request.url()).pathname);
    page.on("request", noteRequest);
    await link.hover();
    await sleep(hoverMs);
    page.off("request", noteRequest);
    const tapped = now();
    await page.mouse.down();
    await page.mouse.up();

    const heading = await headingPainted(page, target, startClock);
    return { start: tap.start, kind: tap.kind, target, tapToHeadingMs: heading.at - tapped, paintedBy: heading.paintedBy, arrival: heading.arrival, fetchedAhead };
  } finally {
    await context.close();
  }
}

/**
 * In the start document (with JavaScript): resolves `window.__headingPainted`
 * with the moment, on the page's clock, of the first task after the frame in
 * which the document's `h1` took another text.
 */
async function watchForNewHeading(page: Page) {
  await page.evaluate(() => {
    // React keeps an `h1` element where the next page has one in the same place, and changes its text.
    const first = document.querySelector("h1")?.textContent;
    const painted = new Promise<number>((resolve) => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector("h1")?.textContent;
        if (heading === undefined || heading === first) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now())));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    Object.assign(window, { __headingPainted: painted, __startDocument: true });
  });
}

/** When the next page's heading was painted, on this process's clock, and how the page came. */
async function headingPainted(page: Page, target: string, startClock: number): Promise<{ at: number; paintedBy: PaintedBy; arrival: Arrival }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // Polled from here: without JavaScript the page runs no callbacks, an evaluation still answers.
    const state = await page
      .evaluate(() => ({
        path: location.pathname,
        sameDocument: "__startDocument" in window,
        complete: document.readyState === "complete",
      }))
      .catch(() => undefined); // the document went away between two polls
    if (state?.path === target && state.sameDocument) {
      const at = await page.evaluate(() => (window as unknown as { __headingPainted: Promise<number> }).__headingPainted);
      return { at: at - startClock, paintedBy: "the frame after the h1 changed", arrival: "client navigation" };
    }
    if (state?.path === target && state.complete) {
      const painted = await page.evaluate(headingPaint);
      if (painted) {
        const { at, byLargest, prerendered } = painted;
        return {
          at: at - (await clockOffset(page)),
          paintedBy: byLargest ? "largest contentful paint at the h1" : "first contentful paint",
          arrival: prerendered ? "prerendered document" : "document",
        };
      }
    }
    await sleep(50);
  }
  throw new Error(`The heading of ${target} was not painted within 30 s of the tap`);
}

/** In a new document: when its heading was painted, on the page's clock (see the top of this file). */
function headingPaint() {
  const heading = document.querySelector("h1");
  const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
  if (!heading || !firstPaint) return undefined;
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  const entries = observer.takeRecords() as (PerformanceEntry & { element: Element | null; renderTime: number })[];
  observer.disconnect();
  const atHeading = entries.find(
    ({ element }) =>
      element && (element === heading || element.contains(heading) || heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  // `activationStart` (Prerendering Revamped) is not in TypeScript's DOM types yet.
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number };
  return {
    at: performance.timeOrigin + (atHeading ? atHeading.renderTime || atHeading.startTime : firstPaint.startTime),
    byLargest: atHeading !== undefined,
    prerendered: navigation.activationStart > 0,
  };
}

/** How far the page's clock (`timeOrigin` + `now()`) is ahead of this process's, from the quickest of five readings. */
async function clockOffset(page: Page): Promise<number> {
  let best = { roundTrip: Infinity, offset: 0 };
  for (let reading = 0; reading < 5; reading++) {
    const before = now();
    const pageClock = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = now();
    if (after - before < best.roundTrip) best = { roundTrip: after - before, offset: pageClock - (before + after) / 2 };
  }
  return best.offset;
}

/** The measurement as Markdown: per link and JavaScript setting, each build's median tap-to-heading with its range. */
export function nextPageReport({ browser, hoverMs, builds, runs, records }: NextPageComparison): string {
  const names = buildNames.filter((name) => builds[name]);
  const ms = ({ median, min, max }: Spread) => `${Math.round(median)} (${Math.round(min)}–${Math.round(max)})`;
  const lines = [
    `## Tap to heading: ${runs} run${runs === 1 ? "" : "s"} per link${names.length === 2 ? ", build (interleaved)" : ""} and JavaScript setting`,
    "",
    ...names.map((name) => `- ${name}: ${builds[name]!.label}`),
    `- ${browser}, 4× CPU slowdown, Lighthouse's applied mobile network (${lighthouseMobile.latencyMs} ms, ${lighthouseMobile.downloadKbps} kbit/s down, ${lighthouseMobile.uploadKbps} kbit/s up), link hovered ${hoverMs / 1000} s`,
    "",
    "Milliseconds from the tap until the next page's `h1` is painted: median, with the lowest and highest run in brackets; " +
      "how the page came (client navigation, prerendered or plain document) and what the hover fetched ahead (payloads `.rsc`, documents), per run.",
    "",
    `| start | link | JS | ${names.map((name) => `${name} ms | ${name}: came as, fetched ahead`).join(" | ")} |`,
    `| --- | --- | --- |${" ---: | --- |".repeat(names.length)}`,
  ];
  const keys = [...new Map(records.map((record) => [`${record.javaScript}|${record.start}|${record.kind}`, record])).values()];
  for (const { javaScript, start, kind, target } of keys) {
    const cells = names.map((name) => {
      const runsOf = records.filter((record) => record.build === name && record.javaScript === javaScript && record.start === start && record.kind === kind);
      return `${ms(spread(runsOf.map((record) => record.tapToHeadingMs)))} | ${arrivals(runsOf)}`;
    });
    lines.push(`| ${start} | ${kind} → ${target} | ${javaScript ? "on" : "off"} | ${cells.join(" | ")} |`);
  }
  const ways = [...new Set(records.map((record) => record.paintedBy))];
  lines.push("", `The heading's paint seen by: ${ways.map((way) => `${way} (${records.filter((record) => record.paintedBy === way).length} runs)`).join(", ")}.`);
  return lines.join("\n");
}

/** "5 client navigation; 1 .rsc" and the like: how each run's page came, and the pages and payloads its hover fetched. */
function arrivals(runs: NextPageRecord[]): string {
  const count = (values: string[]) =>
    [...new Set(values)].map((value) => `${values.filter((other) => other === value).length}× ${value}`).join(", ");
  const ahead = runs.map((record) => {
    // A prerender's document is reported twice (fetched ahead, then navigated to), over the network once.
    const pages = [...new Set(record.fetchedAhead.filter((path) => path.endsWith(".rsc") || path === record.target))];
    return pages.length === 0 ? "nothing" : pages.map((path) => (path.endsWith(".rsc") ? ".rsc" : "document")).join(" + ");
  });
  return `${count(runs.map((record) => record.arrival))}; ${count(ahead)}`;
}

/** Writes every run to bench-results/ and returns the file's path relative to the checkout. */
export function saveNextPage(comparison: NextPageComparison): string {
  const dir = join(checkoutRoot, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `next-page-${comparison.startedAt.replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.json`);
  writeFileSync(file, `${JSON.stringify(comparison, null, 2)}\n`);
  return relative(checkoutRoot, file);
}
