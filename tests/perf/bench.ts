/**
 * `npm run bench`: builds the site, serves it with `wrangler dev` on loopback and
 * prints one table: per page first-load JS/CSS/HTML (gzip), Lighthouse mobile
 * scores with LCP/TBT/CLS (median of 3 runs), and rendered-page vs static-asset
 * throughput measured with wrk (16 connections, 8 s each).
 */
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, systemChromium } from "../system-chromium.ts";
import { kib, weighPage } from "./page-weight.ts";
import { buildAndServe } from "./serve.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const PAGES = ["/", "/services", "/portfolio", "/about", "/contact"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? systemChromium;

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
}

async function lighthouseMedian(path: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: chromiumFlags });
  try {
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < RUNS; index++) {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { categories, audits, runtimeError } = result!.lhr;
      // A failed run scores 0; say why rather than let it pass as a measurement.
      if (runtimeError) console.warn(`Lighthouse run ${index + 1} of ${path} failed: ${runtimeError.code} ${runtimeError.message}`);
      runs.push({
        performance: Math.round((categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]!.score ?? 0) * 100),
        seo: Math.round((categories.seo!.score ?? 0) * 100),
        lcp: audits["largest-contentful-paint"]!.numericValue ?? 0,
        tbt: audits["total-blocking-time"]!.numericValue ?? 0,
        cls: audits["cumulative-layout-shift"]!.numericValue ?? 0,
        fcp: audits["first-contentful-paint"]!.numericValue ?? 0,
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
    };
  } finally {
    chrome.kill();
  }
}

function wrkRequestsPerSecond(url: string): number {
  const result = spawnSync("wrk", ["-t2", "-c16", "-d8s", url], { encoding: "utf8" });
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

  if (spawnSync("wrk", ["--version"]).error) {
    console.log("\nwrk is not installed (apt-get install wrk): throughput skipped.");
  } else {
    const staticRps = wrkRequestsPerSecond(`${BASE}/favicon.png`);
    const pageRps = wrkRequestsPerSecond(`${BASE}/`);
    console.log("\nThroughput under wrangler dev (wrk, 16 connections, 8 s each)\n");
    console.log("| target | requests/s |");
    console.log("| --- | ---: |");
    console.log(`| static asset /favicon.png | ${staticRps.toFixed(0)} |`);
    console.log(`| rendered page / | ${pageRps.toFixed(0)} |`);
    console.log(`| ratio page / static | ${(pageRps / staticRps).toFixed(2)} |`);
  }
} finally {
  stop();
}
