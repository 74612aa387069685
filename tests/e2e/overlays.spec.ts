import { coveredBy, endOfPageThenScroll, holdsStill } from "../shared/in-page";
import { expect, hasJavaScript, pages, test } from "./fixtures";
import { fillQuote, minimalQuote, openQuoteForm, sendButton, toast } from "./quote-form";

/** What floats over the page never hides what the visitor needs next (tests/firefox/layout.spec.ts in Firefox). */

test("the thanks after a request cover none of the form's buttons or links", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openQuoteForm(page, "/contact", testInfo);
  await fillQuote(page, minimalQuote);
  if (hasJavaScript(testInfo)) await sendButton(page).click();
  else await Promise.all([page.waitForURL("**/contact#quote-sent"), sendButton(page).click()]);
  await expect(toast(page)).toBeVisible();
  // Once the page has stopped scrolling to the thanks (smoothly, unless the visitor asked for less motion).
  await expect.poll(holdsStill(() => page.evaluate(() => window.scrollY)), { intervals: [150] }).toBe(true);
  expect(await page.evaluate(coveredBy, { cover: ".quote-toast", targets: "#quote-form button, #quote-form a" })).toEqual([]);
});

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { path } of pages) {
      test(`${path}: at the end of the page the WhatsApp button stays clear of every footer link`, async ({ page }) => {
        await page.goto(path);
        // Scroll to the end until the page stops moving: pictures and the map frame arriving late, or a
        // font swapping in, keep it moving for a while on a busy machine.
        await expect
          .poll(holdsStill(() => page.evaluate(endOfPageThenScroll), 300), { message: "at the end of the page", timeout: 15_000 })
          .toBe(true);
        // Touching counts as covering (a finger on the edge of one lands on the other); at 1280 px they stand 8 px apart.
        expect(await page.evaluate(coveredBy, { cover: 'body > a[href^="https://wa.me/"]', targets: "footer a, footer button", clearance: 4 })).toEqual([]);
      });
    }
  });
}
