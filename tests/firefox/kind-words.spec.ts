import { fixtureBaseURL } from "../playwright.config";
import { eventually, expect, follow, hasJavaScript, test } from "./fixtures";

/**
 * Families' kind words in Firefox, with and without JavaScript, on the
 * fixture site (the tests' own entries): a service's, on a phone, each a
 * quotation with who said it, nothing wider than the screen; the design one
 * names leads to its page, which shows it too.
 */
test.use({ baseURL: fixtureBaseURL });

test("a service's kind words on a phone, then the design they name", async ({ firefox }, testInfo) => {
  const { page, open } = firefox;
  await page.setViewport({ width: 390, height: 844 });
  await open("/services");
  const wedding = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("#wedding figure")].map((figure) => ({
        words: figure.querySelector("blockquote")?.textContent?.length ?? 0,
        said: figure.querySelector("figcaption p")?.textContent,
        width: figure.getBoundingClientRect().width,
      })),
    );
  const figures = await wedding();
  expect(figures.map(({ said }) => said)).toEqual(["Priya, Naranpura", "મીનાબેન, મણિનગર"]);
  for (const { words, width } of figures) {
    expect(words).toBeGreaterThan(40);
    expect(width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await follow(page, '#wedding figure a[href="/portfolio/marigold-rose-mandap-canopy"]', "/portfolio/marigold-rose-mandap-canopy", hasJavaScript(testInfo));
  await eventually(() => page.evaluate(() => document.querySelectorAll("main figure blockquote").length), 1, "the design's page quotes them too");
});
