import { expect, inGujarati, type Page, pages, test } from "./fixtures";
import { scrollFarDown } from "./scroll";

/** The Gujarati font: on Gujarati pages only, two files at most, each small (docs/decisions/009-gujarati.md). */

/** Loads `path`, scrolls to its end so that all of it has been on screen, and returns the Gujarati font files the page loaded, with their sizes. */
async function gujaratiFontFiles(page: Page, path: string) {
  await page.goto(path);
  await scrollFarDown(page, await page.evaluate(() => document.documentElement.scrollHeight));
  // Every font the page asked for has come (or failed) once this settles.
  return page.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /noto-sans-gujarati-[^/]*\.woff2$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize }));
  });
}

test.describe.configure({ timeout: 60_000 });

test("English pages fetch no Gujarati font, not even for the link to the Gujarati site", async ({ page }) => {
  for (const { path } of pages) {
    expect(await gujaratiFontFiles(page, path), path).toEqual([]);
    await expect(page.getByRole("banner").getByRole("link", { name: "ગુજરાતી" })).toBeAttached();
  }
});

test("Gujarati pages fetch it, at most two files of at most 45 KiB, and use it", async ({ page }) => {
  for (const { path } of pages) {
    const gujaratiPath = inGujarati(path);
    const files = await gujaratiFontFiles(page, gujaratiPath);
    expect(files.length, gujaratiPath).toBeGreaterThan(0);
    expect(files.length, gujaratiPath).toBeLessThanOrEqual(2);
    for (const { url, bytes } of files) expect(bytes, url).toBeLessThanOrEqual(45 * 1024);

    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        loaded: [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Noto Sans Gujarati" && face.status === "loaded").length,
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        rendersInIt: document.fonts.check('16px "Noto Sans Gujarati"', "પુષ્પાંજલિ"),
      };
    });
    expect(used.loaded, gujaratiPath).toBeGreaterThan(0);
    expect(used.body, gujaratiPath).toMatch(/^"?Noto Sans Gujarati"?,/);
    expect(used.heading, gujaratiPath).toContain("Noto Sans Gujarati");
    expect(used.rendersInIt, gujaratiPath).toBe(true);
  }
});
