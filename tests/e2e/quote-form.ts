import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, hasJavaScript, type Page } from "./fixtures";

/** Helpers for the quote form specs, in the browser and over plain HTTP. */

/** The fewest fields a request needs, for posts made over plain HTTP. */
export const minimalQuote = { fullName: "Asha Patel", phone: "98765 43210", venue: "Town Hall" } as const;
/** Fields as the form posts them without JavaScript. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" } as const;

/** The cookie that carries a request's hand-off details to the page after it (app/quote/quote-flash.ts). */
export const QUOTE_FLASH_COOKIE = "__Host-quote-sent";

/** The flash cookie a response sets or clears: its `name=value` to send back, and its attributes. */
export function flashCookieOf(response: APIResponse) {
  const setCookie = response
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith(`${QUOTE_FLASH_COOKIE}=`))?.value;
  expect(setCookie, `${response.url()} sets the flash cookie`).toBeDefined();
  const [pair, ...attributes] = setCookie!.split(/;\s*/);
  return { pair: pair!, attributes };
}

/**
 * A page's HTML as a browser without JavaScript shows it: the markup without
 * its scripts. The scripts carry the form's words for the app (its thanks, its
 * hand-off link's name) whether or not this page shows them.
 */
export function withoutScripts(html: string) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** The markup of a response (see `withoutScripts`). */
export async function markupOf(response: APIResponse) {
  return withoutScripts(await response.text());
}

/**
 * Posts a quote as a plain form does without JavaScript, without following
 * the redirect, and returns the redirect and the flash cookie it sets.
 */
export async function sendWithoutJavaScript(request: APIRequestContext, path: string, fields: Record<string, string>) {
  const response = await request.post(path, { headers: urlencoded, data: formBody(fields), maxRedirects: 0 });
  expect(response.status()).toBe(303);
  return { response, cookie: flashCookieOf(response).pair };
}

export const quote = {
  fullName: "Asha Patel",
  phone: "98765 43210",
  email: "asha@example.in",
  eventType: "Wedding",
  eventDate: "2026-12-12",
  guestCount: "about 300",
  budget: "₹1.5 lakh",
  venue: "Rajpath Club, Ahmedabad",
  message: "ગલગોટા and rose mandap 🌼",
} as const;

export type QuoteInput = Partial<Record<keyof typeof quote, string>> & {
  preferredContact?: "WhatsApp" | "Phone call" | "Email";
};

export const quoteForm = (page: Page) => page.getByRole("form", { name: "Request a Quote" });
export const sendButton = (page: Page) => quoteForm(page).getByRole("button", { name: /Send Request|Sending\.\.\./ });
/** A field's message, under the field (the error summary at the top repeats it as a link). */
export const fieldMessage = (page: Page, message: string) => quoteForm(page).locator('p[id$="-error"]', { hasText: message });
export const toast = (page: Page) => page.getByRole("status").getByText("Thank you!");

/**
 * Opens a page with the form. With JavaScript, the form's code loads when the
 * visitor first shows interest in it: point at the form, then wait until it runs.
 */
export async function openQuoteForm(page: Page, path: string, testInfo: Parameters<typeof hasJavaScript>[0]) {
  await page.goto(path);
  if (hasJavaScript(testInfo)) {
    await quoteForm(page).getByText("Fields marked").hover();
    await expect(quoteForm(page)).toHaveAttribute("data-enhanced", "true");
  }
}

export async function fillQuote(page: Page, input: QuoteInput) {
  const form = quoteForm(page);
  const text = {
    fullName: form.getByLabel("Full name"),
    phone: form.getByLabel("Phone number"),
    email: form.getByRole("textbox", { name: "Email" }),
    eventDate: form.getByLabel("Event date"),
    guestCount: form.getByLabel("Number of guests"),
    budget: form.getByLabel("Budget"),
    venue: form.getByLabel("Venue"),
    message: form.getByLabel("Message"),
  };
  for (const [name, field] of Object.entries(text)) {
    const value = input[name as keyof typeof text];
    if (value !== undefined) await field.fill(value);
  }
  if (input.eventType !== undefined) await form.getByLabel("Event type").selectOption({ label: input.eventType });
  if (input.preferredContact) await form.getByRole("radio", { name: input.preferredContact }).check();
}

/** The text a WhatsApp link opens the chat with. */
export async function whatsAppText(page: Page, name = "Send these details on WhatsApp") {
  const href = await page.getByRole("link", { name }).getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
  return url.searchParams.get("text") ?? "";
}
