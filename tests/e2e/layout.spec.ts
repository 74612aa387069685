import { addressLines, clippedLinks, emailAddressItems, emailAddressLayouts, renderedLines } from "../shared/in-page";
import { expect, test } from "./fixtures";

/** Text that must read whole at every width (tests/firefox/layout.spec.ts checks the same in Firefox). */

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an e-mail address wraps, if it must, only after its @", async ({ page }) => {
      for (const path of ["/contact", "/"]) {
        await page.goto(path);
        const addresses = await page.evaluate(renderedLines, emailAddressItems);
        expect(addresses.length, path).toBeGreaterThan(0);
        for (const lines of addresses) expect(emailAddressLayouts, path).toContainEqual(addressLines(lines));
      }
    });

    if (width >= 768) {
      test("every jump link on the services page shows whole", async ({ page }) => {
        await page.goto("/services");
        expect(await page.evaluate(clippedLinks, 'nav[aria-label="Services on this page"] ul')).toEqual([]);
      });
    }
  });
}
