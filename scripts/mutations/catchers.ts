/** Every catcher of a list on one copy: the unit ones, then, built once, the e2e ones. */

import { run, seconds } from "./command.ts";
import type { Catcher, Verdict } from "./mutation.ts";
import { runE2e } from "./playwright.ts";
import { runUnit } from "./vitest.ts";

/** Builds the copy for the browser tests, as `npm run test:e2e` does; and its fixture site when a catcher reads it. */
async function build(copy: string, fixtureSite: boolean) {
  const built = await run("npx", ["vite", "build"], copy, {}, 10 * 60_000);
  return built.code === 0 && fixtureSite ? run("node", ["scripts/fixture-site.ts"], copy, {}, 10 * 60_000) : built;
}

/** The spec that reads the fixture site (scripts/fixture-site.ts), which only it needs built. */
const readsFixtureSite = (catcher: Extract<Catcher, { kind: "e2e" }>) => catcher.file === "tests/e2e/journal-fixtures.spec.ts";

export async function runCatchers(copy: string, catchers: Catcher[]): Promise<{ verdicts: Map<Catcher, Verdict>; outputs: string[]; timings: string[] }> {
  const verdicts = new Map<Catcher, Verdict>();
  const outputs: string[] = [];
  const timings: string[] = [];
  const unit = catchers.filter((catcher) => catcher.kind === "unit");
  const e2e = catchers.filter((catcher) => catcher.kind === "e2e");
  if (unit.length) {
    const started = performance.now();
    const ran = await runUnit(copy, unit);
    ran.verdicts.forEach((verdict, catcher) => verdicts.set(catcher, verdict));
    outputs.push(ran.output);
    timings.push(`unit tests ${seconds(started)} s`);
  }
  if (e2e.length) {
    let started = performance.now();
    const fixtureSite = e2e.some(readsFixtureSite);
    const built = await build(copy, fixtureSite);
    timings.push(`build ${seconds(started)} s`);
    if (built.code !== 0) {
      for (const catcher of e2e) verdicts.set(catcher, { result: "not proven", reason: built.timedOut ? "the build timed out" : "the project did not build" });
      outputs.push(built.output);
    } else {
      started = performance.now();
      const ran = await runE2e(copy, e2e, fixtureSite);
      ran.verdicts.forEach((verdict, catcher) => verdicts.set(catcher, verdict));
      outputs.push(ran.output);
      timings.push(`browser tests ${seconds(started)} s`);
    }
  }
  return { verdicts, outputs, timings };
}
