import { languageOfPath } from "../../app/i18n/language.ts";
import type { BuildName, Comparison, Measured, RunRecord } from "./comparison.ts";
import { throttlingMethods } from "./comparison.ts";
import type { LighthouseMetrics, ThrottlingMethod } from "./lighthouse.ts";
import { budgets, kib, type PageWeight } from "./page-weight.ts";
import { type Spread, spread } from "./stats.ts";
import { throughputRatio, throughputTargets } from "./throughput.ts";

/** A page from the edge cache against a static file. */
const THROUGHPUT_GOAL = 0.7;

/**
 * The figures each table gives, as medians with the lowest and highest run.
 * `bar`: the least a performance device must buy on some page to be kept
 * (decision 007); a difference between two builds' medians that reaches it is
 * printed in bold. `goal`: what a page's median must be; one that misses is
 * marked ✗.
 */
interface Figure {
  key: keyof LighthouseMetrics;
  heading: string;
  bar?: number;
  goal?: (median: number) => boolean;
}

const figures: Record<ThrottlingMethod, Figure[]> = {
  simulate: [
    { key: "performance", heading: "perf", bar: 1, goal: (score) => score >= 98 },
    { key: "fcp", heading: "FCP ms" },
    { key: "lcp", heading: "LCP ms", bar: 100 },
    { key: "tbt", heading: "TBT ms", bar: 30 },
    { key: "cls", heading: "CLS", goal: (cls) => cls === 0 },
  ],
  devtools: [
    { key: "performance", heading: "perf", bar: 1 },
    { key: "fcp", heading: "FCP ms", bar: 100 },
    { key: "lcp", heading: "LCP ms", bar: 100 },
    { key: "tbt", heading: "TBT ms", bar: 30 },
    { key: "cls", heading: "CLS", goal: (cls) => cls === 0 },
    // Applied throttling slows the CPU itself, so a task's clock time is what a phone would feel.
    { key: "longestWallAfterFcp", heading: "longest task after FCP ms", goal: (ms) => ms <= 50 },
  ],
};

/** A page's median against the floor's, from the same runs, and how far it may be. */
interface FloorDistance {
  key: "fcp" | "lcp" | "tbt";
  heading: string;
  kind: "difference" | "ratio";
  limit: number;
}

const floorDistances: Record<ThrottlingMethod, FloorDistance[]> = {
  simulate: [
    { key: "tbt", heading: "TBT − floor", kind: "difference", limit: 50 },
    { key: "lcp", heading: "LCP − floor", kind: "difference", limit: 500 },
  ],
  devtools: [
    { key: "fcp", heading: "FCP ÷ floor", kind: "ratio", limit: 1.6 },
    { key: "lcp", heading: "LCP ÷ floor", kind: "ratio", limit: 2 },
  ],
};

const throttlingTitles: Record<ThrottlingMethod, string> = {
  simulate: "Simulated throttling (Lighthouse's default)",
  devtools: 'Applied throttling (`throttlingMethod: "devtools"`)',
};

/** The bench as Markdown: one table of Lighthouse figures per throttling method, the floor's first, then the page weights. */
export function comparisonReport(comparison: Comparison, note?: string): string {
  const { builds, runs, versions } = comparison;
  const compared = builds.B !== undefined;
  const lines = [
    compared
      ? `## A/B benchmark: ${runs} interleaved Lighthouse mobile run${runs === 1 ? "" : "s"} per page, build and throttling method`
      : `## Benchmark: ${runs} Lighthouse mobile run${runs === 1 ? "" : "s"} per page and throttling method, interleaved with the floor`,
    "",
    `- A: ${builds.A.label}`,
    ...(builds.B ? [`- B: ${builds.B.label}`] : []),
    `- ${versions.chromium}, Lighthouse ${versions.lighthouse}`,
    ...gujaratiFacesLine(comparison),
    "",
    "Medians, with the lowest and highest run in brackets. The floor is a nearly empty page that the same " +
      "Worker serves (app/http/bench-floor.ts), measured in every round of runs; each page's distance from it " +
      "compares the medians. ✗ marks a median that misses the goal (docs/decisions/007-performance.md)." +
      (compared ? " B − A is the difference of the medians, in bold where it reaches 1 point, 100 ms of FCP or LCP, or 30 ms of TBT." : ""),
  ];
  if (note) lines.push("", note);
  for (const throttling of throttlingMethods) lines.push("", ...lighthouseTable(comparison, throttling));
  lines.push("", ...weightTable(comparison));
  if (comparison.throughput) lines.push("", ...throughputTable(comparison.throughput));
  return lines.join("\n");
}

/**
 * Where Gujarati pages were measured, the system's Gujarati faces. Every phone
 * has one; a machine without any draws Gujarati letters as boxes, after a
 * search through every face it has, and lays each Gujarati page out again
 * when the font the page names arrives too late to be used (docs/performance.md).
 */
function gujaratiFacesLine({ versions, pages }: Comparison): string[] {
  const faces = versions.gujaratiFaces;
  if (faces === undefined || !pages.some((page) => languageOfPath(page) === "gu")) return [];
  if (faces.length > 0) return [`- Gujarati faces on the system: ${faces.join(", ")}`];
  return ["- No Gujarati face on the system: Gujarati letters were drawn as boxes, as no phone draws them (docs/performance.md)"];
}

function throughputTable(throughput: NonNullable<Comparison["throughput"]>): string[] {
  const lines = [
    `### Throughput under \`wrangler dev\` (wrk, 16 connections, 8 s turns)`,
    "",
    `Requests a second, each turn; the ratio is the median of the page's turn over the static file's turn before it (goal: at least ${THROUGHPUT_GOAL}).`,
    "",
    `| build | static file ${throughputTargets.static} | page ${throughputTargets.page} from the edge cache | ratio |`,
    "| --- | --- | --- | ---: |",
  ];
  for (const build of ["A", "B"] as const) {
    const measured = throughput[build];
    if (!measured) continue;
    const ratio = throughputRatio(measured);
    const rates = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
    lines.push(`| ${build} | ${rates(measured.staticRps)} | ${rates(measured.pageRps)} | ${ratio.toFixed(2)}${ratio >= THROUGHPUT_GOAL ? "" : " ✗"} |`);
  }
  return lines;
}

function lighthouseTable({ builds, pages, records }: Comparison, throttling: ThrottlingMethod): string[] {
  const columns = figures[throttling];
  const distances = floorDistances[throttling];
  const lines = [
    `### ${throttlingTitles[throttling]}`,
    "",
    `| page | build | ${[...columns.map(({ heading }) => heading), ...distances.map(({ heading }) => heading), "a11y, BP, SEO (lowest)"].join(" | ")} |`,
    `| --- | --- |${" ---: |".repeat(columns.length + distances.length + 1)}`,
  ];
  const runsOf = (build: Measured, page: string) =>
    records.filter((record) => record.build === build && record.page === page && record.throttling === throttling);
  const spreadsOf = (runs: RunRecord[]) => columns.map(({ key }) => spread(runs.map((run) => roundFigure(key, run[key]))));

  const floorRuns = runsOf("floor", "floor");
  const floor = spreadsOf(floorRuns);
  const floorMedian = (key: FloorDistance["key"]) => floor[columns.findIndex((column) => column.key === key)]!.median;
  lines.push(row("floor", "", [...floor.map((cell) => spreadCell(cell)), ...distances.map(() => ""), otherCategories(floorRuns)]));

  const buildNames: BuildName[] = builds.B ? ["A", "B"] : ["A"];
  for (const page of pages) {
    const medians: Partial<Record<BuildName, Spread[]>> = {};
    for (const build of buildNames) {
      const runs = runsOf(build, page);
      const cells = (medians[build] = spreadsOf(runs));
      const distanceCells = distances.map((distance) => {
        const median = cells[columns.findIndex((column) => column.key === distance.key)]!.median;
        return distanceCell(distance, median, floorMedian(distance.key));
      });
      lines.push(row(page, build, [...cells.map((cell, index) => spreadCell(cell, columns[index]!.goal)), ...distanceCells, otherCategories(runs)]));
    }
    if (medians.A && medians.B) {
      const differences = columns.map((column, index) => {
        const difference = medians.B![index]!.median - medians.A![index]!.median;
        const text = signed(difference, column.key === "cls" ? 3 : 0);
        return column.bar !== undefined && Math.abs(difference) >= column.bar ? `**${text}**` : text;
      });
      lines.push(row(page, "B − A", [...differences, ...distances.map(() => ""), ""]));
    }
  }
  return lines;
}

/** Scores are whole points already; times are counted in whole milliseconds; CLS to three places. */
function roundFigure(key: keyof LighthouseMetrics, value: number): number {
  return key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
}

function distanceCell({ kind, limit }: FloorDistance, median: number, floor: number): string {
  const distance = kind === "difference" ? median - floor : median / floor;
  const text = kind === "difference" ? signed(distance) : `${distance.toFixed(2)}×`;
  return distance <= limit ? text : `${text} ✗`;
}

/** The lowest score of the runs in the other three categories, which must all read 100. */
function otherCategories(runs: RunRecord[]): string {
  const lowest = (key: "accessibility" | "bestPractices" | "seo") => Math.min(...runs.map((run) => run[key]));
  const scores = [lowest("accessibility"), lowest("bestPractices"), lowest("seo")];
  return `${scores.join(", ")}${scores.every((score) => score === 100) ? "" : " ✗"}`;
}

function weightTable({ builds, pages, weights }: Comparison): string[] {
  const lines = [
    "### Page weights (gzip)",
    "",
    "Before first paint: the HTML and its render-blocking stylesheets.",
    "",
    "| page | build | JS KiB | CSS KiB (files) | HTML KiB | before first paint KiB |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
  ];
  pages.forEach((page, index) => {
    const a = weights.A[index]!;
    lines.push(weightRow(page, "A", a));
    const b = weights.B?.[index];
    if (!builds.B || !b) return;
    lines.push(weightRow(page, "B", b));
    const kibDifference = (bytes: number) => signed(bytes / 1024, 1);
    lines.push(row(page, "B − A", [kibDifference(b.js - a.js), kibDifference(b.css - a.css), kibDifference(b.html - a.html), kibDifference(beforePaint(b) - beforePaint(a))]));
  });
  return lines;
}

const beforePaint = (weight: PageWeight) => weight.html + weight.css;

const withinBudget = (bytes: number, budget: number) => (bytes <= budget ? kib(bytes) : `${kib(bytes)} ✗`);

const weightRow = (page: string, build: BuildName, weight: PageWeight) =>
  row(page, build, [
    withinBudget(weight.js, budgets.js),
    `${kib(weight.css)} (${weight.cssFiles.length})`,
    withinBudget(weight.html, budgets.html),
    withinBudget(beforePaint(weight), budgets.beforeFirstPaint),
  ]);

const row = (page: string, build: string, cells: string[]) => `| ${page} | ${build} | ${cells.join(" | ")} |`;

function spreadCell({ median, min, max }: Spread, goal?: (median: number) => boolean): string {
  const text = `${median} (${min}–${max})`;
  return goal && !goal(median) ? `${text} ✗` : text;
}

function signed(value: number, digits = 0): string {
  const text = value.toFixed(digits);
  if (Number(text) === 0) return (0).toFixed(digits);
  return value > 0 ? `+${text}` : text;
}
