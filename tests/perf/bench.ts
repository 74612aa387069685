/**
 * `npm run bench`: builds the current checkout, serves it with `wrangler dev`
 * on loopback and prints per page first-load JS/CSS/HTML (gzip) and the
 * Lighthouse mobile figures (median of BENCH_RUNS runs, 5 by default, with
 * simulated and with applied throttling) beside those of the floor, a nearly
 * empty page the same Worker serves (app/http/bench-floor.ts), measured in
 * every round of runs; then, from the same runs' traces, how long the page's
 * main thread worked against how long its tasks took; then rendered-page vs
 * static-asset throughput measured with wrk (16 connections, 8 s each, the two
 * taking turns twice after a short warm-up). It names the Chromium and the
 * Lighthouse that measured: update Debian's Chromium first.
 *
 * `npm run bench -- --compare <refA> <refB>`: an interleaved A/B benchmark of
 * two commits, each built in its own temporary git worktree, both served at
 * once; BENCH_RUNS rounds per throttling method, each round measuring the
 * floor and then every page of both builds; then both builds' page against
 * static-file throughput, their wrk turns interleaved. Prints Markdown tables
 * and writes every run to bench-results/.
 * `npm run bench -- --without <device>`: the same between HEAD and HEAD with
 * tests/perf/devices/<device>.patch applied (the device taken out).
 * `npm run bench -- --patch <file>`: the same between HEAD and HEAD with <file> applied.
 *
 * `npm run bench -- --next-page` (alone or before any of the above): instead
 * of Lighthouse, the time from a tap on a link until the next page's heading
 * is painted, with JavaScript and without (tests/perf/next-page.ts).
 * `npm run bench -- --tap` (likewise): how long a tap on the menu button or a
 * portfolio filter, 300 ms after the first paint, waits for the next paint
 * (tests/perf/tap.ts).
 *
 * BENCH_PAGES=/,/contact restricts the pages. BENCH_PORT (8790) is the first
 * of the loopback ports: a single build uses it and the one two above it, a
 * comparison the four from it.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { benchOptionsFromEnv } from "./bench-options.ts";
import { benchNextPage, nextPageReport, saveNextPage } from "./next-page.ts";
import { compareBuilds, saveComparison } from "./compare.ts";
import { benchTap, saveTap, tapReport } from "./tap.ts";
import { comparisonReport } from "./compare-report.ts";
import type { BuildName } from "./comparison.ts";
import { benchSingleBuild } from "./single-build.ts";
import { type BuildSpec, checkoutRoot, displayPath, resolveCommit } from "./worktree.ts";

type Command = ({ mode: "single" } | { mode: "compare"; builds: Record<BuildName, BuildSpec>; note?: string }) & { nextPage: boolean; tap: boolean };

const USAGE = "Usage: npm run bench [-- [--next-page | --tap] [--compare <refA> <refB> | --without <device> | --patch <file>]]";
const DEVICES_DIR = join(checkoutRoot, "tests/perf/devices");

function parseCommand(args: string[]): Command {
  const { values, positionals } = parseArgs({
    args,
    options: { compare: { type: "boolean" }, without: { type: "string" }, patch: { type: "string" }, "next-page": { type: "boolean" }, tap: { type: "boolean" } },
    allowPositionals: true,
  });
  if (values["next-page"] && values.tap) throw new Error(USAGE);
  return { ...buildsToMeasure(values, positionals), nextPage: values["next-page"] === true, tap: values.tap === true };
}

function buildsToMeasure(values: { compare?: boolean; without?: string; patch?: string }, positionals: string[]) {
  const modes = [values.compare, values.without, values.patch].filter((value) => value !== undefined);
  if (modes.length > 1 || (positionals.length > 0 && !values.compare)) throw new Error(USAGE);
  if (values.compare) {
    if (positionals.length !== 2) throw new Error(`--compare takes two git refs. ${USAGE}`);
    const [a, b] = positionals as [string, string];
    return { mode: "compare" as const, builds: { A: commitBuild(a), B: commitBuild(b) } };
  }
  if (values.without !== undefined) return withoutDevice(values.without);
  if (values.patch !== undefined) {
    // npm runs scripts from the package's folder; a relative path means where the command was typed.
    const patch = resolve(process.env.INIT_CWD ?? process.cwd(), values.patch);
    if (!existsSync(patch)) throw new Error(`No patch at ${patch}`);
    const head = commitBuild("HEAD");
    return { mode: "compare" as const, builds: { A: head, B: { ...head, label: `${head.label} with ${displayPath(patch)} applied`, patch } } };
  }
  return { mode: "single" as const };
}

function commitBuild(ref: string): BuildSpec {
  const commit = resolveCommit(ref);
  return { label: `\`${ref}\` (${commit.slice(0, 7)})`, commit };
}

function withoutDevice(device: string) {
  const patch = join(DEVICES_DIR, `${device}.patch`);
  if (!existsSync(patch)) {
    const known = existsSync(DEVICES_DIR) ? readdirSync(DEVICES_DIR).filter((name) => name.endsWith(".patch")) : [];
    throw new Error(`No device patch ${displayPath(patch)}; there are: ${known.join(", ") || "none"}`);
  }
  const head = commitBuild("HEAD");
  return {
    mode: "compare" as const,
    builds: {
      A: { ...head, label: `${head.label}, with ${device}` },
      B: { ...head, label: `${head.label} without ${device} (${displayPath(patch)} applied)`, patch },
    },
    note: `B is the build without ${device}: what B loses against A (a lower score, longer times) is what ${device} buys.`,
  };
}

try {
  const options = benchOptionsFromEnv();
  const command = parseCommand(process.argv.slice(2));
  if (command.nextPage) {
    const measured = await benchNextPage(command.mode === "compare" ? command.builds : undefined, options.runs, options.port);
    console.log(`\n${nextPageReport(measured)}`);
    if (command.mode === "compare" && command.note) console.log(`\n${command.note}`);
    console.log(`\nEvery run: ${saveNextPage(measured)}`);
  } else if (command.tap) {
    const measured = await benchTap(command.mode === "compare" ? command.builds : undefined, options.runs, options.port);
    console.log(`\n${tapReport(measured)}`);
    if (command.mode === "compare" && command.note) console.log(`\n${command.note}`);
    console.log(`\nEvery run: ${saveTap(measured)}`);
  } else if (command.mode === "single") {
    await benchSingleBuild(options);
  } else {
    const comparison = await compareBuilds(command.builds, options);
    console.log(`\n${comparisonReport(comparison, command.note)}`);
    console.log(`\nEvery run: ${saveComparison(comparison)}`);
  }
} catch (error) {
  console.error(`\nbench: ${(error as Error).message}`);
  process.exitCode = 1;
}
