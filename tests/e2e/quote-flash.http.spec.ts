import { baseURL } from "../playwright.config";
import { expect, test } from "./fixtures";
import { fillQuote, QUOTE_FLASH_COOKIE, quote, sendButton, toast, whatsAppText } from "./quote-form";

/**
 * A request sent without JavaScript: the only path where the details cross a
 * redirect. It runs once, in a browser with JavaScript off (with it, the
 * answer is the fetcher's data and no cookie is set).
 */
test.use({ javaScriptEnabled: false });

test("without JavaScript the details reach the page after the request in a cookie, never in the address", async ({ page }) => {
  await page.goto("/contact");
  await fillQuote(page, quote);
  const redirected = page.waitForResponse((response) => response.request().method() === "POST");
  const thanked = page.waitForResponse((response) => response.request().method() === "GET" && response.url().startsWith(`${baseURL}/contact`));
  await sendButton(page).click();

  const redirect = await redirected;
  expect(redirect.status()).toBe(303);
  expect(await redirect.headerValue("location")).toBe("/contact#quote-sent");
  const setCookie = (await redirect.headerValue("set-cookie")) ?? "";
  expect(setCookie.startsWith(`${QUOTE_FLASH_COOKIE}=`)).toBe(true);
  expect(setCookie).toMatch(/; HttpOnly\b/);
  expect(setCookie).toMatch(/; Secure\b/);
  expect(setCookie).toMatch(/; SameSite=Lax\b/);
  expect(setCookie).toMatch(/; Max-Age=60\b/);

  const thankYou = await thanked;
  expect(await thankYou.headerValue("cache-control")).toBe("private, no-store");
  expect(await thankYou.headerValue("set-cookie")).toMatch(new RegExp(`^${QUOTE_FLASH_COOKIE}=; Max-Age=0;`));

  await expect(toast(page)).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/contact#quote-sent`);
  const text = await whatsAppText(page);
  expect(text).toContain("Name: Asha Patel");
  expect(text).toContain(`Message: ${quote.message}`);
  expect(text).not.toContain(quote.phone);
  expect(await page.context().cookies()).toEqual([]);

  await page.reload();
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Send these details on WhatsApp" })).toHaveCount(0);
});
