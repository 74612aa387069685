import { type BuildName, type Comparison, throttlingMethods } from "./comparison.ts";
import type { ThrottlingMethod } from "./lighthouse.ts";
import { kib, type PageWeight } from "./page-weight.ts";
import { type Spread, spread } from "./stats.ts";

/**
 * `bar`: the least a performance device must buy on some page to be kept. A
 * difference between the medians that reaches it is printed in bold.
 */
const metrics = [
  { key: "performance", heading: "perf", bar: 1 },
  { key: "fcp", heading: "FCP ms" },
  { key: "lcp", heading: "LCP ms", bar: 100 },
  { key: "tbt", heading: "TBT ms", bar: 30 },
] as const satisfies { key: string; heading: string; bar?: number }[];

const throttlingTitles: Record<ThrottlingMethod, string> = {
  simulate: "Simulated throttling (Lighthouse's default)",
  devtools: 'Applied throttling (`throttlingMethod: "devtools"`)',
};

/** The comparison as Markdown: one table of Lighthouse figures per throttling method, then the page weights. */
export function comparisonReport(comparison: Comparison, note?: string): string {
  const { builds, runs } = comparison;
  const lines = [
    `## A/B benchmark: ${runs} interleaved Lighthouse mobile run${runs === 1 ? "" : "s"} per page, build and throttling method`,
    "",
    `- A: ${builds.A.label}`,
    `- B: ${builds.B.label}`,
    "",
    "Medians, with the lowest and highest run in brackets. B − A is the difference of the medians, in bold " +
      "where it reaches 1 point, 100 ms of LCP or 30 ms of TBT.",
  ];
  if (note) lines.push("", note);
  for (const throttling of throttlingMethods) lines.push("", ...lighthouseTable(comparison, throttling));
  lines.push("", ...weightTable(comparison));
  return lines.join("\n");
}

function lighthouseTable({ pages, records }: Comparison, throttling: ThrottlingMethod): string[] {
  const lines = [
    `### ${throttlingTitles[throttling]}`,
    "",
    `| page | build | ${metrics.map(({ heading }) => heading).join(" | ")} |`,
    `| --- | --- |${" ---: |".repeat(metrics.length)}`,
  ];
  for (const page of pages) {
    // Scores are whole points already; times are counted in whole milliseconds.
    const spreadsOf = (build: BuildName) => {
      const runs = records.filter((record) => record.build === build && record.page === page && record.throttling === throttling);
      return metrics.map(({ key }) => spread(runs.map((run) => Math.round(run[key]))));
    };
    const a = spreadsOf("A");
    const b = spreadsOf("B");
    lines.push(row(page, "A", a.map(spreadCell)), row(page, "B", b.map(spreadCell)));
    const differences = metrics.map((metric, index) => {
      const difference = b[index]!.median - a[index]!.median;
      return "bar" in metric && Math.abs(difference) >= metric.bar ? `**${signed(difference)}**` : signed(difference);
    });
    lines.push(row(page, "B − A", differences));
  }
  return lines;
}

function weightTable({ pages, weights }: Comparison): string[] {
  const lines = [
    "### Page weights (gzip)",
    "",
    "| page | build | JS KiB | CSS KiB (files) | HTML KiB |",
    "| --- | --- | ---: | ---: | ---: |",
  ];
  pages.forEach((page, index) => {
    const a = weights.A[index]!;
    const b = weights.B[index]!;
    lines.push(weightRow(page, "A", a), weightRow(page, "B", b));
    const kibDifference = (bytes: number) => signed(bytes / 1024, 1);
    lines.push(row(page, "B − A", [kibDifference(b.js - a.js), kibDifference(b.css - a.css), kibDifference(b.html - a.html)]));
  });
  return lines;
}

const weightRow = (page: string, build: BuildName, weight: PageWeight) =>
  row(page, build, [kib(weight.js), `${kib(weight.css)} (${weight.cssFiles.length})`, kib(weight.html)]);

const row = (page: string, build: string, cells: string[]) => `| ${page} | ${build} | ${cells.join(" | ")} |`;

const spreadCell = ({ median, min, max }: Spread) => `${median} (${min}–${max})`;

function signed(value: number, digits = 0): string {
  const text = value.toFixed(digits);
  if (Number(text) === 0) return (0).toFixed(digits);
  return value > 0 ? `+${text}` : text;
}
