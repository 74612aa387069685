import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { fixtureSite } from "../scripts/fixture-site-path.ts";
import { headlessShellLaunch } from "./system-chromium";

/** Port for the built Worker under `wrangler dev` during tests (8787 stays free for `npm start`). */
const PORT = Number(process.env.E2E_PORT ?? 8799);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** The same build with failing platform bindings (e2e/faulty-worker), for the failure tests. */
const FAULTY_PORT = Number(process.env.E2E_FAULTY_PORT ?? PORT + 1);
export const faultyBaseURL = `http://127.0.0.1:${FAULTY_PORT}`;
/**
 * The same build with an insights database of its own and GitHub played by a
 * local stand-in (e2e/insights-worker), for the insights' flow, which counts
 * every visit it makes. The stand-in listens on another loopback address, so
 * that GitHub's pages are another site to the Worker's, as on the internet.
 */
const INSIGHTS_PORT = Number(process.env.E2E_INSIGHTS_PORT ?? PORT + 5);
export const insightsBaseURL = `http://127.0.0.1:${INSIGHTS_PORT}`;
const STAND_IN_PORT = INSIGHTS_PORT + 2;
export const gitHubStandIn = `http://127.0.0.2:${STAND_IN_PORT}`;
/**
 * The fixture site (scripts/fixture-site.ts): the project with the tests'
 * fixture content laid over its own, built outside it so nothing of it ships,
 * for what only more or stranger content shows (e2e/journal-fixtures.spec.ts).
 */
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? PORT + 10);
export const fixtureBaseURL = `http://127.0.0.1:${FIXTURE_PORT}`;

/** Where the insights Worker keeps its database: emptied before each run. */
const insightsState = ".wrangler/insights-state";

/** The GitHub App client id the tested Worker's sign-in sends (tests/e2e/cms.http.spec.ts). */
export const oauthClientId = "e2e-client-id";

/**
 * The tested Workers' flash-cookie secret: a production build refuses quote
 * requests without one (app/quote/quote-flash-secret.ts). Fresh for each run.
 */
const flashSecret = `QUOTE_FLASH_SECRET:${randomBytes(32).toString("base64url")}`;

/** Where that Worker's server log goes, so the tests can read what it logged. */
export const faultyLogFile = ".wrangler/faulty-worker.log";

/** The fixture site's Worker. */
const fixtureServer = {
  command: `npx wrangler d1 migrations apply INSIGHTS_DB --local > /dev/null && npx wrangler dev --port ${FIXTURE_PORT} --ip 127.0.0.1 --inspector-port ${FIXTURE_PORT + 1000} --log-level error --var ${flashSecret}`,
  cwd: fixtureSite,
  url: `${fixtureBaseURL}/favicon.png`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore",
  stderr: "pipe",
} as const;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test passes on its first run: locally never retried; in CI once at most, and every retry
  // used is printed at the end (retries-reporter.ts).
  retries: process.env.CI ? 1 : 0,
  // Two more workers than cores: many tests spend seconds waiting (the quote action's second, the
  // thanks' five, the rate limit's window, a Worker starting), which the others' work fills. On two
  // cores, 2 workers left the processors idle a third of the time; 3 ran the tests in 330 s, 4 in 310 s.
  workers: availableParallelism() + 2,
  reporter: process.env.CI ? [["list"], ["./retries-reporter.ts"]] : [["list"], ["html", { open: "never" }], ["./retries-reporter.ts"]],
  outputDir: "../test-results",
  use: {
    baseURL,
    // Recorded on a retry (CI's one) only: recording every test's trace cost a fifth of the run's processor time.
    trace: "on-first-retry",
    launchOptions: headlessShellLaunch,
  },
  // The projects are queued in this order, and each test goes to the next free worker: the long,
  // one-after-the-other runs first (the fuzz's Workers, the insights' pages and flow), the many
  // short page checks last, where they fill the workers evenly. No project depends on another:
  // Playwright starts a dependent project only once every other has ended, and the insights' flow,
  // which waited so for its pages' project, ran alone at the end of every run (2026-11-28).
  projects: [
    // The edge under random requests, against Workers of its own (fuzz/edge.fuzz.spec.ts); no browser.
    { name: "fuzz", testDir: "./fuzz" },
    // The insights' flow (`*.flow.spec.ts`): one run through Chromium and Firefox, each with and
    // without JavaScript, against the insights Worker, whose figures only it writes; first, in the
    // same one-after-the-other run, the insights pages as workerd writes them (e2e/insights-pages.ts).
    { name: "insights", testMatch: /\.flow\.spec\.ts$/, use: { ...devices["Desktop Chrome"] } },
    // Firefox ESR: the specs in firefox/, driven over WebDriver BiDi (firefox/fixtures.ts).
    // One worker each: a worker starts a Firefox of its own, which took 15–20 s of processor time on
    // a loaded machine, and four workers started four per project for some 90 s of tests (2026-11-29).
    { name: "firefox-js-on", testDir: "./firefox", use: { javaScriptEnabled: true }, workers: 1 },
    { name: "firefox-js-off", testDir: "./firefox", use: { javaScriptEnabled: false }, testIgnore: /\.js-only\.spec\.ts$/, workers: 1 },
    // Chromium (its headless shell; a spec that needs the whole browser says so): every spec in e2e/.
    {
      name: "js-on",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
      testIgnore: /\.flow\.spec\.ts$/,
    },
    {
      name: "js-off",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      // Plain HTTP checks (`*http.spec.ts`) involve no browser, so they run once; `*.js-only`
      // specs cover what only exists with JavaScript (console logs, client state); prerender.spec.ts
      // drives a Chromium of its own, with JavaScript set per test, so it too runs once.
      testIgnore: /(http|\.js-only|\.flow|\/prerender)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // The tests ask for missing pages and malformed addresses on purpose, each
      // of which the Worker logs as a warning, and offline wrangler warns that it
      // cannot fetch `Request.cf`: only errors are worth reading here. The CMS's
      // sign-in gets a GitHub App's client id and secret of its own (the faulty
      // Worker has none, so it answers that sign-in is not set up).
      command: `npx wrangler d1 migrations apply INSIGHTS_DB --local > /dev/null && npx wrangler dev --port ${PORT} --ip 127.0.0.1 --log-level error --var GITHUB_OAUTH_CLIENT_ID:${oauthClientId} --var GITHUB_OAUTH_CLIENT_SECRET:e2e-client-secret --var ${flashSecret}`,
      cwd: "..",
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `mkdir -p .wrangler && npx wrangler dev -c tests/e2e/faulty-worker/wrangler.toml --port ${FAULTY_PORT} --ip 127.0.0.1 --persist-to .wrangler/faulty-state --var ${flashSecret} > ${faultyLogFile} 2>&1`,
      cwd: "..",
      url: `${faultyBaseURL}/favicon.png`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // Left out where no test asks for it and it is not built (a mutation's copy: scripts/mutations/catchers.ts).
    ...(process.env.E2E_FIXTURE_SITE === "off" ? [] : [fixtureServer]),
    {
      command: `node tests/e2e/insights-worker/github-stand-in.ts`,
      cwd: "..",
      url: `${gitHubStandIn}/`,
      env: { STAND_IN_HOST: "127.0.0.2", STAND_IN_PORT: String(STAND_IN_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: [
        `rm -rf ${insightsState}`,
        `npx wrangler d1 migrations apply INSIGHTS_DB --local -c tests/e2e/insights-worker/wrangler.toml --persist-to ${insightsState} > /dev/null`,
        `npx wrangler dev -c tests/e2e/insights-worker/wrangler.toml --port ${INSIGHTS_PORT} --ip 127.0.0.1 --inspector-port ${INSIGHTS_PORT + 1} --persist-to ${insightsState} --test-scheduled --log-level error --var GITHUB_STAND_IN:${gitHubStandIn} --var GITHUB_OAUTH_CLIENT_SECRET:insights-secret --var ${flashSecret} --var INSIGHTS_SESSION_SECRET:${randomBytes(32).toString("base64url")}`,
      ].join(" && "),
      cwd: "..",
      url: `${insightsBaseURL}/favicon.png`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
