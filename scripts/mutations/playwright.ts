/** The e2e catchers: Playwright against the copy's build, on ports of their own, judged from its JSON report. */

import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { run } from "./command.ts";
import type { Catcher, Verdict } from "./mutation.ts";
import { endLeftovers } from "./project-copies.ts";

/** Ports the browser tests may use here: the Worker on one, the faulty Worker on the next. */
const portRange = [8950, 8960] as const;

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
}

/** Every test of a file's suite: its file, project, title (describes › own title) and status. */
function testsOf(suite: PlaywrightSuite, rootDir: string, path: string[] = []): { file: string; project: string; title: string[]; status: string }[] {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ file: resolve(rootDir, spec.file), project: test.projectName, title: [...path, spec.title], status: test.status })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => testsOf(inner, rootDir, [...path, inner.title])),
  ];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free port in the range, with the next one free for the faulty Worker. */
async function freePortPair(): Promise<number> {
  for (let port = portRange[0]; port < portRange[1]; port += 1) {
    if ((await isFree(port)) && (await isFree(port + 1))) return port;
  }
  throw new Error(`no two free ports side by side in ${portRange[0]}-${portRange[1]}`);
}

/**
 * The e2e catchers in one Playwright run (its Workers start once): their
 * files, projects and greps together. That may select a few tests more (a
 * file's grep in another catcher's project); each catcher is judged on its
 * own file, project and grep alone, the grep matched against the title.
 */
export async function runE2e(copy: string, catchers: Extract<Catcher, { kind: "e2e" }>[], fixtureSite: boolean) {
  const verdicts = new Map<Catcher, Verdict>();
  const notProven = (reason: string) => catchers.forEach((catcher) => verdicts.set(catcher, { result: "not proven", reason }));
  const port = await freePortPair();
  const reportFile = join(copy, ".mutation-playwright.json");
  rmSync(reportFile, { force: true });
  const args = ["playwright", "test", "--config", "tests/playwright.config.ts", "--reporter=list,json", ...new Set(catchers.map((catcher) => catcher.file))];
  for (const project of new Set(catchers.map((catcher) => catcher.project))) args.push("--project", project);
  if (catchers.every((catcher) => catcher.grep)) args.push("--grep", [...new Set(catchers.map((catcher) => `(?:${catcher.grep})`))].join("|"));
  const env = { E2E_PORT: String(port), E2E_FAULTY_PORT: String(port + 1), PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, E2E_FIXTURE_SITE: fixtureSite ? "on" : "off" };
  let ran = await run("npx", args, copy, env);
  await endLeftovers(copy);
  if (ran.signal && !ran.timedOut) {
    // Not this script's doing (it signals only on a timeout or an interrupt): another job on the machine. Once more.
    console.log(`  Playwright was ended by ${ran.signal} from outside; running it again`);
    rmSync(reportFile, { force: true });
    ran = await run("npx", args, copy, env);
    await endLeftovers(copy);
  }
  const { code, signal, output, timedOut } = ran;
  // Playwright stops the Workers it started: wait until their ports are free again.
  for (let waited = 0; waited < 30 && !((await isFree(port)) && (await isFree(port + 1))); waited += 1) {
    await new Promise((done) => setTimeout(done, 500));
  }
  if (timedOut || !existsSync(reportFile)) {
    notProven(timedOut ? "timed out" : `Playwright ${signal ? `was ended by ${signal}` : `exited ${code}`} without a report`);
    return { verdicts, output };
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as PlaywrightReport;
  // The Workers did not start, or the run broke outside its tests: no verdict.
  if (report.errors.length) {
    notProven(`the run failed outside the tests: ${report.errors.map((error) => error.message ?? "").join(" ").replace(/\s+/g, " ").slice(0, 200)}`);
    return { verdicts, output };
  }
  const tests = report.suites.flatMap((suite) => testsOf(suite, report.config.rootDir));
  for (const catcher of catchers) {
    const grep = catcher.grep ? new RegExp(catcher.grep) : undefined;
    const own = tests.filter((test) => test.file === join(copy, catcher.file) && test.project === catcher.project && (!grep || grep.test(test.title.join(" "))));
    const failed = own.filter((test) => test.status === "unexpected").map((test) => test.title.join(" › "));
    if (failed.length && code !== 0) verdicts.set(catcher, { result: "caught", tests: failed });
    else if (own.length && own.every((test) => test.status === "expected")) verdicts.set(catcher, { result: "missed", tests: own.map((test) => test.title.join(" › ")) });
    else if (own.some((test) => test.status === "flaky")) verdicts.set(catcher, { result: "not proven", reason: "a test failed, then passed on retry" });
    else verdicts.set(catcher, { result: "not proven", reason: own.length ? `its tests were ${[...new Set(own.map((test) => test.status))].join(", ")}` : "no test matched" });
  }
  return { verdicts, output };
}
