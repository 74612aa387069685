import { eventually, expect, follow, hasJavaScript, test } from "./fixtures";

/**
 * The journal in Firefox, with and without JavaScript: the list filtered by a
 * service, then a post read from it (app/routes/journal.tsx).
 */
test("the journal: a service's posts, then one of them as an article", async ({ firefox }, testInfo) => {
  const { page, open } = firefox;
  const javaScript = hasJavaScript(testInfo);
  await page.setViewport({ width: 390, height: 844 });
  await open("/journal");
  const posts = () => page.evaluate(() => document.querySelectorAll("main article h3 a").length);
  const all = await posts();
  expect(all).toBeGreaterThan(1);

  await follow(page, 'a[href="/journal?service=pooja"]', "/journal?service=pooja", javaScript);
  const count = Number(await page.$eval('a[href="/journal?service=pooja"] span', (badge) => badge.textContent));
  await eventually(posts, count, "as many posts as the filter's count");
  expect(count).toBeLessThan(all);

  const first = await page.$eval("main article h3 a", (link) => ({ href: link.getAttribute("href")!, title: link.textContent!.trim() }));
  await follow(page, `main article h3 a[href="${first.href}"]`, first.href, javaScript);
  await eventually(() => page.evaluate(() => document.querySelector("article h1")?.textContent?.trim()), first.title, "the post's heading");
  expect(await page.evaluate(() => document.querySelectorAll(".post-body h2").length)).toBeGreaterThan(0);
});
