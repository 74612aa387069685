import type { LighthouseMetrics, ThrottlingMethod } from "./lighthouse.ts";
import type { PageWeight } from "./page-weight.ts";
import type { Throughput } from "./throughput.ts";
import type { BuildSpec } from "./worktree.ts";

export type BuildName = "A" | "B";
export const buildNames: BuildName[] = ["A", "B"];
export const throttlingMethods: ThrottlingMethod[] = ["simulate", "devtools"];

/** What a run measured: a page of a build, or the floor page (app/http/bench-floor.ts). */
export type Measured = BuildName | "floor";

export interface RunRecord extends LighthouseMetrics {
  build: Measured;
  page: string;
  throttling: ThrottlingMethod;
  /** 1 to runs, counted per build, page and throttling method. */
  run: number;
  /** When the run started (ISO 8601), to see drift over a comparison. */
  startedAt: string;
}

export interface Versions {
  /** As the browser names itself, e.g. "HeadlessChrome/156.0.8078.108". */
  chromium: string;
  lighthouse: string;
  /**
   * The system's Gujarati faces, as fontconfig lists them for Chromium on
   * Linux; empty where it has none, and a Gujarati page is drawn in boxes, as
   * no phone draws it (docs/performance.md). Absent in runs saved before it.
   */
  gujaratiFaces?: string[];
}

/** A bench of one build (`builds.B` absent) or an A/B comparison of two. */
export interface Comparison {
  /** ISO 8601 */
  startedAt: string;
  builds: { A: BuildSpec; B?: BuildSpec };
  versions: Versions;
  pages: string[];
  runs: number;
  weights: { A: PageWeight[]; B?: PageWeight[] };
  records: RunRecord[];
  /** Absent where wrk is not installed. */
  throughput?: { A?: Throughput; B?: Throughput };
}

/**
 * The order of one page's runs: A B, B A, A B, … Whichever build goes first
 * alternates, so a host getting busier or quieter weighs on both alike.
 */
export function interleavedOrder(runs: number): BuildName[] {
  return Array.from({ length: runs }, (_, pair): BuildName[] => (pair % 2 === 0 ? ["A", "B"] : ["B", "A"])).flat();
}

/**
 * The order of one round of runs: the floor, then each page, its builds
 * alternating which goes first from round to round (A B, then B A, …), so
 * that a host getting busier or quieter weighs on every page, both builds and
 * the floor alike.
 */
export function roundOrder(round: number, pages: string[], builds: BuildName[]): { build: Measured; page: string }[] {
  const ordered = round % 2 === 1 ? builds : [...builds].reverse();
  return [{ build: "floor", page: "floor" }, ...pages.flatMap((page) => ordered.map((build) => ({ build, page })))];
}
