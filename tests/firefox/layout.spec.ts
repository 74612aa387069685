import { pages } from "../e2e/fixtures";
import { addressLines, clippedLinks, coveredBy, emailAddressItems, emailAddressLayouts, endOfPageThenScroll, holdsStill, renderedLines } from "../shared/in-page";
import { eventually, expect, test } from "./fixtures";

/** Text that must read whole at every width, in Firefox (tests/e2e/layout.spec.ts in Chromium). */

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test("an e-mail address wraps, if it must, only after its @", async ({ firefox }) => {
      const { page, open } = firefox;
      await page.setViewport({ width, height: 900 });
      for (const path of ["/contact", "/"]) {
        await open(path);
        const addresses = await page.evaluate(renderedLines, emailAddressItems);
        expect(addresses.length, path).toBeGreaterThan(0);
        for (const lines of addresses) expect(emailAddressLayouts, path).toContainEqual(addressLines(lines));
      }
    });

    if (width >= 768) {
      test("every jump link on the services page shows whole", async ({ firefox }) => {
        const { page, open } = firefox;
        await page.setViewport({ width, height: 900 });
        await open("/services");
        expect(await page.evaluate(clippedLinks, 'nav[aria-label="Services on this page"] ul')).toEqual([]);
      });
    }
  });
}

for (const { path } of pages) {
  test(`${path}: at the end of the page at 390 px the WhatsApp button stays clear of every footer link`, async ({ firefox }) => {
    const { page, open } = firefox;
    await page.setViewport({ width: 390, height: 844 });
    await open(path);
    // Scroll to the end until the page stops moving (pictures, the map frame or a font arriving late).
    await eventually(holdsStill(() => page.evaluate(endOfPageThenScroll), 300), true, "at the end of the page");
    expect(await page.evaluate(coveredBy, { cover: 'body > a[href^="https://wa.me/"]', targets: "footer a, footer button", clearance: 4 })).toEqual([]);
  });
}
