import { expect, pages, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

for (const { path } of pages) {
  test(`${path}: every link and button is at least 44 × 44 px on a phone`, async ({ page }) => {
    await page.goto(path);
    const small = await page.locator("a:visible:not(.sr-only), button:visible").evaluateAll((targets) =>
      targets
        .map((target) => {
          // A card's link stretches over the whole card (app.css, .link-card).
          const box = (target.matches(".link-card-link") ? target.closest(".link-card")! : target).getBoundingClientRect();
          return { name: (target.textContent ?? "").trim().slice(0, 40) || target.getAttribute("href"), width: box.width, height: box.height };
        })
        .filter((target) => target.width < 44 || target.height < 44),
    );
    expect(small).toEqual([]);
  });
}
