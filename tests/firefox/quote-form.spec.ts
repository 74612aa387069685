import type { Page } from "puppeteer-core";
import { coveredBy, holdsStill } from "../shared/in-page";
import { eventually, expect, hasJavaScript, hydrated, tap, test } from "./fixtures";

/** The quote form on /contact in Firefox: refused with what was typed kept, then sent. */

const form = "#quote-form";
const field = (name: string) => `${form} [name="${name}"]`;
const sendButton = `${form} button[type="submit"]`;

async function type(page: Page, name: string, value: string) {
  await tap(page, field(name));
  await eventually(() => page.evaluate(() => document.activeElement?.getAttribute("name")), name, `${name} has the focus`);
  await page.keyboard.type(value);
}

/** Presses Send Request; without JavaScript that loads the page the server answers with. */
async function send(page: Page, javaScript: boolean) {
  if (javaScript) await tap(page, sendButton);
  else await Promise.all([page.waitForNavigation({ waitUntil: "load" }), tap(page, sendButton)]);
}

const valueOf = (page: Page, name: string) => page.$eval(field(name), (input) => (input as HTMLInputElement).value);
const invalid = (page: Page, name: string) => page.$eval(field(name), (input) => input.getAttribute("aria-invalid"));
/** The messages tied to a field by its `aria-describedby`. */
const errorFor = (page: Page, name: string) =>
  page.evaluate((selector) => {
    const ids = document.querySelector(selector)?.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  }, field(name));
const toastShows = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes("Thank you!")));

test("a request missing its phone number is refused with the name kept, then sent", async ({ firefox }, testInfo) => {
  const { page, open } = firefox;
  const javaScript = hasJavaScript(testInfo);
  await page.setViewport({ width: 390, height: 844 });
  await open("/contact");
  if (javaScript) {
    // The form's code loads when the visitor turns to it.
    await page.hover(`${form} p`);
    await eventually(() => page.$eval(form, (element) => element.getAttribute("data-enhanced")), "true", "the form runs");
    await hydrated(page, sendButton);
  }

  await type(page, "fullName", "Asha Patel");
  await type(page, "venue", "Rajpath Club, Ahmedabad");
  await send(page, javaScript);
  await eventually(() => invalid(page, "phone"), "true", "the phone field is marked invalid");
  // The error summary at the top of the form has the focus and links to the field.
  await eventually(
    () =>
      page.evaluate(() => {
        const summary = document.activeElement;
        if (summary?.getAttribute("role") !== "alert") return null;
        return [summary.querySelector("h3")?.textContent, [...summary.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])];
      }),
    ["There is a problem", [["Phone number is required", "#quote-form-phone"]]],
    "the error summary has the focus",
  );
  expect(await errorFor(page, "phone")).toMatch(/phone/i);
  expect(await valueOf(page, "fullName")).toBe("Asha Patel");
  expect(await valueOf(page, "venue")).toBe("Rajpath Club, Ahmedabad");

  await type(page, "phone", "98765 43210");
  await send(page, javaScript);
  if (javaScript) {
    // The action takes a second: the button says so meanwhile.
    await eventually(() => page.$eval(sendButton, (button) => button.textContent), "Sending...");
  }
  await eventually(() => toastShows(page), true, "the thanks show");
  // Once the page has stopped scrolling to them, they cover none of the form's buttons or links.
  await eventually(holdsStill(() => page.evaluate(() => window.scrollY)), true, "the page stops scrolling");
  expect(await page.evaluate(coveredBy, { cover: ".quote-toast", targets: "#quote-form button, #quote-form a" })).toEqual([]);
  // A sent form starts empty again.
  await eventually(() => valueOf(page, "fullName"), "");
  expect(await page.$eval(sendButton, (button) => button.textContent)).toBe("Send Request");
  const handoff = await page.$eval('a[href^="https://wa.me/"][href*="Asha"]', (link) => link.getAttribute("href"));
  expect(decodeURIComponent(handoff ?? "")).toContain("Rajpath Club, Ahmedabad");
  if (!javaScript) expect(new URL(page.url()).search, "no details in the address").toBe("");
});
