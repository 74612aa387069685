import { spawnSync } from "node:child_process";
import type { BenchOptions } from "./bench-options.ts";
import { type LighthouseMetrics, launchChrome, runLighthouse } from "./lighthouse.ts";
import { kib } from "./page-weight.ts";
import { buildAndServe } from "./serve.ts";
import { median } from "./stats.ts";
import { weighPages } from "./weigh-pages.ts";

const THROUGHPUT_ROUNDS = 2;

/**
 * Builds the current checkout, serves it and prints its page weights, the
 * median Lighthouse figures, the page's main-thread times from the same runs,
 * and rendered-page against static-asset throughput.
 */
export async function benchSingleBuild({ pages, runs, port }: BenchOptions): Promise<void> {
  const { base, stop } = await buildAndServe(port);
  try {
    const weights = await weighPages(base, pages);
    const rows = [];
    for (const weight of weights) rows.push({ path: weight.path, weight, scores: await lighthouseMedians(`${base}${weight.path}`, runs) });

    console.log(`\nPage weights (gzip) and Lighthouse 13 mobile, median of ${runs}\n`);
    console.log("| page | JS KiB | CSS KiB (files) | HTML KiB | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const { path, weight, scores } of rows) {
      console.log(
        `| ${path} | ${kib(weight.js)} | ${kib(weight.css)} (${weight.cssFiles.length}) | ${kib(weight.html)} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${Math.round(scores.fcp)} | ${Math.round(scores.lcp)} | ${Math.round(scores.tbt)} | ${scores.cls.toFixed(3)} |`,
      );
    }

    // Lighthouse's blocking time multiplies wall-clock task time by 4, so a host
    // busy with other work inflates it; thread time shows what the page itself did.
    console.log(`\nThe page's main thread in the same runs, unthrottled (median of ${runs})\n`);
    console.log("| page | task time ms | of which running ms | longest task after FCP ms | most running time of a task after FCP ms |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const { path, scores } of rows) {
      const ms = (value: number) => value.toFixed(1);
      console.log(`| ${path} | ${ms(scores.mainWall)} | ${ms(scores.mainCpu)} | ${ms(scores.longestWallAfterFcp)} | ${ms(scores.mostCpuAfterFcp)} |`);
    }

    printThroughput(base);
  } finally {
    stop();
  }
}

/** Each figure's median over `runs` runs in one browser. */
async function lighthouseMedians(url: string, runs: number): Promise<LighthouseMetrics> {
  const chrome = await launchChrome();
  try {
    const results: LighthouseMetrics[] = [];
    for (let run = 0; run < runs; run++) results.push(await runLighthouse(chrome, url, "simulate"));
    const medians = { ...results[0]! };
    for (const key of Object.keys(medians) as (keyof LighthouseMetrics)[]) medians[key] = median(results.map((result) => result[key]));
    return medians;
  } finally {
    chrome.close();
  }
}

function printThroughput(base: string) {
  if (spawnSync("wrk", ["--version"]).error) {
    console.log("\nwrk is not installed (apt-get install wrk): throughput skipped.");
    return;
  }
  // Both paths warm up first (the page's was last used by Lighthouse minutes ago),
  // then take turns, so that a host getting busier or quieter weighs on both alike.
  const targets = [`${base}/favicon.png`, `${base}/`];
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

function wrkRequestsPerSecond(url: string, seconds = 8): number {
  const result = spawnSync("wrk", ["-t2", "-c16", `-d${seconds}s`, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const match = result.stdout.match(/Requests\/sec:\s+([\d.]+)/);
  const errors = result.stdout.match(/Non-2xx or 3xx responses: (\d+)/);
  if (errors) throw new Error(`wrk saw ${errors[1]} error responses from ${url}`);
  return Number(match?.[1] ?? 0);
}
