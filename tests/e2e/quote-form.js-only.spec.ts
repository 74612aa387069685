import { expect, test } from "./fixtures";
import { fieldMessage, fillQuote, openQuoteForm, quote, quoteForm, sendButton, toast } from "./quote-form";

test("while sending, the button reads 'Sending...' and is disabled until the action answers", async ({ page }, testInfo) => {
  await openQuoteForm(page, "/contact", testInfo);
  await fillQuote(page, { fullName: quote.fullName, phone: quote.phone });

  const posted = page.waitForRequest((request) => request.method() === "POST");
  await sendButton(page).click();
  const request = await posted;
  await expect(sendButton(page)).toHaveText("Sending...");
  await expect(sendButton(page)).toBeDisabled();
  await expect(toast(page)).toHaveCount(0);

  await expect(toast(page)).toBeVisible();
  await expect(sendButton(page)).toHaveText("Send Request");
  await expect(sendButton(page)).toBeEnabled();

  // What React Router's client sends: the page's .rsc address, form-encoded
  // (the content types the request guard allows, app/http/content-type-guard.ts).
  expect(new URL(request.url()).pathname).toBe("/contact.rsc");
  expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
  expect(new URLSearchParams(request.postData() ?? "").get("fullName")).toBe(quote.fullName);
});

test("on Home, React Router posts to the index route's .rsc address", async ({ page }, testInfo) => {
  await openQuoteForm(page, "/", testInfo);
  await fillQuote(page, { fullName: quote.fullName, phone: quote.phone });
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await sendButton(page).click();
  const url = new URL((await posted).url());
  expect(url.pathname + url.search).toBe("/_.rsc?index");
  await expect(toast(page)).toBeVisible();
});

test("a field is checked when the visitor leaves it, and again as they correct it", async ({ page }, testInfo) => {
  await openQuoteForm(page, "/contact", testInfo);
  const form = quoteForm(page);
  const name = form.getByLabel("Full name");
  await name.focus();
  await page.keyboard.press("Tab");
  await expect(fieldMessage(page, "Full name is required")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // Only the field that was visited.
  await expect(fieldMessage(page, "Phone number is required")).toHaveCount(0);

  await name.pressSequentially("A");
  await expect(fieldMessage(page, "Full name is required")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

test("errors found in the browser never reach the server", async ({ page }, testInfo) => {
  await openQuoteForm(page, "/contact", testInfo);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await sendButton(page).click();
  await expect(fieldMessage(page, "Phone number is required")).toBeVisible();
  expect(posts).toEqual([]);
});

test("a page reached by client-side navigation has a working form", async ({ page }) => {
  await page.goto("/services");
  // The menu toggle gains aria-expanded once the page is hydrated, and links navigate in the page.
  await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  const documents: string[] = [];
  page.on("request", (request) => {
    // A page load, not the map's iframe on Contact.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  expect(documents).toEqual([]);
  const form = quoteForm(page);
  await expect(form).toHaveAttribute("data-enhanced", "true");
  await sendButton(page).click();
  await expect(fieldMessage(page, "Full name is required")).toBeVisible();
  await fillQuote(page, { fullName: quote.fullName, phone: quote.phone });
  await sendButton(page).click();
  await expect(toast(page)).toBeVisible();
});

test("a second request shows the toast again", async ({ page }, testInfo) => {
  await openQuoteForm(page, "/contact", testInfo);
  for (const fullName of ["First Visitor", "Second Visitor"]) {
    await fillQuote(page, { fullName, phone: quote.phone });
    await sendButton(page).click();
    await expect(toast(page)).toBeVisible();
    await expect(toast(page)).toBeHidden({ timeout: 8000 });
    await expect(page.getByRole("link", { name: "Send these details on WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(`Name: ${fullName}`)),
    );
  }
});
