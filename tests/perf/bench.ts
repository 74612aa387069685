/**
 * `npm run bench`: builds the site, serves it with `wrangler dev` on loopback and
 * prints per page first-load JS/CSS/HTML (gzip) and Lighthouse mobile scores
 * with LCP/TBT/CLS (median of 3 runs); then, from the same runs' traces, how
 * long the page's main thread worked against how long its tasks took; then
 * rendered-page vs static-asset throughput measured with wrk (16 connections,
 * 8 s each, the two taking turns twice after a short warm-up).
 */
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, systemChromium } from "../system-chromium.ts";
import { mainThreadTimes, type TraceEvent } from "./main-thread.ts";
import { kib, weighPage } from "./page-weight.ts";
import { buildAndServe } from "./serve.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const PAGES = ["/", "/services", "/portfolio", "/about", "/contact"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Runs that fail outright (Chromium's trace missing its navigation, say) are repeated this many times at most. */
const MAX_FAILED_RUNS = 2;
const CHROME = process.env.CHROME_PATH ?? systemChromium;
const THROUGHPUT_ROUNDS = 2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  mainWall: number;
  mainCpu: number;
  longestWallAfterFcp: number;
  mostCpuAfterFcp: number;
}

async function lighthouseMedian(path: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: chromiumFlags });
  try {
    const runs: LighthouseRun[] = [];
    for (let attempt = 1; runs.length < RUNS; attempt++) {
      if (attempt > RUNS + MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${MAX_FAILED_RUNS + 1} times on ${path}`);
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { categories, audits, runtimeError } = result!.lhr;
      // A failed run scores 0 without measuring anything: say why, and run again
      // rather than let the 0 into the median.
      if (runtimeError) {
        console.warn(`Lighthouse run ${attempt} of ${path} failed and is repeated: ${runtimeError.code} ${runtimeError.message}`);
        continue;
      }
      runs.push({
        performance: Math.round((categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]!.score ?? 0) * 100),
        seo: Math.round((categories.seo!.score ?? 0) * 100),
        lcp: audits["largest-contentful-paint"]!.numericValue ?? 0,
        tbt: audits["total-blocking-time"]!.numericValue ?? 0,
        cls: audits["cumulative-layout-shift"]!.numericValue ?? 0,
        fcp: audits["first-contentful-paint"]!.numericValue ?? 0,
        ...mainThreadColumns(result!.artifacts.Trace.traceEvents as unknown as TraceEvent[]),
      });
    }
    const pick = (key: keyof LighthouseRun) => median(runs.map((entry) => entry[key]));
    return {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      fcp: pick("fcp"),
      mainWall: pick("mainWall"),
      mainCpu: pick("mainCpu"),
      longestWallAfterFcp: pick("longestWallAfterFcp"),
      mostCpuAfterFcp: pick("mostCpuAfterFcp"),
    };
  } finally {
    chrome.kill();
  }
}

function mainThreadColumns(trace: TraceEvent[]) {
  const times = mainThreadTimes(trace);
  return {
    mainWall: times?.wallMs ?? NaN,
    mainCpu: times?.cpuMs ?? NaN,
    longestWallAfterFcp: times?.longestWallAfterFcpMs ?? NaN,
    mostCpuAfterFcp: times?.mostCpuAfterFcpMs ?? NaN,
  };
}

function wrkRequestsPerSecond(url: string, seconds = 8): number {
  const result = spawnSync("wrk", ["-t2", "-c16", `-d${seconds}s`, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const match = result.stdout.match(/Requests\/sec:\s+([\d.]+)/);
  const errors = result.stdout.match(/Non-2xx or 3xx responses: (\d+)/);
  if (errors) throw new Error(`wrk saw ${errors[1]} error responses from ${url}`);
  return Number(match?.[1] ?? 0);
}

const { base: BASE, stop } = await buildAndServe(PORT);
try {
  // Weighed in one browser first, so that it is closed while Lighthouse measures.
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumFlags });
  const page = await browser.newPage();
  const weights = [];
  for (const path of PAGES) weights.push(await weighPage(BASE, path, page));
  await browser.close();
  const rows = [];
  for (const weight of weights) rows.push({ path: weight.path, weight, scores: await lighthouseMedian(weight.path) });

  console.log(`\nPage weights (gzip) and Lighthouse 13 mobile, median of ${RUNS}\n`);
  console.log("| page | JS KiB | CSS KiB (files) | HTML KiB | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { path, weight, scores } of rows) {
    console.log(
      `| ${path} | ${kib(weight.js)} | ${kib(weight.css)} (${weight.cssFiles.length}) | ${kib(weight.html)} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${Math.round(scores.fcp)} | ${Math.round(scores.lcp)} | ${Math.round(scores.tbt)} | ${scores.cls.toFixed(3)} |`,
    );
  }

  // Lighthouse's blocking time multiplies wall-clock task time by 4, so a host
  // busy with other work inflates it; thread time shows what the page itself did.
  console.log(`\nThe page's main thread in the same runs, unthrottled (median of ${RUNS})\n`);
  console.log("| page | task time ms | of which running ms | longest task after FCP ms | most running time of a task after FCP ms |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const { path, scores } of rows) {
    const ms = (value: number) => value.toFixed(1);
    console.log(`| ${path} | ${ms(scores.mainWall)} | ${ms(scores.mainCpu)} | ${ms(scores.longestWallAfterFcp)} | ${ms(scores.mostCpuAfterFcp)} |`);
  }

  if (spawnSync("wrk", ["--version"]).error) {
    console.log("\nwrk is not installed (apt-get install wrk): throughput skipped.");
  } else {
    // Both paths warm up first (the page's was last used by Lighthouse minutes ago),
    // then take turns, so that a host getting busier or quieter weighs on both alike.
    const targets = [`${BASE}/favicon.png`, `${BASE}/`];
    for (const url of targets) wrkRequestsPerSecond(url, 2);
    const rates = targets.map(() => [] as number[]);
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      targets.forEach((url, index) => rates[index]!.push(wrkRequestsPerSecond(url)));
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const [staticRps, pageRps] = rates.map(mean) as [number, number];
    console.log(`\nThroughput under wrangler dev (wrk, 16 connections, 8 s each, taking turns ${THROUGHPUT_ROUNDS} times; mean)\n`);
    console.log("| target | requests/s |");
    console.log("| --- | ---: |");
    const each = (index: number) => rates[index]!.map((rate) => rate.toFixed(0)).join(", ");
    console.log(`| static asset /favicon.png | ${staticRps.toFixed(0)} (${each(0)}) |`);
    console.log(`| rendered page / | ${pageRps.toFixed(0)} (${each(1)}) |`);
    console.log(`| ratio page / static | ${(pageRps / staticRps).toFixed(2)} |`);
  }
} finally {
  stop();
}
