import { mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";

/**
 * Saves one of the owner's guide's screenshots of her pages (docs/owner-guide.md,
 * "Reading the insights", "When a change does not go live"): into the test's
 * output folder, or, with GUIDE_SCREENSHOTS=docs/owner-guide
 * (`npm run guide:screenshots`), into the guide's folder.
 */
export async function guideScreenshot(page: Page, name: string) {
  const guideFolder = process.env.GUIDE_SCREENSHOTS && resolve(import.meta.dirname, "../..", process.env.GUIDE_SCREENSHOTS);
  if (guideFolder) mkdirSync(guideFolder, { recursive: true });
  const path = guideFolder ? join(guideFolder, `${name}.png`) : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, clip: { x: 0, y: 0, width: 1280, height: 720 } });
  expect(statSync(path).size, `${name}.png stays under 150 KB`).toBeLessThan(150 * 1024);
}
