/** One command at a time, in a process group of its own, so that a timeout or an interrupt can stop all it started. */

import { spawn, type ChildProcess } from "node:child_process";

/** A test run that takes longer than this is stopped and proves nothing. */
const runTimeoutMs = 8 * 60_000;

export interface Run {
  code: number | null;
  /** The signal that ended it, if one did. */
  signal: NodeJS.Signals | null;
  output: string;
  timedOut: boolean;
}

/** The current child, so an interrupt can stop it. */
let running: ChildProcess | undefined;

/** Runs a command in its own process group; on timeout the whole group is stopped. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}, timeoutMs = runTimeoutMs): Promise<Run> {
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

/** Stops the command running now, if one is; says whether one was. */
export function stopRunning(): boolean {
  if (!running) return false;
  stopGroup(running);
  return true;
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

export const seconds = (since: number) => Math.round((performance.now() - since) / 1000);
