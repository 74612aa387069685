import { expect, expectHydrated, test, watchViolations, type Page } from "./fixtures";
import { fillQuote, minimalQuote, quote, quoteForm, sendButton, sendWithoutJavaScript, toast } from "./quote-form";

/**
 * With JavaScript on, nothing the site does trips its Content-Security-Policy
 * (`default-src 'none'`, each kind of request named): not the inline scripts
 * React Router writes, not the import map, not the heading font, not the map
 * frame, not hydration, not client navigation, not the quote form's code
 * loading on demand nor the form being sent.
 */

/** The app has started: the menu toggle's state is managed only once React runs. */
async function expectStarted(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
}

// Every page loading, hydrating and scrolling to its end without a violation: every-page.ts.

test("the page after a request sent without JavaScript, with its toast and hand-off, loads without a policy violation", async ({ page }) => {
  const violations = await watchViolations(page);
  // The page's request context shares the browser's cookies, so the flash cookie lands there.
  await sendWithoutJavaScript(page.request, "/contact", minimalQuote);
  await page.goto("/contact#quote-sent");
  await expectStarted(page);
  await expect(page.getByRole("link", { name: "Send these details on WhatsApp" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("client navigation, the quote form's code and sending the form, without a policy violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/services");
  await expectStarted(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const contact = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact" });
  await expectHydrated(contact);
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel("Full Name").focus();
  await page.getByLabel("Full Name").fill("Asha Patel");
  // The form's code has loaded and taken over the form.
  await expect(quoteForm(page)).toHaveAttribute("data-enhanced", "true");
  await fillQuote(page, { phone: quote.phone });
  await sendButton(page).click();
  await expect(toast(page)).toBeVisible();
  expect(violations).toEqual([]);
});
