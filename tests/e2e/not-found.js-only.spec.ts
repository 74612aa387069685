import { expect, test } from "./fixtures";

test("the unknown path is logged to the browser console", async ({ page }) => {
  const logged = page.waitForEvent("console", (message) => message.text().includes("/lost-page"));
  await page.goto("/lost-page");
  expect((await logged).text()).toBe("404: no page at /lost-page");
});
