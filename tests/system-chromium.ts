import { existsSync } from "node:fs";

/**
 * Debian's Chromium, which the browser tests and the benchmark drive where it
 * is installed (`npx playwright install` cannot download a browser on these
 * machines); `undefined` means "use Playwright's or Lighthouse's own".
 */
export const systemChromium: string | undefined = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

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
