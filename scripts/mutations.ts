/**
 * `npm run test:mutations [-- <name substring>]`: proves the tests bite. Each
 * mutation below is a small, realistic fault in the site's source; one at a
 * time, it is made in a copy of the project (never in this working copy) and
 * the tests named as its catchers are run there. A mutation is caught when a
 * catcher fails on a test; a build that breaks or a server that does not start
 * proves nothing. Before any mutation, every catcher runs once on an unmutated
 * copy and must pass, or its failing on a mutation would mean nothing.
 *
 * When tests are renamed or merged, update the catchers here: a catcher whose
 * file is gone, whose `--grep` selects no test, or a mutation whose `find` no
 * longer occurs exactly once in its file stops the run with a message.
 */

import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

type Catcher =
  /** Vitest, one test file. */
  | { kind: "unit"; file: string }
  /**
   * Playwright against the copy's build under `wrangler dev`: one spec file,
   * one project, and `--grep`, a regular expression found (unanchored) in the
   * test's describes and title joined by spaces.
   */
  | { kind: "e2e"; file: string; grep?: string; project: "js-on" | "js-off" | "firefox-js-on" | "firefox-js-off" };

interface Mutation {
  name: string;
  /** What goes wrong for a visitor or the owner. */
  fault: string;
  file: string;
  /** Must occur exactly once in `file`. */
  find: string;
  replace: string;
  catchers: Catcher[];
}

export const mutations: Mutation[] = [
  {
    name: "cross-site-post",
    fault: "the edge's cross-site guard lets a form posted from another site through unless both Origin and Sec-Fetch-Site say so",
    file: "app/http/guards/cross-site-guard.ts",
    find: `if (fromOtherOrigin || request.headers.get("Sec-Fetch-Site") === "cross-site") {`,
    replace: `if (fromOtherOrigin && request.headers.get("Sec-Fetch-Site") === "cross-site") {`,
    catchers: [
      { kind: "unit", file: "app/http/guards/cross-site-guard.test.ts" },
      { kind: "e2e", file: "tests/e2e/quote-guards.http.spec.ts", grep: "403: posts from another site", project: "js-on" },
    ],
  },
  {
    name: "gujarati-left-in-english",
    fault: "the menu's Services on every Gujarati page is left in English",
    file: "messages/gu.json",
    find: `"nav_services": "સેવાઓ",`,
    replace: `"nav_services": "Services",`,
    catchers: [{ kind: "unit", file: "app/i18n/messages.test.ts" }],
  },
  {
    name: "not-found-answers-200",
    fault: "an address with no page gets the not-found page with 200, so search engines index it",
    file: "app/routes/not-found/not-found-page.tsx",
    find: "return data({ notFound: pathname }, { status: 404 });",
    replace: "return data({ notFound: pathname }, { status: 200 });",
    catchers: [{ kind: "e2e", file: "tests/e2e/pages.spec.ts", grep: "/no-such-page shows the not-found page with status 404", project: "js-off" }],
  },
  {
    name: "portfolio-filter-ignored",
    fault: "the server renders every design whatever ?category= asks for, so the filter does nothing without JavaScript",
    file: "app/routes/portfolio.tsx",
    find: "const items = filterPortfolio(category, portfolioItemsIn(language));",
    replace: "const items = portfolioItemsIn(language);",
    catchers: [{ kind: "e2e", file: "tests/e2e/portfolio.spec.ts", grep: "each filter shows exactly as many cards as its count", project: "js-off" }],
  },
  {
    name: "language-switch-without-hreflang",
    fault: "the header's language switch loses its hreflang",
    file: "app/components/shell/language-switch.tsx",
    find: "      hrefLang={languageTag[to]}\n",
    replace: "",
    catchers: [{ kind: "e2e", file: "tests/e2e/gujarati.spec.ts", grep: "the language switch leads from /about to the same page", project: "js-off" }],
  },
  {
    name: "thank-you-toast-stays",
    fault: "the quote form's thank-you toast never goes away (its fade-out animation is gone)",
    file: "app/app.css",
    find: "  animation: quote-toast-leave var(--quote-toast-fade) ease-in calc(var(--quote-toast-ms) - var(--quote-toast-fade)) both;\n",
    replace: "",
    catchers: [{ kind: "e2e", file: "tests/e2e/quote-form.js-only.spec.ts", grep: "a second request shows the toast again", project: "js-on" }],
  },
  {
    name: "blank-content-accepted",
    fault: "the content check accepts text made only of spaces, so a blank description passes the build",
    file: "app/content/schema.ts",
    find: `.refine((value) => value.trim() !== "", "must not be empty")`,
    replace: `.refine((value) => value !== "", "must not be empty")`,
    catchers: [{ kind: "unit", file: "app/content/build/check-content.test.ts" }],
  },
  {
    name: "cache-key-keeps-query",
    fault: "the edge caches a page under the visitor's full address, so every ?utm_source= or made-up query is a cache entry of its own",
    file: "app/http/page-cache.ts",
    find: "const key = pageCacheKey(shared.address, version);",
    replace: "const key = pageCacheKey(new URL(request.url), version);",
    catchers: [{ kind: "unit", file: "app/http/page-cache.test.ts" }],
  },
  {
    name: "hindi-wedding-word",
    fault: "a design's Gujarati title says હલદી, the Hindi word the glossary rules out, where Gujarati families say પીઠી",
    file: "content/designs/haldi-marigold-backdrop.json",
    find: `"title": "પીઠી માટે ગલગોટાનું બેકડ્રોપ"`,
    replace: `"title": "હલદી માટે ગલગોટાનું બેકડ્રોપ"`,
    catchers: [{ kind: "unit", file: "app/content/glossary.test.ts" }],
  },
  {
    name: "vcard-without-name",
    fault: "the contact card (.vcf) has no FN line, so a phone saves the studio without a name",
    file: "app/lib/vcard.ts",
    find: "    `FN:${escapeText(business.name)}`,\n",
    replace: "",
    catchers: [{ kind: "unit", file: "app/lib/vcard.test.ts" }],
  },
  {
    name: "menu-ignores-escape",
    fault: "the mobile menu is a manual popover, which Escape (and a tap beside it) does not close",
    file: "app/components/shell/mobile-menu.tsx",
    find: `popover="auto"`,
    replace: `popover="manual"`,
    catchers: [
      { kind: "e2e", file: "tests/e2e/accessibility.spec.ts", grep: "the menu opens, is walked through, and closes with Escape", project: "js-off" },
      { kind: "e2e", file: "tests/firefox/pages.spec.ts", grep: "the mobile menu at 390 px closes on Escape", project: "firefox-js-off" },
    ],
  },
];

// ─── Running ────────────────────────────────────────────────────────────────

const projectRoot = join(import.meta.dirname, "..");
/** Ports the browser tests may use here: the Worker on one, the faulty Worker on the next. */
const portRange = [8950, 8960] as const;
/** A test run that takes longer than this is stopped and proves nothing. */
const runTimeoutMs = 8 * 60_000;

type Verdict =
  /** The catcher failed on a test: what it is for. */
  | { result: "caught"; tests: string[] }
  /** The catcher's tests all passed. */
  | { result: "missed"; tests: string[] }
  /** Neither: the build, the server or the test run itself failed. */
  | { result: "not proven"; reason: string };

interface Run {
  code: number | null;
  /** The signal that ended it, if one did. */
  signal: NodeJS.Signals | null;
  output: string;
  timedOut: boolean;
}

/** The current child, so an interrupt can stop it. */
let running: ChildProcess | undefined;
const folders = new Set<string>();

/** Runs a command in its own process group; on timeout or interrupt the whole group is stopped. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}, timeoutMs = runTimeoutMs): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: "0", ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running = child;
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopGroup(child);
    }, timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running = undefined;
      resolve({ code, signal, output, timedOut });
    });
  });
}

/** SIGINT first, which lets Playwright stop the Workers it started, then SIGKILL for whatever is left of the group. */
function stopGroup(child: ChildProcess) {
  const group = child.pid;
  if (group === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // the group is gone
    }
  };
  signal("SIGINT");
  setTimeout(() => signal("SIGKILL"), 15_000).unref();
}

/** Every copy made, removed again: a process that was ending may have written into one after it went. */
function cleanUp() {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

for (const name of ["SIGINT", "SIGTERM"] as const) {
  process.on(name, () => {
    const child = running;
    if (child) stopGroup(child);
    // Give Playwright a moment to stop its Workers before the copies go.
    setTimeout(async () => {
      for (const folder of folders) await endLeftovers(folder);
      cleanUp();
      process.exit(130);
    }, child ? 5_000 : 0);
  });
}

/** A copy of the project's files (tracked, and new ones not ignored), its dependencies linked, in a temporary folder. */
function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), "mutation-"));
  folders.add(copy);
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: projectRoot, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    // Deleted in the working copy, not yet in the index.
    if (!existsSync(join(projectRoot, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(copy, file));
  }
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/**
 * Ends whatever still runs in the copy (a Worker whose Playwright was killed
 * from outside keeps running): every process whose working folder is in it,
 * which only this script's runs can be.
 */
async function endLeftovers(copy: string) {
  const inCopy = () =>
    readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
      .filter((pid) => {
        try {
          const cwd = readlinkSync(`/proc/${pid}/cwd`);
          return cwd === copy || cwd.startsWith(`${copy}/`);
        } catch {
          return false; // gone, or not ours to read
        }
      })
      .map(Number);
  for (const signal of ["SIGTERM", "SIGKILL"] as const) {
    const pids = inCopy();
    if (!pids.length) return;
    if (signal === "SIGTERM") console.log(`  ending ${pids.length} process${pids.length === 1 ? "" : "es"} left running in the copy`);
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    await new Promise((done) => setTimeout(done, 3_000));
  }
}

async function remove(copy: string) {
  await endLeftovers(copy);
  rmSync(copy, { recursive: true, force: true });
}

const occurrences = (text: string, find: string) => text.split(find).length - 1;

function apply(copy: string, mutation: Mutation) {
  const path = join(copy, mutation.file);
  writeFileSync(path, readFileSync(path, "utf8").replace(mutation.find, () => mutation.replace));
}

/** What must hold before any time is spent: each `find` once in its file, each catcher's file there. */
function checkList(selected: Mutation[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const { name } of mutations) {
    if (names.has(name)) problems.push(`two mutations are named ${name}`);
    names.add(name);
  }
  for (const mutation of selected) {
    const path = join(projectRoot, mutation.file);
    if (!existsSync(path)) {
      problems.push(`${mutation.name}: ${mutation.file} is not there`);
    } else {
      const count = occurrences(readFileSync(path, "utf8"), mutation.find);
      if (count !== 1) problems.push(`${mutation.name}: its \`find\` occurs ${count} times in ${mutation.file}, not once: has the code moved?`);
    }
    if (!mutation.catchers.length) problems.push(`${mutation.name}: names no catcher`);
    for (const catcher of mutation.catchers) {
      if (!existsSync(join(projectRoot, catcher.file))) problems.push(`${mutation.name}: its catcher ${catcher.file} is not there: has the test moved?`);
    }
  }
  return problems;
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

const tail = (output: string, lines = 30) =>
  output
    .trimEnd()
    .split("\n")
    .slice(-lines)
    .map((line) => `      | ${line}`)
    .join("\n");

const catcherLabel = (catcher: Catcher) =>
  catcher.kind === "unit" ? `unit ${catcher.file}` : `e2e ${catcher.file} --project ${catcher.project}${catcher.grep ? ` --grep "${catcher.grep}"` : ""}`;

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

// ─── Vitest ─────────────────────────────────────────────────────────────────

interface VitestReport {
  numTotalTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

/** The unit catchers' files in one Vitest run, after compiling the messages as `npm run test:unit` does; a verdict per catcher. */
async function runUnit(copy: string, catchers: Extract<Catcher, { kind: "unit" }>[]) {
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

// ─── Playwright ─────────────────────────────────────────────────────────────

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

/**
 * The e2e catchers in one Playwright run (its Workers start once): their
 * files, projects and greps together. That may select a few tests more (a
 * file's grep in another catcher's project); each catcher is judged on its
 * own file, project and grep alone, the grep matched against the title.
 */
async function runE2e(copy: string, catchers: Extract<Catcher, { kind: "e2e" }>[]) {
  const verdicts = new Map<Catcher, Verdict>();
  const notProven = (reason: string) => catchers.forEach((catcher) => verdicts.set(catcher, { result: "not proven", reason }));
  const port = await freePortPair();
  const reportFile = join(copy, ".mutation-playwright.json");
  rmSync(reportFile, { force: true });
  const args = ["playwright", "test", "--config", "tests/playwright.config.ts", "--reporter=list,json", ...new Set(catchers.map((catcher) => catcher.file))];
  for (const project of new Set(catchers.map((catcher) => catcher.project))) args.push("--project", project);
  if (catchers.every((catcher) => catcher.grep)) args.push("--grep", [...new Set(catchers.map((catcher) => `(?:${catcher.grep})`))].join("|"));
  const env = { E2E_PORT: String(port), E2E_FAULTY_PORT: String(port + 1), PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile };
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

/** Builds the copy for the browser tests, as `npm run test:e2e` does. */
const build = (copy: string) => run("npx", ["vite", "build"], copy, {}, 10 * 60_000);

/** Every catcher on one copy: the unit ones, then (built once) the e2e ones. */
async function runCatchers(copy: string, catchers: Catcher[]): Promise<{ verdicts: Map<Catcher, Verdict>; outputs: string[]; timings: string[] }> {
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
    const built = await build(copy);
    timings.push(`build ${seconds(started)} s`);
    if (built.code !== 0) {
      for (const catcher of e2e) verdicts.set(catcher, { result: "not proven", reason: built.timedOut ? "the build timed out" : "the project did not build" });
      outputs.push(built.output);
    } else {
      started = performance.now();
      const ran = await runE2e(copy, e2e);
      ran.verdicts.forEach((verdict, catcher) => verdicts.set(catcher, verdict));
      outputs.push(ran.output);
      timings.push(`browser tests ${seconds(started)} s`);
    }
  }
  return { verdicts, outputs, timings };
}

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
  const problems = checkList(selected);
  if (problems.length) {
    console.error(`The list of mutations in scripts/mutations.ts is out of date:\n  ${problems.join("\n  ")}`);
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
    console.error("A catcher does not pass on the project as it is, so its failing on a mutation would prove nothing: fix it, or the list, first.");
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
