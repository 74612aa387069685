import { createHash } from "node:crypto";
import { test as base, expect, type APIResponse, type Locator, type Page } from "@playwright/test";

/**
 * Each test is its own client: the quote form allows 5 requests a minute per
 * address (`CF-Connecting-IP`, which `wrangler dev` passes through), and the
 * suite sends many more than that from one machine.
 */
export const requestTest = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": testClientAddress(testInfo) });
  },
});

/** A documentation-range IPv6 address unique to this test, project, repetition and retry. */
export function testClientAddress(testInfo: { testId: string; repeatEachIndex: number; retry: number }, salt = ""): string {
  const digest = createHash("sha256")
    .update(`${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}/${salt}`)
    .digest("hex");
  const groups = digest.slice(0, 24).match(/.{4}/g) ?? [];
  return `2001:db8:${groups.join(":")}`;
}

/**
 * The rate limit counts in one-minute windows aligned to the clock (so does
 * `wrangler dev`'s emulation of the binding, and it forgets every count when a
 * window ends). A test whose requests must fall in one window waits, if
 * needed, until a window starts with at least `neededMs` to go.
 */
export async function waitForRateLimitWindow(neededMs: number) {
  const remaining = 60_000 - (Date.now() % 60_000);
  if (remaining < neededMs) await new Promise((resolve) => setTimeout(resolve, remaining + 100));
}

/** Every value of a header, however many times it was sent (a `_headers` rule and another that both set it send two). */
export const valuesOf = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name.toLowerCase())
    .map((header) => header.value);

/** Every page test fails on an uncaught error in the page. */
export const test = requestTest.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated an element, so a click on it is handled by
 * the app rather than by the browser. The app starts after the page has
 * painted and hydrates in short slices from the top, so the router can exist
 * while links further down are still plain HTML (and work as such).
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

/** Whether the current project runs with JavaScript. */
export function hasJavaScript(testInfo: { project: { use: { javaScriptEnabled?: boolean } } }): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** A page's path on the Gujarati site: `/` → `/gu`, `/services` → `/gu/services`. */
export const inGujarati = (path: string) => (path === "/" ? "/gu" : `/gu${path}`);

/** What may stay in Latin letters on a Gujarati page: the e-mail address, and the name of the other language on the switch. */
const latinAllowed = ["hello@pushpanjalidecor.in", "English"];

/** The words of `text` in Latin letters, once the allowed ones and any URL are taken out. */
export function latinWords(text: string): string[] {
  let rest = text.replace(/https?:\/\/\S+/g, " ");
  for (const allowed of latinAllowed) rest = rest.replaceAll(allowed, " ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

export const gujaratiLetters = (text: string) => text.match(/[\u0A80-\u0AFF]/g)?.length ?? 0;

export const pages = [
  { path: "/", heading: "Flower decoration in Ahmedabad for weddings, poojas and every celebration", title: "Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/services", heading: "Our Services", title: "Our Services | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/portfolio", heading: "Our Portfolio", title: "Portfolio | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/about", heading: "About Pushpanjali Decor", title: "About Us | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/contact", heading: "Contact Us", title: "Contact Us | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
] as const;

/**
 * Every Content-Security-Policy violation in the page, as the browser logs it
 * and as the page's own event reports it (with the directive and the source).
 */
export async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}
