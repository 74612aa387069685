import type { BenchOptions } from "./bench-options.ts";
import { saveComparison } from "./compare.ts";
import { comparisonReport } from "./compare-report.ts";
import type { Comparison, RunRecord } from "./comparison.ts";
import { measureRounds } from "./measure.ts";
import { hasWrk, measureThroughput } from "./throughput.ts";
import { buildAndServe } from "./serve.ts";
import { median } from "./stats.ts";
import { resolveCommit } from "./worktree.ts";
import { weighPages } from "./weigh-pages.ts";

/**
 * Builds the current checkout, serves it and prints its page weights, the
 * median Lighthouse figures beside the floor page's and rendered-page against
 * static-file throughput, then the page's main-thread times from the same runs.
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
      throughput: hasWrk() ? measureThroughput({ A: base }) : undefined,
    };
    console.log(`\n${comparisonReport(comparison)}`);
    printMainThread(records, ["floor", ...pages], runs);
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
