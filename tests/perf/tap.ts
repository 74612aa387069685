import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer, { type Browser, type CDPSession } from "puppeteer-core";
import { chromiumFlags, systemChromium } from "../system-chromium.ts";
import { withServedBuilds } from "./compare.ts";
import { type BuildName, buildNames } from "./comparison.ts";
import { onExit } from "./exit-tasks.ts";
import { type Spread, spread } from "./stats.ts";
import { startThrottlingProxy } from "./throttling-proxy.ts";
import { type BuildSpec, checkoutRoot } from "./worktree.ts";

/**
 * `npm run bench -- --tap`: how long a tap on the menu button or a portfolio
 * filter waits for the next paint when it comes 300 ms after the first paint,
 * while the page is still loading and the app starting (issue 29, goal 1).
 *
 * A phone's screen (360 × 640, touch) loads the page in a fresh profile, the
 * processor slowed 4× by DevTools and the network shaped as Lighthouse's
 * mobile profile applies it, by tests/perf/throttling-proxy.ts. The moment
 * Chromium reports the first contentful paint (a lifecycle event, seen
 * without the page's JavaScript), the bench waits 300 ms and taps. The answer
 * is the longest of the tap's events' durations in Chromium's Event Timing
 * (pointerdown, pointerup, click: from the touch until the next frame was
 * presented after its handlers), which is how Interaction to Next Paint
 * reads a tap. Read from the trace, it is there with JavaScript and without.
 *
 * BENCH_RUNS (5) runs per tap, build and JavaScript setting; BENCH_JS=on or
 * off, one setting only; BENCH_PAGES=/,/gu/portfolio restricts the pages.
 * With `--compare`, `--without` or `--patch` the two builds take turns, run
 * by run.
 */

const lighthouseMobile = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const cpuSlowdown = 4;
const afterFirstPaintMs = 300;
const javaScriptSettings = process.env.BENCH_JS ? [process.env.BENCH_JS === "on"] : [true, false];

export interface Tap {
  page: string;
  target: "menu button" | "portfolio filter";
  /** The element tapped, as a CSS selector (the first match). */
  selector: string;
}

const allTaps: Tap[] = ["", "/gu"].flatMap((prefix) => [
  { page: prefix || "/", target: "menu button", selector: `header button[popovertarget="mobile-menu"]` },
  { page: `${prefix}/portfolio`, target: "portfolio filter", selector: `main nav li:nth-child(2) a` },
]);
const pages = process.env.BENCH_PAGES?.split(",").map((page) => page.trim());
const taps = allTaps.filter((tap) => !pages || pages.includes(tap.page));

export interface TapRecord {
  build: BuildName;
  javaScript: boolean;
  page: string;
  target: Tap["target"];
  run: number;
  /** From the touch until the next paint: the longest of the tap's Event Timing durations. */
  tapToNextPaintMs: number;
  /** When the tap came, after the first contentful paint (the goal: 300 ms). */
  tappedAfterFirstPaintMs: number;
  /** Which event was the longest, and how its time divides. */
  event: { type: string; inputDelayMs: number; processingMs: number; presentationMs: number };
}

export interface TapComparison {
  startedAt: string;
  browser: string;
  builds: Partial<Record<BuildName, BuildSpec>>;
  runs: number;
  records: TapRecord[];
}


/** The current checkout, or two builds in their own worktrees served side by side (A on `port`, B on `port` + 1), measured in turns. */
export function benchTap(builds: Record<BuildName, BuildSpec> | undefined, runs: number, port: number): Promise<TapComparison> {
  return withServedBuilds(builds, port, ({ bases, builds: served }) => measureTaps(bases, served, runs));
}

async function measureTaps(bases: Partial<Record<BuildName, string>>, builds: Partial<Record<BuildName, BuildSpec>>, runs: number): Promise<TapComparison> {
  const startedAt = new Date().toISOString();
  const network = await startThrottlingProxy(lighthouseMobile);
  const browser = await puppeteer.launch({
    executablePath: process.env.BENCH_CHROME ?? systemChromium,
    headless: true,
    args: [...chromiumFlags.filter((flag) => flag !== "--headless"), ...network.chromiumFlags],
  });
  const close = onExit(() => {
    void browser.close();
    network.close();
  });
  try {
    const names = buildNames.filter((name) => bases[name]);
    const records: TapRecord[] = [];
    for (const javaScript of javaScriptSettings) {
      for (const tap of taps) {
        const counts = { A: 0, B: 0 };
        for (let turn = 0; turn < runs; turn++) {
          for (const build of turn % 2 === 0 ? names : [...names].reverse()) {
            const run = ++counts[build];
            const record = { build, javaScript, run, page: tap.page, target: tap.target, ...(await tapOnce(browser, bases[build]!, tap, javaScript)) };
            records.push(record);
            console.error(
              `${javaScript ? "JS on " : "JS off"} ${tap.page} ${tap.target} ${build} ${run}/${runs}: ${Math.round(record.tapToNextPaintMs)} ms ` +
                `(${record.event.type}, tapped ${Math.round(record.tappedAfterFirstPaintMs)} ms after the first paint)`,
            );
          }
        }
      }
    }
    return { startedAt, browser: await browser.version(), builds, runs, records };
  } finally {
    close();
  }
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
}

const phone = { width: 360, height: 640, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Where the element to tap is, from a visit of its own with neither the
 * processor nor the network slowed (the layout is the same; asking during the
 * measured visit would wait for the busy main thread, and tap late).
 */
async function tapPoint(browser: Browser, base: string, tap: Tap, javaScript: boolean): Promise<{ x: number; y: number }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(phone);
    await page.setJavaScriptEnabled(javaScript);
    await page.goto(`${base}${tap.page}`, { waitUntil: "load", timeout: 60_000 });
    const box = await (await page.$(tap.selector))?.boundingBox();
    if (!box) throw new Error(`Nothing to tap on ${tap.page}: ${tap.selector}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** Each page's spot to tap, by build, page and JavaScript setting: the layout does not change from run to run. */
const tapPoints = new Map<string, Promise<{ x: number; y: number }>>();

async function tapOnce(browser: Browser, base: string, tap: Tap, javaScript: boolean) {
  const key = `${base}${tap.page} ${javaScript}`;
  if (!tapPoints.has(key)) tapPoints.set(key, tapPoint(browser, base, tap, javaScript));
  const point = await tapPoints.get(key)!;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(phone);
    await page.setJavaScriptEnabled(javaScript);
    await page.emulateCPUThrottling(cpuSlowdown);
    const cdp = await page.createCDPSession();
    const firstPaint = firstContentfulPaint(cdp);
    const trace = collectTrace(cdp);
    // Event Timing is in devtools.timeline, the first paint in loading, the navigation's start in blink.user_timing.
    await cdp.send("Tracing.start", {
      traceConfig: { includedCategories: ["devtools.timeline", "loading", "blink.user_timing"] },
      transferMode: "ReportEvents",
    });

    const loaded = page.goto(`${base}${tap.page}`, { waitUntil: "load", timeout: 60_000 });
    await firstPaint;
    await sleep(afterFirstPaintMs);
    await page.touchscreen.tap(point.x, point.y);
    await loaded.catch(() => undefined); // a filter's tap can start the next page before this one has loaded
    await sleep(2_000);
    const events = await trace.stop();
    return tapFromTrace(events, tap);
  } finally {
    await context.close();
  }
}

/** Resolves when Chromium reports the page's first contentful paint. */
async function firstContentfulPaint(cdp: CDPSession): Promise<void> {
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  return new Promise((resolve) => {
    const onEvent = ({ name }: { name: string }) => {
      if (name !== "firstContentfulPaint") return;
      cdp.off("Page.lifecycleEvent", onEvent);
      resolve();
    };
    cdp.on("Page.lifecycleEvent", onEvent);
  });
}

function collectTrace(cdp: CDPSession) {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as TraceEvent[])));
  return {
    stop: () =>
      new Promise<TraceEvent[]>((resolve) => {
        cdp.once("Tracing.tracingComplete", () => resolve(events));
        void cdp.send("Tracing.end");
      }),
  };
}

/**
 * The tap's answer from the trace: Chromium's Event Timing events (async
 * `EventTiming` begin events) for the touch's pointer and click events, the
 * longest taken, and when the touch came after the first contentful paint.
 */
export function tapFromTrace(events: TraceEvent[], tap: Tap): Omit<TapRecord, "build" | "javaScript" | "run" | "page" | "target"> {
  const firstPaint = events.find((event) => event.name === "firstContentfulPaint");
  if (!firstPaint) throw new Error(`No first contentful paint in the trace of ${tap.page}`);
  const timings = events
    .filter((event) => event.name === "EventTiming" && event.ph === "b")
    .map((event) => event.args?.data as { type: string; duration: number; timeStamp: number; processingStart: number; processingEnd: number; interactionId?: number })
    .filter((data) => data && ["pointerdown", "pointerup", "click"].includes(data.type));
  if (timings.length === 0) throw new Error(`No Event Timing for the tap on ${tap.page} (${tap.selector})`);
  const longest = timings.reduce((a, b) => (b.duration > a.duration ? b : a));
  const first = timings.reduce((a, b) => (b.timeStamp < a.timeStamp ? b : a));
  // The page's own navigation, not the blank document the tab opened with.
  const navigationStart = events.findLast(
    (event) =>
      event.name === "navigationStart" &&
      event.pid === firstPaint.pid &&
      event.ts <= firstPaint.ts &&
      String(event.args?.data?.documentLoaderURL ?? "").startsWith("http"),
  )?.ts;
  if (navigationStart === undefined) throw new Error(`No navigation start in the trace of ${tap.page}`);
  return {
    tapToNextPaintMs: longest.duration,
    tappedAfterFirstPaintMs: first.timeStamp - (firstPaint.ts - navigationStart) / 1000,
    event: {
      type: longest.type,
      inputDelayMs: longest.processingStart - longest.timeStamp,
      processingMs: longest.processingEnd - longest.processingStart,
      presentationMs: longest.timeStamp + longest.duration - longest.processingEnd,
    },
  };
}

export function tapReport({ browser, builds, runs, records }: TapComparison): string {
  const names = buildNames.filter((name) => builds[name]);
  const ms = ({ median, min, max }: Spread) => `${Math.round(median)} (${Math.round(min)}–${Math.round(max)})`;
  const lines = [
    `## Tap to next paint, ${afterFirstPaintMs} ms after the first paint: ${runs} run${runs === 1 ? "" : "s"} per tap${names.length === 2 ? ", build (interleaved)" : ""} and JavaScript setting`,
    "",
    ...names.map((name) => `- ${name}: ${builds[name]!.label}`),
    `- ${browser}, a 360 × 640 touch screen, 4× CPU slowdown, Lighthouse's applied mobile network (${lighthouseMobile.latencyMs} ms, ${lighthouseMobile.downloadKbps} kbit/s down)`,
    "",
    "Milliseconds from the touch to the next paint (the longest of its pointerdown, pointerup and click in Event Timing, as Interaction to Next Paint reads it): " +
      "median, with the lowest and highest run in brackets; goal 100. Then when the tap came after the first paint (median).",
    "",
    `| page | tapped | JS | ${names.map((name) => `${name} ms | ${name}: tapped after FCP`).join(" | ")} |`,
    `| --- | --- | --- |${" ---: | ---: |".repeat(names.length)}`,
  ];
  const keys = [...new Map(records.map((record) => [`${record.javaScript}|${record.page}|${record.target}`, record])).values()];
  for (const { javaScript, page, target } of keys) {
    const cells = names.map((name) => {
      const runsOf = records.filter((record) => record.build === name && record.javaScript === javaScript && record.page === page && record.target === target);
      const answer = spread(runsOf.map((record) => record.tapToNextPaintMs));
      return `${ms(answer)}${answer.median > 100 ? " ✗" : ""} | ${Math.round(spread(runsOf.map((record) => record.tappedAfterFirstPaintMs)).median)}`;
    });
    lines.push(`| ${page} | ${target} | ${javaScript ? "on" : "off"} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

export function saveTap(comparison: TapComparison): string {
  const dir = join(checkoutRoot, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `tap-${comparison.startedAt.replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.json`);
  writeFileSync(file, `${JSON.stringify(comparison, null, 2)}\n`);
  return relative(checkoutRoot, file);
}
