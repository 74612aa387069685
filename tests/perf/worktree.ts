import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { onExit } from "./exit-tasks.ts";
import { buildSite, run } from "./serve.ts";

/** One side of a comparison: a commit, maybe with a patch applied on top. */
export interface BuildSpec {
  label: string;
  commit: string;
  patch?: string;
}

/** The checkout this bench runs from. */
export const checkoutRoot = fileURLToPath(new URL("../..", import.meta.url));

function git(args: string[], cwd = checkoutRoot): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

export function resolveCommit(ref: string): string {
  const result = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: checkoutRoot, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`"${ref}" names no commit in this repository`);
  return result.stdout.trim();
}

/**
 * A folder in the OS's temporary directory for the builds' checkouts, removed
 * when the process exits. Outside the repository, so that neither `tsc` nor
 * Tailwind's source scan nor a dev server's file watcher sees them.
 */
export function makeScratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "pushpanjali-bench-"));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Checks `spec` out into a new git worktree at `dir`, its patch applied. */
export function checkOut(spec: BuildSpec, dir: string): void {
  git(["worktree", "add", "--detach", "--quiet", dir, spec.commit]);
  onExit(() => git(["worktree", "remove", "--force", dir]));
  if (spec.patch) applyPatch(spec.patch, dir);
}

/** Gives the checkout at `dir` its dependencies and builds it. */
export async function installAndBuild(dir: string): Promise<void> {
  await provideNodeModules(dir);
  await buildSite(dir);
}

/** A path as the checkout's own files are named, or in full if it lies outside. */
export function displayPath(path: string): string {
  const inside = relative(checkoutRoot, path);
  return inside.startsWith("..") ? path : inside;
}

function applyPatch(patch: string, dir: string) {
  // `git apply` changes nothing unless the whole patch applies.
  const result = spawnSync("git", ["apply", patch], { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${displayPath(patch)} no longer applies to ${git(["rev-parse", "--short", "HEAD"], dir)}: ` +
        `the patch must be remade against the current code (tests/perf/devices/README.md).\n${result.stderr}`,
    );
  }
}

/**
 * With the same lockfile, the worktree borrows this checkout's node_modules
 * through a symlink instead of installing them again. Vite resolves the link
 * to the real paths outside the worktree; the client build comes out byte for
 * byte the same as this checkout's, the server build differs only in comments
 * naming module paths.
 */
async function provideNodeModules(dir: string) {
  const ownModules = join(checkoutRoot, "node_modules");
  const lockfile = join(dir, "package-lock.json");
  if (existsSync(ownModules) && existsSync(lockfile) && readFileSync(lockfile).equals(readFileSync(join(checkoutRoot, "package-lock.json")))) {
    symlinkSync(ownModules, join(dir, "node_modules"), "dir");
    console.error(`${dir}: same package-lock.json as this checkout, node_modules linked to it`);
  } else {
    console.error(`${dir}: package-lock.json differs from this checkout's, running npm ci`);
    await run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  }
}
