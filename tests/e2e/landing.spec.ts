import { expect, test } from "./fixtures";
import { expectAtTop, scrollFarDown, sectionOnScreen } from "./scroll";

/**
 * A link to a section and a reload land where the visitor asked, below the
 * sticky header, on a phone, with JavaScript and without (client navigations
 * and Back: landing.js-only.spec.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const address of ["/services#entrance", "/services#addons", "/#work", "/#quote"]) {
  test(`${address} opens with its section at the top of the screen`, async ({ page }) => {
    const id = address.split("#")[1]!;
    await page.goto(address);
    // Below the sticky header, and not one section off.
    await expectAtTop(page, id);
  });
}

test("a reload far down a page shows the same section where it was", async ({ page }) => {
  await page.goto("/services");
  await scrollFarDown(page, 4000);
  const before = await sectionOnScreen(page);
  expect(before).toBeTruthy();
  await page.reload();
  await expect.poll(() => sectionOnScreen(page)).toBe(before);
});
