import type { LighthouseMetrics, ThrottlingMethod } from "./lighthouse.ts";
import type { PageWeight } from "./page-weight.ts";
import type { BuildSpec } from "./worktree.ts";

export type BuildName = "A" | "B";
export const buildNames: BuildName[] = ["A", "B"];
export const throttlingMethods: ThrottlingMethod[] = ["simulate", "devtools"];

export interface RunRecord extends LighthouseMetrics {
  build: BuildName;
  page: string;
  throttling: ThrottlingMethod;
  /** 1 to runs, counted per build, page and throttling method. */
  run: number;
  /** When the run started (ISO 8601), to see drift over a comparison. */
  startedAt: string;
}

export interface Comparison {
  /** ISO 8601 */
  startedAt: string;
  builds: Record<BuildName, BuildSpec>;
  pages: string[];
  runs: number;
  weights: Record<BuildName, PageWeight[]>;
  records: RunRecord[];
}

/**
 * The order of one page's runs: A B, B A, A B, … Whichever build goes first
 * alternates, so a host getting busier or quieter weighs on both alike.
 */
export function interleavedOrder(runs: number): BuildName[] {
  return Array.from({ length: runs }, (_, pair): BuildName[] => (pair % 2 === 0 ? ["A", "B"] : ["B", "A"])).flat();
}
