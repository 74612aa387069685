import { wholeChromiumLaunch } from "../system-chromium";
import { expect, test } from "./fixtures";
import { fillQuote, quote, quoteForm, sendButton, toast } from "./quote-form";

/**
 * The quote form's code waits until the visitor turns to the page
 * (app/quote/deferred-quote-form.tsx). A phone visitor has no pointer: played
 * in the whole browser, as the headless shell's pointer rests over every page
 * (tests/system-chromium.ts).
 */
test.use({ launchOptions: wholeChromiumLaunch });
// In order, in one worker: a worker of this spec's starts a whole Chromium of its own, one for each test when they ran side by side.
test.describe.configure({ mode: "default" });

test("the form's code loads only once the visitor turns to the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  // The page is hydrated (the header's menu state is managed) but the form is not.
  await expect(page.locator("#site-header")).toBeVisible();
  expect(scripts.some((path) => path.includes("/quote-form-"))).toBe(false);
  await expect(quoteForm(page)).not.toHaveAttribute("data-enhanced", "true");

  await quoteForm(page).getByLabel("Phone number").hover();
  await expect(quoteForm(page)).toHaveAttribute("data-enhanced", "true");
  expect(scripts.some((path) => path.includes("/quote-form-"))).toBe(true);
});

test("what was typed before the form's code arrived is kept", async ({ page }) => {
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const form = quoteForm(page);
  await expect(form).not.toHaveAttribute("data-enhanced", "true");
  await form.getByLabel("Full name").fill(quote.fullName);
  await expect(form).toHaveAttribute("data-enhanced", "true");
  await expect(form.getByLabel("Full name")).toHaveValue(quote.fullName);
  await fillQuote(page, { phone: quote.phone });
  await sendButton(page).click();
  await expect(toast(page)).toBeVisible();
});
