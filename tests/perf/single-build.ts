import { spawnSync } from "node:child_process";
import type { BenchOptions } from "./bench-options.ts";
import { saveComparison } from "./compare.ts";
import { comparisonReport } from "./compare-report.ts";
import type { Comparison, RunRecord } from "./comparison.ts";
import { measureRounds } from "./measure.ts";
import { buildAndServe } from "./serve.ts";
import { median } from "./stats.ts";
import { resolveCommit } from "./worktree.ts";
import { weighPages } from "./weigh-pages.ts";

const THROUGHPUT_ROUNDS = 2;

/**
 * Builds the current checkout, serves it and prints its page weights, the
 * median Lighthouse figures beside the floor page's, the page's main-thread
 * times from the same runs, and rendered-page against static-asset throughput.
 */
export async function benchSingleBuild({ pages, runs, port }: BenchOptions): Promise<void> {
  const startedAt = new Date().toISOString();
  const { base, stop } = await buildAndServe(port);
  try {
    const weights = await weighPages(base, pages);
    const { records, versions } = await measureRounds({ A: base }, base, pages, runs);
    const head = resolveCommit("HEAD");
    const comparison: Comparison = {
      startedAt,
      builds: { A: { label: `the working tree at \`HEAD\` (${head.slice(0, 7)})`, commit: head } },
      versions,
      pages,
      runs,
      weights: { A: weights },
      records,
    };
    console.log(`\n${comparisonReport(comparison)}`);
    printMainThread(records, ["floor", ...pages], runs);
    printThroughput(base);
    console.log(`\nEvery run: ${saveComparison(comparison)}`);
  } finally {
    stop();
  }
}

/**
 * Lighthouse's simulated blocking time multiplies wall-clock task time by 4,
 * so a host busy with other work inflates it; thread time shows what the page
 * itself did.
 */
function printMainThread(records: RunRecord[], pages: string[], runs: number) {
  console.log(`\nThe page's main thread in the simulated runs, unthrottled (median of ${runs})\n`);
  console.log("| page | task time ms | of which running ms | longest task after FCP ms | most running time of a task after FCP ms |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const page of pages) {
    const runsOfPage = records.filter((record) => record.page === page && record.throttling === "simulate");
    const ms = (key: "mainWall" | "mainCpu" | "longestWallAfterFcp" | "mostCpuAfterFcp") => median(runsOfPage.map((run) => run[key])).toFixed(1);
    console.log(`| ${page} | ${ms("mainWall")} | ${ms("mainCpu")} | ${ms("longestWallAfterFcp")} | ${ms("mostCpuAfterFcp")} |`);
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
