import { describe, expect, test } from "vitest";
import { comparisonReport } from "./compare-report";
import { type BuildName, type Comparison, interleavedOrder, type RunRecord } from "./comparison";
import type { ThrottlingMethod } from "./lighthouse";
import type { PageWeight } from "./page-weight";

describe("interleavedOrder", () => {
  test("alternates which build goes first, pair after pair", () => {
    expect(interleavedOrder(5).join(" ")).toBe("A B B A A B B A A B");
  });
});

const weight = (js: number): PageWeight => ({ path: "/", html: 2048, js, jsFiles: [], css: 1024, cssFiles: ["/assets/root.css"] });

function record(build: BuildName, throttling: ThrottlingMethod, run: number, figures: Pick<RunRecord, "performance" | "lcp" | "tbt">): RunRecord {
  return {
    build,
    page: "/",
    throttling,
    run,
    startedAt: "2026-11-23T12:00:00.000Z",
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 900,
    cls: 0,
    mainWall: 0,
    mainCpu: 0,
    longestWallAfterFcp: 0,
    mostCpuAfterFcp: 0,
    ...figures,
  };
}

const comparison: Comparison = {
  startedAt: "2026-11-23T12:00:00.000Z",
  builds: { A: { label: "`main` (1234567)", commit: "1234567" }, B: { label: "`HEAD` (89abcde)", commit: "89abcde" } },
  pages: ["/"],
  runs: 3,
  weights: { A: [weight(100 * 1024)], B: [weight(120 * 1024)] },
  records: (["simulate", "devtools"] as const).flatMap((throttling) => [
    record("A", throttling, 1, { performance: 100, lcp: 1300.4, tbt: 10 }),
    record("A", throttling, 2, { performance: 99, lcp: 1350, tbt: 25 }),
    record("A", throttling, 3, { performance: 100, lcp: 1290, tbt: 0 }),
    record("B", throttling, 1, { performance: 97, lcp: 1420, tbt: 60 }),
    record("B", throttling, 2, { performance: 99, lcp: 1380, tbt: 35 }),
    record("B", throttling, 3, { performance: 98, lcp: 1400, tbt: 40 }),
  ]),
};

describe("comparisonReport", () => {
  const report = comparisonReport(comparison);

  test("gives each build's medians with their range, and the difference in bold where it reaches a bar", () => {
    expect(report).toContain("| / | A | 100 (99–100) | 900 (900–900) | 1300 (1290–1350) | 10 (0–25) |");
    expect(report).toContain("| / | B | 98 (97–99) | 900 (900–900) | 1400 (1380–1420) | 40 (35–60) |");
    expect(report.match(/\| \/ \| B − A \| \*\*-2\*\* \| 0 \| \*\*\+100\*\* \| \*\*\+30\*\* \|/g)).toHaveLength(2);
  });

  test("has one table per throttling method, then the page weights", () => {
    expect(report.indexOf("### Simulated throttling")).toBeLessThan(report.indexOf("### Applied throttling"));
    expect(report).toContain("| / | B − A | +20.0 | 0.0 | 0.0 |");
  });
});
