/**
 * Clean-up that must happen however the bench ends: normally, on an error, or
 * on Ctrl-C. Servers and browsers run in their own process groups (so that
 * they can be stopped as a whole), which also means a Ctrl-C in the terminal
 * does not reach them: this process has to stop them itself.
 */

const pending: (() => void)[] = [];

function runPending() {
  for (const task of pending.splice(0).reverse()) {
    try {
      task();
    } catch (error) {
      console.error(`Clean-up failed: ${(error as Error).message}`);
    }
  }
}

process.once("exit", runPending);
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.once(signal, () => process.exit(code));
}

/**
 * Registers `task` to run when the process exits, latest first, and returns a
 * function that runs it now instead (at most once either way).
 */
export function onExit(task: () => void): () => void {
  pending.push(task);
  return () => {
    const index = pending.indexOf(task);
    if (index === -1) return;
    pending.splice(index, 1);
    task();
  };
}
