import { expect, hasJavaScript, inGujarati, type Page, pages, test, waitForRateLimitWindow } from "./fixtures";

/** The Gujarati site, as a visitor reads it, with JavaScript and without. */

// Each Gujarati page being all in Gujarati, its WhatsApp messages too: every-page.ts.

test("the small line above a heading is spaced capitals in English, and set as written in Gujarati", async ({ page }) => {
  const eyebrow = (path: string) => page.goto(path).then(() => page.locator("#hero-title").locator("xpath=preceding-sibling::p[1]"));
  const english = await eyebrow("/");
  await expect(english).toHaveCSS("text-transform", "uppercase");
  expect(Number.parseFloat(await english.evaluate((element) => getComputedStyle(element).letterSpacing))).toBeGreaterThan(1);
  const gujarati = await eyebrow("/gu");
  await expect(gujarati).toHaveCSS("letter-spacing", "normal");
});

test.describe("the language switch", () => {
  for (const { path } of pages) {
    test(`leads from ${path} to the same page in Gujarati and back`, async ({ page }) => {
      await page.goto(path);
      const toGujarati = page.getByRole("banner").getByRole("link", { name: "ગુજરાતી" });
      await expect(toGujarati).toHaveAttribute("hreflang", "gu-IN");
      await expect(toGujarati).toHaveAttribute("lang", "gu-IN");
      await toGujarati.click();
      await expect(page).toHaveURL(inGujarati(path));
      await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");

      const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
      await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
      await toEnglish.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    });
  }

  test("keeps the portfolio's category", async ({ page }) => {
    await page.goto("/portfolio?category=pooja");
    await page.getByRole("banner").getByRole("link", { name: "ગુજરાતી" }).click();
    await expect(page).toHaveURL("/gu/portfolio?category=pooja");
    await expect(page.getByRole("navigation", { name: "પ્રકાર પ્રમાણે જુઓ" }).locator('[aria-current="true"]')).toContainText("પૂજા");
  });

  test("is in the mobile menu too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/gu/services");
    await page.getByRole("button", { name: "મેનૂ" }).click();
    await expect(page.getByRole("link", { name: "English" }).filter({ visible: true })).toHaveAttribute("href", "/services");
  });
});

test.describe("the quote form in Gujarati", () => {
  const form = (page: Page) => page.getByRole("form", { name: "ભાવ મંગાવો" });

  async function open(page: Page, path: string, javaScript: boolean) {
    await page.goto(`${path}#quote`);
    if (javaScript) {
      await form(page).getByText("નિશાનીવાળી વિગતો").hover();
      await expect(form(page)).toHaveAttribute("data-enhanced", "true");
    }
  }

  for (const path of ["/gu", "/gu/contact"]) {
    test(`${path}: refuses a missing name and phone in Gujarati, keeping what was typed`, async ({ page }, testInfo) => {
      await open(page, path, hasJavaScript(testInfo));
      await form(page).getByLabel("સ્થળ").fill("ટાઉન હૉલ, નારણપુરા");
      await form(page).getByRole("button", { name: "વિનંતી મોકલો" }).click();
      const summary = form(page).getByRole("alert").filter({ hasText: "આટલું સુધારી લો" });
      await expect(summary.getByRole("link")).toHaveText(["પૂરું નામ લખવું જરૂરી છે", "ફોન નંબર લખવો જરૂરી છે"]);
      await expect(form(page).getByLabel("પૂરું નામ")).toHaveAccessibleDescription("પૂરું નામ લખવું જરૂરી છે");
      await expect(form(page).getByLabel("ફોન નંબર")).toHaveAccessibleDescription("ફોન નંબર લખવો જરૂરી છે");
      await expect(form(page).getByLabel("સ્થળ")).toHaveValue("ટાઉન હૉલ, નારણપુરા");
    });
  }

  test("sends a request: Gujarati while sending, the thanks, and the details for WhatsApp", async ({ page }, testInfo) => {
    await waitForRateLimitWindow(10_000);
    await open(page, "/gu/contact", hasJavaScript(testInfo));
    await form(page).getByLabel("પૂરું નામ").fill("આશા પટેલ");
    await form(page).getByLabel("ફોન નંબર").fill("98765 43210");
    await form(page).getByLabel("પ્રસંગ", { exact: true }).selectOption({ label: "લગ્ન" });
    await form(page).getByLabel("પ્રસંગની તારીખ").fill("2026-12-12");
    await form(page).getByRole("button", { name: "વિનંતી મોકલો" }).click();
    if (hasJavaScript(testInfo)) await expect(form(page).getByRole("button", { name: "મોકલાઈ રહી છે…" })).toBeDisabled();
    await expect(page.getByRole("status").getByText("આભાર!")).toBeVisible();
    await expect(page.getByRole("status").getByText("અમે 24 કલાકમાં જવાબ આપીશું.")).toBeVisible();
    const href = await page.getByRole("link", { name: "આ વિગતો વોટ્સએપ પર મોકલો" }).getAttribute("href");
    expect(new URL(href!).searchParams.get("text")).toBe(
      [
        "નમસ્તે પુષ્પાંજલિ ડેકોર! મારે ફૂલોની સજાવટનો ભાવ જાણવો છે. મારી વિગતો:",
        "નામ: આશા પટેલ",
        "પ્રસંગ: લગ્ન",
        "તારીખ: 12 ડિસેમ્બર, 2026",
      ].join("\n"),
    );
  });
});
