/**
 * `npm run test:mutations [-- <name substring>]`: proves the tests bite. Each
 * mutation in the catalogue is a small, realistic fault in the site's source;
 * one at a time, it is made in a copy of the project (never in this working
 * copy) and the tests named as its catchers are run there. A mutation is
 * caught when a catcher fails on a test; a build that breaks or a server that
 * does not start proves nothing. Before any mutation, every catcher runs once
 * on an unmutated copy and must pass, or its failing on a mutation would mean
 * nothing.
 *
 * The catalogue, `faults/`, has a file per part of the tree, named after the
 * folder its faults are made in (`faults/http.ts` for `app/http/`), because
 * the question that sends a reader there starts from a file: "I changed
 * app/http/page-cache.ts, which fault breaks it, and which tests must still
 * catch it?". Each file says what it covers, and a fault filed elsewhere stops
 * the run. The runner itself is here and beside it: the copies, the commands,
 * Vitest's and Playwright's runs and reports.
 *
 * When tests are renamed or merged, update the catchers in `faults/`: a
 * catcher whose file is gone, whose `--grep` selects no test, a mutation whose
 * `find` no longer occurs exactly once in its file, or two mutations of the
 * same name stop the run with a message.
 */

import { runCatchers } from "./catchers.ts";
import { checkCatalogue } from "./check-catalogue.ts";
import { seconds, stopRunning } from "./command.ts";
import { areas } from "./faults/index.ts";
import { catcherLabel, type Catcher } from "./mutation.ts";
import { apply, cleanUp, copyProject, remove, removeEveryCopy } from "./project-copies.ts";

const mutations = areas.flatMap((area) => area.faults);

for (const name of ["SIGINT", "SIGTERM"] as const) {
  process.on(name, () => {
    const stopped = stopRunning();
    // Give Playwright a moment to stop its Workers before the copies go.
    setTimeout(async () => {
      await removeEveryCopy();
      process.exit(130);
    }, stopped ? 5_000 : 0);
  });
}

const tail = (output: string, lines = 30) =>
  output
    .trimEnd()
    .split("\n")
    .slice(-lines)
    .map((line) => `      | ${line}`)
    .join("\n");

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(rows[0]!), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...rows.slice(1).map(line)].join("\n");
}

async function main(): Promise<number> {
  const filter = process.argv.slice(2).join(" ").trim();
  const selected = mutations.filter((mutation) => mutation.name.includes(filter));
  if (!selected.length) {
    console.error(`No mutation's name contains "${filter}". The mutations: ${mutations.map(({ name }) => name).join(", ")}`);
    return 1;
  }
  const problems = checkCatalogue(areas, selected);
  if (problems.length) {
    console.error(`The catalogue of mutations in scripts/mutations/faults/ is out of date:\n  ${problems.join("\n  ")}`);
    return 1;
  }
  const started = performance.now();

  // 1. Every catcher passes on the project as it is, or its failing on a mutation would prove nothing.
  const catchers = new Map<string, Catcher>();
  for (const mutation of selected) for (const catcher of mutation.catchers) catchers.set(catcherLabel(catcher), catcher);
  console.log(`The project as it is: the ${catchers.size} catcher${catchers.size === 1 ? "" : "s"} of ${selected.length} mutation${selected.length === 1 ? "" : "s"} must pass…`);
  const baseline = copyProject();
  const before = await runCatchers(baseline, [...catchers.values()]);
  await remove(baseline);
  let baselineFails = false;
  for (const [label, catcher] of catchers) {
    const verdict = before.verdicts.get(catcher)!;
    if (verdict.result === "missed") {
      console.log(`  passes  ${label} (${verdict.tests.length} test${verdict.tests.length === 1 ? "" : "s"})`);
    } else {
      baselineFails = true;
      console.error(`  FAILS   ${label}: ${verdict.result === "caught" ? `fails with no mutation: ${verdict.tests.join("; ")}` : verdict.reason}`);
    }
  }
  console.log(`  (${before.timings.join(", ")})`);
  if (baselineFails) {
    for (const output of before.outputs) console.error(tail(output, 60));
    console.error("A catcher does not pass on the project as it is, so its failing on a mutation would prove nothing: fix it, or the catalogue, first.");
    cleanUp();
    return 1;
  }

  // 2. One mutation at a time, each in a copy of its own.
  const rows = [["mutation", "caught by (test title / file)", "result", "seconds"]];
  let uncaught = 0;
  for (const mutation of selected) {
    const mutationStarted = performance.now();
    console.log(`\n${mutation.name}: ${mutation.fault}\n  ${mutation.file}: ${JSON.stringify(mutation.find.trim())} → ${JSON.stringify(mutation.replace.trim())}`);
    const copy = copyProject();
    apply(copy, mutation);
    const after = await runCatchers(copy, mutation.catchers);
    await remove(copy);

    for (const catcher of mutation.catchers) {
      const verdict = after.verdicts.get(catcher)!;
      const detail = verdict.result === "not proven" ? verdict.reason : verdict.result === "caught" ? verdict.tests.join("; ") : "every test passed";
      console.log(`  ${verdict.result.padEnd(10)} ${catcherLabel(catcher)}: ${detail}`);
    }
    const verdicts = mutation.catchers.map((catcher) => ({ catcher, verdict: after.verdicts.get(catcher)! }));
    const caught = verdicts.filter(({ verdict }) => verdict.result === "caught");
    if (caught.length < verdicts.length) for (const output of after.outputs) console.log(tail(output));
    console.log(`  (${after.timings.join(", ")})`);
    if (!caught.length) uncaught += 1;
    // A row per catcher: the mutation's name and time on its first.
    verdicts.forEach(({ catcher, verdict }, index) => {
      const where = `${catcher.file}${catcher.kind === "e2e" ? ` [${catcher.project}]` : ""}`;
      const test = verdict.result === "caught" ? `${verdict.tests[0]}${verdict.tests.length > 1 ? ` (+${verdict.tests.length - 1} more)` : ""}` : "—";
      const result = verdict.result === "caught" ? "caught" : verdict.result === "missed" ? (caught.length ? "missed" : "SURVIVED") : "NOT PROVEN";
      rows.push([index ? "" : mutation.name, `${test} / ${where}`, result, index ? "" : String(seconds(mutationStarted))]);
    });
  }

  console.log(`\n${table(rows)}\n`);
  console.log(
    uncaught
      ? `${uncaught} of ${selected.length} mutations not caught (${seconds(started)} s in all): the tests miss a fault, or could not show it.`
      : `Every mutation was caught (${seconds(started)} s in all).`,
  );
  cleanUp();
  return uncaught ? 1 : 0;
}

process.exitCode = await main();
