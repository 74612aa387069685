import { expect, test, type Page } from "./fixtures";
import { expectAtTop, scrollFarDown, sectionOnScreen } from "./scroll";

/**
 * Sections well below the first screen render when the visitor nears them
 * (components/ui/render-when-near.tsx), at an estimated height until then.
 * The estimates must never send a visitor elsewhere than where she asked.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the browser currently renders what is inside `selector`. */
function rendersInside(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
}

test("the services far down the page are rendered only when the visitor nears them", async ({ page }) => {
  await page.goto("/services");
  expect(await rendersInside(page, "#wedding")).toBe(true);
  expect(await rendersInside(page, "#addons")).toBe(false);
  await page.locator("#addons h2").scrollIntoViewIfNeeded();
  await expect.poll(() => rendersInside(page, "#addons")).toBe(true);
});

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
