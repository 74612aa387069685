import { describe, expect, test } from "vitest";
import { comparisonReport } from "./compare-report";
import { type Comparison, interleavedOrder, type Measured, roundOrder, type RunRecord } from "./comparison";
import type { ThrottlingMethod } from "./lighthouse";
import type { PageWeight } from "./page-weight";

describe("interleavedOrder", () => {
  test("alternates which build goes first, pair after pair", () => {
    expect(interleavedOrder(5).join(" ")).toBe("A B B A A B B A A B");
  });
});

describe("roundOrder", () => {
  test("starts each round with the floor, then alternates which build goes first, round after round", () => {
    const order = (round: number) => roundOrder(round, ["/", "/about"], ["A", "B"]).map(({ build, page }) => `${page} ${build}`);
    expect(order(1)).toEqual(["floor floor", "/ A", "/ B", "/about A", "/about B"]);
    expect(order(2)).toEqual(["floor floor", "/ B", "/ A", "/about B", "/about A"]);
  });

  test("measures a single build and the floor", () => {
    expect(roundOrder(2, ["/"], ["A"]).map(({ build }) => build)).toEqual(["floor", "A"]);
  });
});

const weight = (js: number, css = 1024): PageWeight => ({ path: "/", html: 2048, js, jsFiles: [], css, cssFiles: ["/assets/root.css"] });

type Figures = Pick<RunRecord, "performance" | "fcp" | "lcp" | "tbt"> & Partial<RunRecord>;

function record(build: Measured, throttling: ThrottlingMethod, run: number, figures: Figures): RunRecord {
  return {
    build,
    page: build === "floor" ? "floor" : "/",
    throttling,
    run,
    startedAt: "2026-11-23T12:00:00.000Z",
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    mainWall: 0,
    mainCpu: 0,
    longestWallAfterFcp: 30,
    mostCpuAfterFcp: 0,
    ...figures,
  };
}

const floorRuns = (throttling: ThrottlingMethod) => [
  record("floor", throttling, 1, { performance: 100, fcp: 700, lcp: 700, tbt: 5 }),
  record("floor", throttling, 2, { performance: 100, fcp: 760, lcp: 760, tbt: 0 }),
  record("floor", throttling, 3, { performance: 100, fcp: 720, lcp: 720, tbt: 10 }),
];

const comparison: Comparison = {
  startedAt: "2026-11-23T12:00:00.000Z",
  builds: { A: { label: "`main` (1234567)", commit: "1234567" }, B: { label: "`HEAD` (89abcde)", commit: "89abcde" } },
  versions: { chromium: "HeadlessChrome/156.0.8078.108", lighthouse: "13.5.0" },
  pages: ["/"],
  runs: 3,
  weights: { A: [weight(100 * 1024)], B: [weight(120 * 1024, 39 * 1024)] },
  records: (["simulate", "devtools"] as const).flatMap((throttling) => [
    ...floorRuns(throttling),
    record("A", throttling, 1, { performance: 100, fcp: 900, lcp: 1300.4, tbt: 10 }),
    record("A", throttling, 2, { performance: 99, fcp: 900, lcp: 1350, tbt: 25 }),
    record("A", throttling, 3, { performance: 100, fcp: 900, lcp: 1290, tbt: 0 }),
    record("B", throttling, 1, { performance: 97, fcp: 1200, lcp: 1420, tbt: 60, longestWallAfterFcp: 70 }),
    record("B", throttling, 2, { performance: 95, fcp: 1200, lcp: 1380, tbt: 35, accessibility: 97 }),
    record("B", throttling, 3, { performance: 98, fcp: 1200, lcp: 1400, tbt: 40, longestWallAfterFcp: 55 }),
  ]),
};

describe("comparisonReport", () => {
  const report = comparisonReport(comparison);
  const simulated = report.slice(report.indexOf("### Simulated"), report.indexOf("### Applied"));
  const applied = report.slice(report.indexOf("### Applied"), report.indexOf("### Page weights"));

  test("names the browser and Lighthouse that measured", () => {
    expect(report).toContain("- HeadlessChrome/156.0.8078.108, Lighthouse 13.5.0");
  });

  test("names the system's Gujarati faces where a Gujarati page was measured, and says where it had none", () => {
    // The same runs, read as a Gujarati page's.
    const gujarati: Comparison = {
      ...comparison,
      pages: ["/gu"],
      records: comparison.records.map((run) => (run.page === "/" ? { ...run, page: "/gu" } : run)),
      weights: { A: comparison.weights.A.map((page) => ({ ...page, path: "/gu" })), B: comparison.weights.B!.map((page) => ({ ...page, path: "/gu" })) },
    };
    const faces = ["Noto Sans Gujarati", "Noto Serif Gujarati"];
    expect(comparisonReport({ ...gujarati, versions: { ...comparison.versions, gujaratiFaces: faces } })).toContain(
      "- Gujarati faces on the system: Noto Sans Gujarati, Noto Serif Gujarati",
    );
    expect(comparisonReport({ ...gujarati, versions: { ...comparison.versions, gujaratiFaces: [] } })).toContain(
      "- No Gujarati face on the system: Gujarati letters were drawn as boxes",
    );
    expect(comparisonReport({ ...comparison, versions: { ...comparison.versions, gujaratiFaces: [] } })).not.toContain("Gujarati");
  });

  test("gives the floor's medians first, with their range", () => {
    expect(simulated).toContain("| floor |  | 100 (100–100) | 720 (700–760) | 720 (700–760) | 5 (0–10) | 0 (0–0) |  |  | 100, 100, 100 |");
  });

  test("gives each build's medians with their range, their distance from the floor and the lowest other scores", () => {
    expect(simulated).toContain("| / | A | 100 (99–100) | 900 (900–900) | 1300 (1290–1350) | 10 (0–25) | 0 (0–0) | +5 | +580 ✗ | 100, 100, 100 |");
    expect(simulated).toContain("| / | B | 97 (95–98) ✗ | 1200 (1200–1200) | 1400 (1380–1420) | 40 (35–60) | 0 (0–0) | +35 | +680 ✗ | 97, 100, 100 ✗ |");
    expect(applied).toContain("| / | A | 100 (99–100) | 900 (900–900) | 1300 (1290–1350) | 10 (0–25) | 0 (0–0) | 30 (30–30) | 1.25× | 1.81× | 100, 100, 100 |");
    expect(applied).toContain("| / | B | 97 (95–98) | 1200 (1200–1200) | 1400 (1380–1420) | 40 (35–60) | 0 (0–0) | 55 (30–70) ✗ | 1.67× ✗ | 1.94× | 97, 100, 100 ✗ |");
  });

  test("puts the difference of the medians in bold where it reaches a bar", () => {
    expect(simulated).toContain("| / | B − A | **-3** | +300 | **+100** | **+30** | 0.000 |  |  |  |");
    expect(applied).toContain("| / | B − A | **-3** | **+300** | **+100** | **+30** | 0.000 | +25 |  |  |  |");
  });

  test("weighs the bytes before first paint against their budget", () => {
    expect(report).toContain("| / | A | 100.0 | 1.0 (1) | 2.0 | 3.0 |");
    expect(report).toContain("| / | B | 120.0 | 39.0 (1) | 2.0 | 41.0 ✗ |");
    expect(report).toContain("| / | B − A | +20.0 | +38.0 | 0.0 | +38.0 |");
  });

  test("gives each build's throughput turns and the median ratio of page to static file, marked under 0.7", () => {
    const withThroughput = comparisonReport({
      ...comparison,
      throughput: {
        A: { staticRps: [500, 400, 600], pageRps: [250, 240, 330] },
        B: { staticRps: [500, 400, 600], pageRps: [400, 300, 420] },
      },
    });
    expect(withThroughput).toContain("| A | 500, 400, 600 | 250, 240, 330 | 0.55 ✗ |");
    expect(withThroughput).toContain("| B | 500, 400, 600 | 400, 300, 420 | 0.75 |");
  });

  test("reads as a single build's bench without B", () => {
    const single = comparisonReport({
      ...comparison,
      builds: { A: comparison.builds.A },
      weights: { A: comparison.weights.A },
      records: comparison.records.filter((run) => run.build !== "B"),
    });
    expect(single).toContain("## Benchmark: 3 Lighthouse mobile runs per page and throttling method, interleaved with the floor");
    expect(single).not.toContain("B − A");
    expect(single).toContain("| / | A | 100.0 | 1.0 (1) | 2.0 | 3.0 |");
  });
});
