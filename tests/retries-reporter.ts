import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * A test passes on its first run or fails: a retry is allowed in CI only
 * (playwright.config.ts), and every one used is printed at the end of the
 * run, with the error that made it necessary, so that a flaky test is seen
 * and fixed rather than hidden by a green run.
 */
export default class RetriesReporter implements Reporter {
  private readonly retried = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) {
      const firstError = test.results[0]?.error?.message?.split("\n")[0] ?? "";
      this.retried.set(`[${test.parent.project()?.name}] ${test.titlePath().slice(2).join(" › ")}`, firstError);
    }
  }

  onEnd(_result: FullResult) {
    if (this.retried.size === 0) {
      console.log("\nRetries used: none");
      return;
    }
    console.log(`\nRetries used: ${this.retried.size}`);
    for (const [title, error] of this.retried) console.log(`  ${title}\n    first run: ${error}`);
  }
}
