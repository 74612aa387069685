import { fixtureBaseURL } from "../playwright.config";
import { expect, hasJavaScript, test, watchViolations } from "./fixtures";

/**
 * What the real build makes of content the site does not ship: the fixture
 * site (scripts/fixture-site.ts) holds the journal's posts and fourteen more
 * in English (tests/fixtures/content/journal/): nine plain ones, hostile
 * Markdown, one in English only, a draft and one dated in 2099; and one in
 * Gujarati only.
 */
test.use({ baseURL: fixtureBaseURL });

test("more than ten posts: numbered pages of ten, by plain links, each naming the others", async ({ page }) => {
  await page.goto("/journal");
  const posts = page.locator("main article");
  await expect(posts).toHaveCount(10);
  const pages = page.getByRole("navigation", { name: "Pages of the journal" });
  await expect(pages).toContainText("Page 1 of 2");
  await expect(pages.getByRole("link", { name: "Newer posts" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL("/journal/page/2");
  await expect(posts).toHaveCount(4);
  await expect(page).toHaveTitle(/^Journal – Page 2 of 2 \|/);
  await expect(pages.getByRole("link", { name: "Newer posts" })).toHaveAttribute("rel", "prev");
  await pages.getByRole("link", { name: "Newer posts" }).click();
  await expect(page).toHaveURL("/journal");
});

test("a draft and a post dated after the build are in no list and at no address", async ({ page, request }) => {
  for (const path of ["/journal", "/journal/page/2"]) {
    await page.goto(path);
    await expect(page.locator("main")).not.toContainText("Draft fixture");
    await expect(page.locator("main")).not.toContainText("Future fixture");
  }
  expect((await request.get("/journal/draft-fixture")).status()).toBe(404);
  expect((await request.get("/journal/future-fixture")).status()).toBe(404);
});

test("a post in one language has no twin: no alternate language in its head, and its switch leads to the other language's journal", async ({ page, request }) => {
  await page.goto("/journal/english-only-fixture");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://pushpanjalidecor.in/journal/english-only-fixture");
  await page.getByRole("link", { name: "ગુજરાતી" }).click();
  await expect(page).toHaveURL("/gu/journal");
  await expect(page.locator("main")).not.toContainText("English-only fixture");

  await page.goto("/gu/journal/gujarati-only-fixture");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/journal");
  expect((await request.get("/gu/journal/english-only-fixture")).status()).toBe(404);
});

test("hostile Markdown: nothing runs, no handler or foreign address is left, links keep their words, pictures are the site's own", async ({ page }, testInfo) => {
  const violations = await watchViolations(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/journal/hostile-markdown-fixture");
  const body = page.locator(".post-body");
  await expect(body.getByRole("heading", { level: 2 })).toHaveText(["A first heading written as the page's own"]);
  await expect(body.getByRole("heading", { level: 3 })).toHaveText(["A second heading"]);

  // Nothing of the raw HTML is an element: no script, frame, style, handler.
  expect(await body.evaluate((element) => element.querySelectorAll("script, iframe, style, object, embed, div, b, svg").length)).toBe(0);
  expect(await body.evaluate((element) => [...element.querySelectorAll("*")].flatMap((node) => node.getAttributeNames().filter((name) => /^on|^style$/i.test(name))))).toEqual([]);
  if (hasJavaScript(testInfo)) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await page.evaluate(() => (window as { hostileRan?: string }).hostileRan ?? "nothing")).toBe("nothing");
  expect(dialogs).toEqual([]);

  // Links: only web, mail and on-site addresses; the others' words stay as words; another site is said to be one.
  const hrefs = await body.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["https://www.instagram.com/pushpanjalidecor", "/portfolio", "mailto:hello@pushpanjalidecor.in"]);
  await expect(body).toContainText("a script link, a data link, a vbscript link");
  const instagram = body.getByRole("link", { name: "the studio's Instagram (opens another website)" });
  await expect(instagram).toHaveAttribute("rel", "external noopener noreferrer");

  // Pictures: the other site's is gone; the photograph of content/pictures is the pipeline's, with its caption.
  expect(await body.evaluate((element) => [...element.querySelectorAll("img")].map((img) => img.getAttribute("src")).filter((src) => !src?.startsWith("/assets/pictures/") && !src?.startsWith("data:image/webp")))).toEqual([]);
  const figure = body.getByRole("figure");
  await expect(figure.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\/assets\/pictures\/fixture-photograph-[\w-]+-400\.avif 400w/);
  await expect(figure.getByRole("img", { name: "A photograph of the fixtures" })).toBeVisible();
  await expect(figure.locator("figcaption")).toHaveText("The fixture photograph's caption");
  expect(violations).toEqual([]);
});

test("the photograph a post shows is served without the camera's data", async ({ page, request }) => {
  await page.goto("/journal/hostile-markdown-fixture");
  const src = await page.locator(".post-body figure picture img").getAttribute("src");
  const bytes = await (await request.get(src!)).body();
  expect(bytes.includes(Buffer.from("Fixture camera"))).toBe(false);
  expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
});
