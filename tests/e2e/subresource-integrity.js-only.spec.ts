import { expect, test } from "./fixtures";

/**
 * The page's import map names each of the app's modules with its hash
 * (react-router.config.ts, `subResourceIntegrity`), and the browser checks
 * every module it imports against it: one changed on its way (a compromised
 * cache or CDN, an injecting proxy) is refused, and the page stays the
 * working HTML it is without JavaScript. That unchanged modules pass, every
 * other test with JavaScript shows.
 */

test("a module changed on its way is refused, and the app does not start", async ({ page, pageErrors }) => {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/integrity/.test(message.text())) refusals.push(message.text());
  });
  // React Router's module, which the app imports before it hydrates; a comment
  // appended changes its hash and nothing else.
  await page.route("**/assets/router-*.js", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// changed on the way` });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");

  await expect.poll(() => refusals).toContainEqual(expect.stringMatching(/router-[\w-]+\.js/));
  await page.waitForLoadState("networkidle");
  // The menu toggle's state is set only by the running app.
  await expect(page.getByRole("button", { name: "Menu", exact: true })).not.toHaveAttribute("aria-expanded");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The app's failed import is the one uncaught error this test expects.
  const failedImport = /Failed to fetch dynamically imported module: .*\/assets\/router-/;
  expect(pageErrors.map((error) => error.message)).toEqual([expect.stringMatching(failedImport)]);
  pageErrors.length = 0;
});
