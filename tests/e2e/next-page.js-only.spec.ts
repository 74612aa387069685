import { expect, expectHydrated, test, watchViolations, type Page } from "./fixtures";

/**
 * With the app running, a link the visitor points at fetches the next page's
 * payload ahead, once, and the tap reads it from the browser's cache
 * (docs/decisions/015-the-next-page.md). The browser's own record of each
 * response (Resource Timing) says where it came from.
 */

/** Every fetch of `path`'s payload in the page so far: who asked, and whether it came over the network. */
const payloadFetches = (page: Page, path: string) =>
  page.evaluate(
    (payload) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === payload)
        .map((entry) => {
          const { initiatorType, transferSize } = entry as PerformanceResourceTiming;
          return { initiatorType, fromNetwork: transferSize > 0 };
        }),
    path,
  );

const cases = [
  { name: "a navigation link", start: "/", link: (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }), payload: "/services.rsc", heading: "Our Services" },
  { name: "a service card", start: "/gu", link: (page: Page) => page.locator('#services a[href^="/gu/services#"]').first(), payload: "/gu/services.rsc", heading: "અમારી સેવાઓ" },
  { name: "a portfolio design", start: "/portfolio", link: (page: Page) => page.locator('main article h3 a[href^="/portfolio/"]').first(), payload: "/portfolio/", heading: undefined },
] as const;

for (const { name, start, link: linkOn, payload, heading } of cases) {
  test(`${name} pointed at fetches the next page's payload once, and the tap shows the page from it`, async ({ page }) => {
    const violations = await watchViolations(page);
    // Home's app starts after the page and its quote form (007): on a busy machine, past the expectation's 5 s.
    await page.goto(start, { waitUntil: "networkidle" });
    const link = linkOn(page);
    await expectHydrated(link);
    const target = new URL((await link.getAttribute("href"))!, page.url());
    const payloadPath = payload.endsWith("/") ? `${target.pathname}.rsc` : payload;
    await link.hover();
    await expect.poll(() => payloadFetches(page, payloadPath)).toEqual([{ initiatorType: "fetch", fromNetwork: true }]);

    await link.click();
    await expect(page).toHaveURL(target.href);
    await expect(page.getByRole("heading", { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
    // Ahead, then the tap's own, which the browser's cache answered.
    expect(await payloadFetches(page, payloadPath)).toEqual([
      { initiatorType: "fetch", fromNetwork: true },
      { initiatorType: "fetch", fromNetwork: false },
    ]);
    // The fetch ahead is a request the Content-Security-Policy allows (`connect-src 'self'`).
    expect(violations).toEqual([]);
  });
}

test("a link tapped at once fetches its payload once", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
  await expectHydrated(link);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await page.waitForTimeout(300);
  // Over the network once, whichever fetch it was (a busy machine may let the 100 ms pass before the click).
  expect((await payloadFetches(page, "/services.rsc")).filter(({ fromNetwork }) => fromNetwork)).toHaveLength(1);
});

test("nothing is fetched ahead for a visitor who saves data, and the tap still shows the page", async ({ page }) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  await page.goto("/");
  expect(await page.evaluate(() => (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData)).toBe(true);
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
  await expectHydrated(link);
  await link.hover();
  // The fetch ahead starts after 100 ms of intent; ten times that leaves no doubt.
  await page.waitForTimeout(1_000);
  expect(await payloadFetches(page, "/services.rsc")).toEqual([]);

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  // The page shows while its payload still streams; the browser lists the fetch once it has ended.
  await expect.poll(() => payloadFetches(page, "/services.rsc")).toEqual([{ initiatorType: "fetch", fromNetwork: true }]);
});

test("the links the app follows are marked for the speculation rules to leave alone; links that load a document are not", async ({ page }) => {
  await page.goto("/");
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
  await expectHydrated(services);
  await expect(services).toHaveAttribute("data-app-navigates", "");
  // Home loads a document (docs/decisions/003-links-to-home-load-a-document.md), and so does the language switch.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).not.toHaveAttribute("data-app-navigates");
  await expect(page.getByRole("link", { name: "ગુજરાતી" }).first()).not.toHaveAttribute("data-app-navigates");
});
