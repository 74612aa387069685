import { existsSync } from "node:fs";

/**
 * Debian's Chromium, which the benchmark and the tests that need the whole
 * browser drive where it is installed (`npx playwright install` cannot download
 * a browser on these machines); `undefined` means "use Playwright's or
 * Lighthouse's own".
 */
export const systemChromium: string | undefined = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell),
 * the same engine at the same version without the browser around it: what
 * Playwright itself runs for headless Chromium. It takes less than half the
 * processor time per page (docs/decisions/013-test-browsers.md).
 */
export const systemHeadlessShell: string | undefined = existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : undefined;

/** Headless, and no background traffic to hosts this network cannot reach. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser tests talk to the local Worker only: other hosts (the map
 * frame's) fail at once instead of hanging on a network that may drop them,
 * so the page's network goes idle on any machine. 127.0.0.2 is the insights
 * tests' stand-in for GitHub (e2e/insights-worker/github-stand-in.ts).
 */
const offline = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2";

/** How the browser tests launch Chromium: the headless shell. */
export const headlessShellLaunch = {
  ...(systemHeadlessShell ? { executablePath: systemHeadlessShell } : {}),
  args: [...chromiumFlags, offline],
};

/**
 * The whole browser, for a spec whose subject the shell does not show as a
 * visitor's Chromium would: the shell has a mouse pointer resting at the top
 * left corner of every page, which hovers over it as soon as it is laid out
 * (so a phone visitor, who has no pointer, cannot be played), and the CMS's
 * sign-in window does not come to rest there. A spec opts in with
 * `test.use({ launchOptions: wholeChromiumLaunch })`. Without Debian's
 * Chromium, Playwright's "chromium" channel is its whole browser.
 */
export const wholeChromiumLaunch = {
  ...(systemChromium ? { executablePath: systemChromium } : { channel: "chromium" }),
  args: [...chromiumFlags, offline],
};
