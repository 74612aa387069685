import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { BenchOptions } from "./bench-options.ts";
import { type BuildName, buildNames, type Comparison } from "./comparison.ts";
import { floorServer, measureRounds } from "./measure.ts";
import { hasWrk, measureThroughput } from "./throughput.ts";
import { buildAndServe, type Server, serveBuild } from "./serve.ts";
import { weighPages } from "./weigh-pages.ts";
import { type BuildSpec, checkOut, checkoutRoot, installAndBuild, makeScratchDir } from "./worktree.ts";

/**
 * Builds A and B in their own worktrees, serves both at once (A on `port`,
 * B on `port` + 1), weighs their pages and measures them and the floor page
 * with Lighthouse in interleaved runs, with simulated and then with applied
 * throttling; then each build's page against static-file throughput.
 */
export async function compareBuilds(builds: Record<BuildName, BuildSpec>, { pages, runs, port }: BenchOptions): Promise<Comparison> {
  const startedAt = new Date().toISOString();
  const [serverA, serverB] = await buildAndServeBoth(builds, port);
  const bases = { A: serverA.base, B: serverB.base };
  try {
    const weights = { A: await weighPages(bases.A, pages), B: await weighPages(bases.B, pages) };
    const { records, versions } = await measureRounds(bases, await floorServer([bases.A, bases.B]), pages, runs);
    const throughput = hasWrk() ? measureThroughput(bases) : undefined;
    return { startedAt, builds, versions, pages, runs, weights, records, throughput };
  } finally {
    serverA.stop();
    serverB.stop();
  }
}

/** Checks A and B out into their own worktrees, builds them one after the other and serves both: A on `port`, B on `port` + 1. */
export async function buildAndServeBoth(builds: Record<BuildName, BuildSpec>, port: number): Promise<[Server, Server]> {
  const scratch = makeScratchDir();
  const dirs = { A: join(scratch, "A"), B: join(scratch, "B") };
  // Both checked out first, so that a patch that does not apply fails the bench before any build.
  for (const name of buildNames) checkOut(builds[name], dirs[name]);
  // One after the other: two builds at once would only compete for the same cores.
  for (const name of buildNames) {
    console.error(`\nBuilding ${name}: ${builds[name].label}`);
    await installAndBuild(dirs[name]);
  }
  return await Promise.all([serveBuild(dirs.A, port), serveBuild(dirs.B, port + 1)]);
}

/** Where each build is served, and what it is. */
export type ServedBuilds = { bases: Partial<Record<BuildName, string>>; builds: Partial<Record<BuildName, BuildSpec>> };

/**
 * The current checkout (as A), or both builds of a comparison, built and
 * served for as long as `measure` runs against them.
 */
export async function withServedBuilds<T>(builds: Record<BuildName, BuildSpec> | undefined, port: number, measure: (served: ServedBuilds) => Promise<T>): Promise<T> {
  const servers = builds ? await buildAndServeBoth(builds, port) : [await buildAndServe(port)];
  try {
    const bases = Object.fromEntries(servers.map((server, index) => [buildNames[index], server.base]));
    return await measure({ bases, builds: builds ?? { A: { label: "this checkout", commit: "HEAD" } } });
  } finally {
    for (const server of servers) server.stop();
  }
}

/** Writes the bench or comparison, every run included, to bench-results/ and returns the file's path relative to the checkout. */
export function saveComparison(comparison: Comparison): string {
  const dir = join(checkoutRoot, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${comparison.builds.B ? "compare" : "bench"}-${comparison.startedAt.replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.json`);
  writeFileSync(file, `${JSON.stringify(comparison, null, 2)}\n`);
  return relative(checkoutRoot, file);
}
