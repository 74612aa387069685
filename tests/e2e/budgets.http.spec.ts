import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { budgets, kib, weighPage } from "../perf/page-weight";
import { pages } from "./fixtures";

for (const { path } of [...pages, { path: "/portfolio?category=weddings" }, { path: "/no-such-page" }]) {
  test(`${path} stays within the byte budgets`, async () => {
    const weight = await weighPage(baseURL, path);
    expect(weight.js, `first-load JS ${kib(weight.js)} KiB: ${weight.jsFiles.join(", ")}`).toBeLessThanOrEqual(budgets.js);
    expect(weight.cssFiles).toHaveLength(budgets.stylesheets);
    expect(weight.css, `CSS ${kib(weight.css)} KiB`).toBeLessThanOrEqual(budgets.css);
    expect(weight.html, `HTML ${kib(weight.html)} KiB`).toBeLessThanOrEqual(budgets.html);
    // The quote form's code (Conform, Zod) loads when a visitor turns to the form.
    expect(weight.jsFiles.filter((file) => file.includes("/quote-form-"))).toEqual([]);
  });
}
