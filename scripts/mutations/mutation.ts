/** What a mutation is, what runs to catch it, and what each run says. */

export type Catcher =
  /** Vitest, one test file. */
  | { kind: "unit"; file: string }
  /**
   * Playwright against the copy's build under `wrangler dev`: one spec file,
   * one project, and `--grep`, a regular expression found (unanchored) in the
   * test's describes and title joined by spaces.
   */
  | { kind: "e2e"; file: string; grep?: string; project: "js-on" | "js-off" | "firefox-js-on" | "firefox-js-off" };

export interface Mutation {
  name: string;
  /** What goes wrong for a visitor or the owner. */
  fault: string;
  file: string;
  /** Must occur exactly once in `file`. */
  find: string;
  replace: string;
  catchers: Catcher[];
}

/** One file of the catalogue: the faults made in the part of the tree it covers, and nowhere else. */
export interface Area {
  /** Paths from the project's root: a folder ends with `/`, a file is named whole. */
  covers: string[];
  faults: Mutation[];
}

export type Verdict =
  /** The catcher failed on a test: what it is for. */
  | { result: "caught"; tests: string[] }
  /** The catcher's tests all passed. */
  | { result: "missed"; tests: string[] }
  /** Neither: the build, the server or the test run itself failed. */
  | { result: "not proven"; reason: string };

export const catcherLabel = (catcher: Catcher) =>
  catcher.kind === "unit" ? `unit ${catcher.file}` : `e2e ${catcher.file} --project ${catcher.project}${catcher.grep ? ` --grep "${catcher.grep}"` : ""}`;
