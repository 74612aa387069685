import { expect, expectHydrated, test, type Page } from "./fixtures";
import { expectAtTop, scrollFarDown, sectionOnScreen } from "./scroll";

/**
 * With JavaScript, React Router scrolls after a client navigation (its
 * `<ScrollRestoration>`): to a #fragment, and on Back to where the visitor was.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function stayedInDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

const linksToAService = [
  { title: "a service card on the home page opens that service on the services page", from: "/", link: "#services", id: "entrance" },
  { title: "on the services page, the footer's link to a service scrolls to it", from: "/services", link: "footer", id: "corporate" },
];

for (const { title, from, link: within, id } of linksToAService) {
  test(title, async ({ page }) => {
    await page.goto(from);
    const link = page.locator(`${within} a[href="/services#${id}"]`);
    await expectHydrated(link);
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(`/services#${id}`);
    await expectAtTop(page, id);
    expect(await stayedInDocument(page)).toBe(true);
  });
}

test("Back from another page returns far down a long page to the same section", async ({ page }) => {
  await page.goto("/services");
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await markDocument(page);
  await scrollFarDown(page, 4000);
  const before = await sectionOnScreen(page);
  expect(before).toBeTruthy();

  // The header stays on screen: the page does not move before the navigation.
  await toggle.click();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Pushpanjali Decor");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect.poll(() => sectionOnScreen(page)).toBe(before);
  expect(await stayedInDocument(page)).toBe(true);
});

test("Back to a page left from its footer returns to the footer", async ({ page }) => {
  await page.goto("/services");
  const about = page.locator('footer a[href="/about"]');
  await expectHydrated(about);
  await markDocument(page);
  // A jump past sections not yet rendered, as dragging the scroll bar to its end does.
  // (The End key's smooth scroll can stop short on a busy machine: this test is about Back.)
  await scrollFarDown(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await expect(about).toBeInViewport();

  await about.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Pushpanjali Decor");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect(page.locator('footer a[href="/about"]')).toBeInViewport();
  expect(await stayedInDocument(page)).toBe(true);
});
