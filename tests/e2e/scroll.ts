import { expect, type Page } from "@playwright/test";

/** Scrolls the window to `top` at once, as a flick of a finger or a key would. */
export async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

/**
 * Scrolls the window to about `top` at once (the end of the page, if `top` is
 * past it), and waits until it holds still: a picture or a font arriving
 * late can still move it, as the browser's scroll anchoring keeps the view
 * on what it showed.
 */
export async function scrollFarDown(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const [previous, now] = [last, await page.evaluate(() => window.scrollY)];
        last = now;
        return now === previous;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** Expects the element `id` at the top of the screen, below the sticky header: not a section off. */
export async function expectAtTop(page: Page, id: string) {
  const top = () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id);
  await expect(async () => {
    expect(await top()).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(150);
  }).toPass();
}

/** The id of the section at the middle of the screen. */
export function sectionOnScreen(page: Page) {
  return page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest("section[id]")?.id);
}
