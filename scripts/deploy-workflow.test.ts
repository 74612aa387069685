import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";

/**
 * What the deploy (.github/workflows/deploy.yml) runs, and in which order:
 * the owner's content is checked, and a refusal recorded for her page,
 * before anything else can stop the run; the code's checks leave out the
 * tests of the site's words, so a word of hers never stops her deploy.
 */

const root = join(import.meta.dirname, "..");
const workflow = parse(readFileSync(join(root, ".github/workflows/deploy.yml"), "utf8")) as {
  jobs: { deploy: { steps: { id?: string; if?: string; run?: string }[] } };
};
const steps = workflow.jobs.deploy.steps;
const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
const at = (command: string) => steps.findIndex((step) => step.run?.includes(command));

test("the content is checked and a refusal recorded before the code's checks, the build and the deploy; the refusal stops them, and a live deploy resolves it", () => {
  const content = steps[at("node scripts/record-refusal.ts --remote\n")]!;
  expect(content.id).toBe("content");
  expect(at("wrangler d1 migrations apply INSIGHTS_DB --remote")).toBeLessThan(at("node scripts/record-refusal.ts --remote\n"));
  const later = ["npm run typecheck", "npm run build", "npx wrangler deploy", "record-refusal.ts --remote --deployed"];
  for (const command of later) {
    expect(at(command), command).toBeGreaterThan(at("node scripts/record-refusal.ts --remote\n"));
    expect(steps[at(command)]!.if, command).toBe("steps.content.outputs.refused != 'true'");
  }
  expect(at("record-refusal.ts --remote --deployed")).toBeGreaterThan(at("npx wrangler deploy"));
});

/** Every unit test file, from the project's root. */
function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

test("the deploy's unit tests are the developers' suite without the tests of the site's words: the glossary, its letters, Gujarati written in Gujarati", () => {
  const command = steps.find((step) => step.run?.includes("npm run typecheck"))!.run!;
  const script = /npm run (test:unit\S*)/.exec(command)?.[1];
  expect(script, "the deploy runs the unit tests through a script of package.json").toBeDefined();
  const vitest = /vitest run (.*)$/.exec(scripts[script!]!)?.[1]?.split(" ");
  expect(vitest, `${script} runs vitest`).toBeDefined();
  // Each line is a test file, after the name of the Vitest project that runs it ("[shared-modules] app/…").
  const listed = (args: string[]) =>
    execFileSync(join(root, "node_modules/.bin/vitest"), ["list", "--filesOnly", ...args], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map((line) => line.replace(/^\[[\w-]+\] /, ""))
      .sort();
  const everyTest = listed(["--config", "tests/vitest.config.ts"]);
  const deployed = listed(vitest!);

  // A test of the site's words reads them all, the owner's included, through all-words.ts.
  const wordTests = testFiles(join(root, "app")).filter((file) => /from "[./]*\/?build\/all-words"|from "\.\/all-words"/.test(readFileSync(join(root, file), "utf8")));
  expect(wordTests.sort()).toEqual(["app/content/glossary.test.ts", "app/content/gujarati-copy.test.ts"]);
  expect(deployed).toEqual(everyTest.filter((file) => !wordTests.includes(file)));
  expect(deployed).toContain("app/content/build/check-content.test.ts");
}, 60_000);
