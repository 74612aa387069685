import { spawnSync } from "node:child_process";
import type { BuildName } from "./comparison.ts";
import { median } from "./stats.ts";

/** wrk's turns per target after the warm-up, and their length. */
const ROUNDS = 3;
const SECONDS = 8;
/** A static file the asset server answers without the Worker, and a page the Worker serves from the edge cache. */
const STATIC_PATH = "/favicon.png";
const PAGE_PATH = "/";

export interface Throughput {
  /** Requests a second, one per turn. */
  staticRps: number[];
  pageRps: number[];
}

export const throughputTargets = { static: STATIC_PATH, page: PAGE_PATH };

/** Whether wrk is installed (Debian's `wrk` package). */
export function hasWrk(): boolean {
  return !spawnSync("wrk", ["--version"]).error;
}

/**
 * Rendered-page against static-file throughput of each build, wrk with 16
 * connections: every target warms up for 2 s, then the builds' static file
 * and page take turns (A's, then B's; the next round B's first), so that a
 * host getting busier or quieter weighs on all of them alike.
 */
export function measureThroughput(bases: Partial<Record<BuildName, string>>): Partial<Record<BuildName, Throughput>> {
  const builds = (Object.keys(bases) as BuildName[]).sort();
  for (const build of builds) for (const path of [STATIC_PATH, PAGE_PATH]) requestsPerSecond(`${bases[build]}${path}`, 2);
  const results: Partial<Record<BuildName, Throughput>> = {};
  for (const build of builds) results[build] = { staticRps: [], pageRps: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
      results[build]!.staticRps.push(requestsPerSecond(`${bases[build]}${STATIC_PATH}`));
      results[build]!.pageRps.push(requestsPerSecond(`${bases[build]}${PAGE_PATH}`));
    }
  }
  return results;
}

/** The page's rate over the static file's, turn by turn (each page turn right after its static turn), and their median. */
export function throughputRatio({ staticRps, pageRps }: Throughput): number {
  return median(pageRps.map((rate, turn) => rate / staticRps[turn]!));
}

function requestsPerSecond(url: string, seconds = SECONDS): number {
  const result = spawnSync("wrk", ["-t2", "-c16", `-d${seconds}s`, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const match = result.stdout.match(/Requests\/sec:\s+([\d.]+)/);
  const errors = result.stdout.match(/Non-2xx or 3xx responses: (\d+)/);
  if (errors) throw new Error(`wrk saw ${errors[1]} error responses from ${url}`);
  return Number(match?.[1] ?? 0);
}
