import { test as base, expect } from "@playwright/test";

/** Every page test fails on an uncaught error in the page. */
export const test = base.extend<{ pageErrors: Error[] }>({
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

/** Whether the current project runs with JavaScript. */
export function hasJavaScript(testInfo: { project: { use: { javaScriptEnabled?: boolean } } }): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

export const pages = [
  { path: "/", heading: "Flower decoration in Ahmedabad for weddings, poojas and every celebration", title: "Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/services", heading: "Our Services", title: "Our Services | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/portfolio", heading: "Our Portfolio", title: "Portfolio | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/about", heading: "About Pushpanjali Decor", title: "About Us | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
  { path: "/contact", heading: "Contact Us", title: "Contact Us | Pushpanjali Decor – Flower Decoration in Ahmedabad" },
] as const;
