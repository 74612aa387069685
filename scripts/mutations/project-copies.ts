/** The copies of the project a mutation is made in, never this working copy, and their removal. */

import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Mutation } from "./mutation.ts";

export const projectRoot = join(import.meta.dirname, "../..");
const folders = new Set<string>();

/** A copy of the project's files (tracked, and new ones not ignored), its dependencies linked, in a temporary folder. */
export function copyProject(): string {
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

export function apply(copy: string, mutation: Mutation) {
  const path = join(copy, mutation.file);
  writeFileSync(path, readFileSync(path, "utf8").replace(mutation.find, () => mutation.replace));
}

/**
 * Ends whatever still runs in the copy (a Worker whose Playwright was killed
 * from outside keeps running): every process whose working folder is in it,
 * which only this script's runs can be.
 */
export async function endLeftovers(copy: string) {
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

export async function remove(copy: string) {
  await endLeftovers(copy);
  rmSync(copy, { recursive: true, force: true });
}

/** Every copy made, removed again: a process that was ending may have written into one after it went. */
export function cleanUp() {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/** On an interrupt: whatever runs in any copy ended, then every copy removed. */
export async function removeEveryCopy() {
  for (const folder of folders) await endLeftovers(folder);
  cleanUp();
}
