/** The unit catchers: Vitest files, judged from its JSON report. */

import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { run } from "./command.ts";
import type { Catcher, Verdict } from "./mutation.ts";

interface VitestReport {
  numTotalTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

/** The unit catchers' files in one Vitest run, after compiling the messages as `npm run test:unit` does; a verdict per catcher. */
export async function runUnit(copy: string, catchers: Extract<Catcher, { kind: "unit" }>[]) {
  const verdicts = new Map<Catcher, Verdict>();
  const notProven = (reason: string) => catchers.forEach((catcher) => verdicts.set(catcher, { result: "not proven", reason }));
  const compiled = await run("npx", ["node", "scripts/compile-messages.ts"], copy);
  if (compiled.code !== 0) {
    notProven("the messages did not compile");
    return { verdicts, output: compiled.output };
  }
  const reportFile = join(copy, ".mutation-vitest.json");
  rmSync(reportFile, { force: true });
  const files = [...new Set(catchers.map((catcher) => catcher.file))];
  const { code, output, timedOut } = await run(
    "npx",
    ["vitest", "run", "--config", "tests/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...files],
    copy,
  );
  if (timedOut || !existsSync(reportFile)) {
    notProven(timedOut ? "timed out" : `Vitest exited ${code} without a report`);
    return { verdicts, output };
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport;
  for (const catcher of catchers) {
    const file = report.testResults.find((result) => result.name === join(copy, catcher.file));
    const tests = file?.assertionResults ?? [];
    const title = (test: (typeof tests)[number]) => [...test.ancestorTitles, test.title].join(" › ");
    const failed = tests.filter((test) => test.status === "failed").map(title);
    if (failed.length && code !== 0) verdicts.set(catcher, { result: "caught", tests: failed });
    else if (file?.status === "passed" && tests.length) verdicts.set(catcher, { result: "missed", tests: tests.map(title) });
    // A file that did not load (a syntax error, a missing module) fails without a failed test.
    else verdicts.set(catcher, { result: "not proven", reason: file ? `the test file did not run: ${(file.message ?? "").split("\n")[0]!.slice(0, 160)}` : "no test ran" });
  }
  return { verdicts, output };
}
