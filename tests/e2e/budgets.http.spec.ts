import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { budgets, kib, weighPage } from "../perf/page-weight";
import { inGujarati, pages } from "./fixtures";

const budgetedPaths = [
  ...pages.map(({ path }) => path),
  "/portfolio?category=weddings",
  "/portfolio/marigold-rose-mandap-canopy",
  "/no-such-page",
];

// The Gujarati pages are held to the English budgets.
for (const path of [...budgetedPaths, ...budgetedPaths.map(inGujarati)]) {
  test(`${path} stays within the byte budgets`, async ({ page }) => {
    const weight = await weighPage(baseURL, path, page);
    expect(weight.js, `first-load JS ${kib(weight.js)} KiB: ${weight.jsFiles.join(", ")}`).toBeLessThanOrEqual(budgets.js);
    expect(weight.cssFiles).toHaveLength(budgets.stylesheets);
    expect(weight.css, `CSS ${kib(weight.css)} KiB`).toBeLessThanOrEqual(budgets.css);
    expect(weight.html, `HTML ${kib(weight.html)} KiB`).toBeLessThanOrEqual(budgets.html);
    // The app did load (React is in the count), but not the quote form's code
    // (Conform, Zod), which loads when a visitor turns to the form.
    expect(weight.jsFiles.some((file) => file.includes("/react-"))).toBe(true);
    expect(weight.jsFiles.filter((file) => file.includes("/quote-form-"))).toEqual([]);
  });
}

test("no script is fetched before the first paint: the head preloads none", async ({ request }) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(head, path).not.toMatch(/<script[^>]+src=/);
  }
});

test("the app's modules are requested only after the page has painted its first content", async ({ page }) => {
  const appModules = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    );
  for (const { path } of pages) {
    await page.goto(path);
    await expect.poll(async () => (await appModules()).length, path).toBeGreaterThan(3);
    const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    for (const module of await appModules()) expect(module.startTime, `${path}: ${module.name}`).toBeGreaterThan(firstContentfulPaint);
  }
});
