import { eventually, hydrated, test } from "./fixtures";

/** What only exists with JavaScript, in Firefox. */

test("the header turns compact once the page is scrolled past 50 px, and back at the top", async ({ firefox }) => {
  const { page, open } = firefox;
  await page.setViewport({ width: 390, height: 844 });
  await open("/about");
  await hydrated(page, 'a[href="/services"]');
  const compact = () => page.$eval(".site-header", (header) => header.hasAttribute("data-compact"));
  await page.evaluate(() => window.scrollTo({ top: 50, behavior: "instant" }));
  await eventually(compact, false, "not at 50 px");
  await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
  await eventually(compact, true, "compact past 50 px");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await eventually(compact, false, "full size at the top");
});
