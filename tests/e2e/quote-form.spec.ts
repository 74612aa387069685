import { expect, hasJavaScript, type Page, test, waitForRateLimitWindow } from "./fixtures";
import { coveredBy, holdsStill } from "../shared/in-page";
import { fieldMessage, fillQuote, formBody, minimalQuote, openQuoteForm, quote, quoteForm, sendButton, toast, urlencoded, whatsAppText } from "./quote-form";

/** The WCAG contrast ratio of an element's text against the first opaque background behind it. */
function textContrast(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const element = document.querySelector(selector)!;
    let background: Element | null = element;
    while (background && parse(getComputedStyle(background).backgroundColor)[3] === 0) {
      background = background.parentElement;
    }
    const fg = luminance(parse(getComputedStyle(element).color));
    const bg = luminance(parse(background ? getComputedStyle(background).backgroundColor : "rgb(255,255,255)"));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  }, selector);
}

test.describe("the quote form", () => {
  test("sits in a 'Request a Quote' section after the page heading, on Home and Contact", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      const section = page.getByRole("region", { name: "Request a Quote" });
      await expect(section).toHaveAttribute("id", "quote");
      await expect(section.getByRole("heading", { level: 2, name: "Request a Quote" })).toBeVisible();
      const afterHeading = await page.evaluate(() => {
        const h1 = document.querySelector("h1")!;
        const section = document.getElementById("quote")!;
        return Boolean(h1.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(afterHeading, path).toBe(true);
      await expect(quoteForm(page)).toBeVisible();
    }
  });

  test("every field has a label", async ({ page }) => {
    await page.goto("/contact");
    const form = quoteForm(page);
    for (const label of ["Full name", "Phone number", "Event type", "Event date", "Number of guests", "Budget", "Venue", "Message"]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Event date")).toHaveAttribute("type", "date");
    await expect(form.getByRole("group", { name: "How should we contact you?" }).getByRole("radio")).toHaveCount(3);
    await expect(form.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
    const unlabelled = await form.evaluate((element) =>
      [...element.querySelectorAll("input, select, textarea")]
        .filter((control) => (control as HTMLInputElement).labels?.length === 0)
        .map((control) => control.outerHTML),
    );
    expect(unlabelled).toEqual([]);
  });

  test("both required messages show in red under their fields, tied to them", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    await sendButton(page).click();

    const form = quoteForm(page);
    for (const [label, message] of [
      ["Full name", "Full name is required"],
      ["Phone number", "Phone number is required"],
    ] as const) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      const error = fieldMessage(page, message);
      await expect(error).toBeVisible();
      await expect(error).toHaveCSS("color", "rgb(180, 35, 24)");
      // Directly under its own field, measured in one go (focus may scroll the page).
      const [fieldBox, errorBox] = await field.evaluate((input, message) => {
        const error = [...input.closest("div")!.querySelectorAll("p")].find((p) => p.textContent === message)!;
        return [input.getBoundingClientRect().toJSON(), error.getBoundingClientRect().toJSON()] as DOMRect[];
      }, message);
      expect(errorBox!.top).toBeGreaterThanOrEqual(fieldBox!.bottom);
      expect(errorBox!.top - fieldBox!.bottom).toBeLessThan(16);
      expect(Math.abs(errorBox!.left - fieldBox!.left)).toBeLessThan(2);
    }
    expect(await textContrast(page, "#quote-form-fullName-error")).toBeGreaterThanOrEqual(4.5);
    await expect(form.getByLabel("Venue")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a refused request is summed up at the top of the form, which takes the focus, each error a link to its field", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    await fillQuote(page, { fullName: quote.fullName, email: "not an email" });
    await sendButton(page).click();
    const summary = quoteForm(page).getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(["Phone number is required", "Enter a valid email address"]);
    // It sits above every field; the messages under the fields stay. Both places are read in one
    // go: the page may still be scrolling to the summary, which moves everything between two reads.
    const summaryAboveFields = await quoteForm(page).evaluate((form) => {
      const summary = form.querySelector('[role="alert"]')!.getBoundingClientRect();
      const firstField = form.querySelector('[name="fullName"]')!.getBoundingClientRect();
      return summary.bottom <= firstField.top;
    });
    expect(summaryAboveFields, "the summary sits above the first field").toBe(true);
    await expect(fieldMessage(page, "Enter a valid email address")).toBeVisible();

    await summary.getByRole("link", { name: "Enter a valid email address" }).click();
    await expect(quoteForm(page).getByRole("textbox", { name: "Email" })).toBeFocused();

    // Each new attempt takes the focus back to the summary.
    await sendButton(page).click();
    await expect(summary).toBeFocused();
  });

  test("what was typed is kept when the form comes back with errors", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    const typed = { ...quote, fullName: "", preferredContact: "Email" } as const;
    await fillQuote(page, typed);
    await sendButton(page).click();
    const form = quoteForm(page);
    await expect(fieldMessage(page, "Full name is required")).toBeVisible();

    await expect(form.getByLabel("Phone number")).toHaveValue(quote.phone);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(quote.email);
    await expect(form.getByLabel("Event type").locator("option:checked")).toHaveText(quote.eventType);
    await expect(form.getByLabel("Event date")).toHaveValue(quote.eventDate);
    await expect(form.getByLabel("Number of guests")).toHaveValue(quote.guestCount);
    await expect(form.getByLabel("Budget")).toHaveValue(quote.budget);
    await expect(form.getByLabel("Venue")).toHaveValue(quote.venue);
    await expect(form.getByLabel("Message")).toHaveValue(quote.message);
    await expect(form.getByRole("radio", { name: "Email" })).toBeChecked();
  });

  test("markup typed into the form stays text", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    const markup = '<img src="x" onerror="window.injected=1"><b>Hall</b>';
    await fillQuote(page, { venue: markup });
    await sendButton(page).click();
    await expect(fieldMessage(page, "Full name is required")).toBeVisible();
    await expect(quoteForm(page).getByLabel("Venue")).toHaveValue(markup);
    await expect(page.locator('#quote img[src="x"], #quote b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  });

  test("a valid request: sent after a second, thanked for five, reset, and handed off to WhatsApp", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    await fillQuote(page, quote);
    const started = Date.now();
    await sendButton(page).click();

    await expect(toast(page)).toBeVisible();
    // When it appeared, by its own animation's clock: a busy machine may show the page a moment before the test can look.
    const shownFor = await toast(page).evaluate((text) => Number(text.closest(".quote-toast")!.getAnimations()[0]!.currentTime));
    const shown = Date.now() - shownFor;
    // Fixed to the screen, where its own style puts it, not to the section the form sits in.
    const offset = await toast(page).evaluate((text) => {
      let box = text;
      while (getComputedStyle(box).position !== "fixed") box = box.parentElement!;
      return { fromScreenBottom: window.innerHeight - box.getBoundingClientRect().bottom, styled: parseFloat(getComputedStyle(box).bottom) };
    });
    expect(offset.fromScreenBottom).toBeCloseTo(offset.styled, 0);
    expect(shown - started).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole("status")).toContainText("We'll respond within 24 hours.");

    // The form is empty and idle again.
    const form = quoteForm(page);
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Venue")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
    await expect(sendButton(page)).toHaveText("Send Request");
    await expect(sendButton(page)).toBeEnabled();

    // The details, ready to send on WhatsApp.
    expect((await whatsAppText(page)).split("\n")).toEqual([
      "Hello Pushpanjali Decor! I would like a quote for flower decoration. My details:",
      "Name: Asha Patel",
      "Event: Wedding",
      "Date: 12 December 2026",
      "Venue: Rajpath Club, Ahmedabad",
      "Guests: about 300",
      "Budget: ₹1.5 lakh",
      `Message: ${quote.message}`,
    ]);
    await expect(page.getByRole("link", { name: "Send these details by email" })).toHaveCount(0);

    // The toast goes after five seconds.
    await expect(toast(page)).toBeHidden({ timeout: 8000 });
    const hiddenAfter = Date.now() - shown;
    expect(hiddenAfter).toBeGreaterThanOrEqual(4500);
    expect(hiddenAfter).toBeLessThan(6500);
  });

  test("on a phone, the thanks cover none of the form's buttons or links", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openQuoteForm(page, "/contact", testInfo);
    await fillQuote(page, minimalQuote);
    if (hasJavaScript(testInfo)) await sendButton(page).click();
    else await Promise.all([page.waitForURL("**/contact#quote-sent"), sendButton(page).click()]);
    await expect(toast(page)).toBeVisible();
    // Once the page has stopped scrolling to the thanks (smoothly, unless the visitor asked for less motion).
    await expect.poll(holdsStill(() => page.evaluate(() => window.scrollY)), { intervals: [150] }).toBe(true);
    expect(await page.evaluate(coveredBy, { cover: ".quote-toast", targets: "#quote-form button, #quote-form a" })).toEqual([]);
  });

  test("a visitor who prefers email also gets an email with the details", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    await fillQuote(page, { fullName: "Meena Shah", phone: "99999 11111", venue: "Home, Bopal", preferredContact: "Email" });
    await sendButton(page).click();
    const email = page.getByRole("link", { name: "Send these details by email" });
    await expect(email).toBeVisible();
    const href = (await email.getAttribute("href")) ?? "";
    expect(href.startsWith("mailto:hello@pushpanjalidecor.in?")).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Quote request from Meena Shah");
    expect(params.get("body")).toBe(await whatsAppText(page));
    expect(params.get("body")).toContain("Venue: Home, Bopal");
  });

  test("the Home page's form answers on Home", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/", testInfo);
    await fillQuote(page, { fullName: quote.fullName, phone: quote.phone });
    await sendButton(page).click();
    await expect(toast(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("heading", { level: 1, name: "Flower decoration in Ahmedabad" })).toBeVisible();
    if (hasJavaScript(testInfo)) await expect(page).toHaveURL("/");
    expect(await whatsAppText(page)).toContain("Name: Asha Patel");
  });

  test("reloading the page after a request does not send it again", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    await fillQuote(page, { fullName: quote.fullName, phone: quote.phone });
    await sendButton(page).click();
    await expect(toast(page)).toBeVisible();

    const methods: string[] = [];
    page.on("request", (request) => methods.push(request.method()));
    page.on("dialog", (dialog) => dialog.dismiss());
    const response = await page.reload();
    expect(response?.request().method()).toBe("GET");
    expect(methods).not.toContain("POST");
    await expect(quoteForm(page).getByLabel("Full name")).toHaveValue("");
    // Nor does it thank anyone, or show their details, again.
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Send these details on WhatsApp" })).toHaveCount(0);
  });

  test("a message too long for the cookie reaches WhatsApp shortened, every other detail whole", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    // Gujarati takes three bytes a letter: every field at its longest does not fit in a cookie.
    const message = "ગલગોટા અને ગુલાબનો મંડપ. ".repeat(50).slice(0, 1000);
    const venue = "રાજપથ ક્લબ, અમદાવાદ ".repeat(10).slice(0, 200).trim();
    await fillQuote(page, { fullName: "આશા પટેલ", phone: quote.phone, venue, message });
    await sendButton(page).click();
    await expect(toast(page)).toBeVisible();

    const lines = (await whatsAppText(page)).split("\n");
    expect(lines).toContain("Name: આશા પટેલ");
    expect(lines).toContain(`Venue: ${venue}`);
    const sent = lines.find((line) => line.startsWith("Message: "))!.slice("Message: ".length);
    if (hasJavaScript(testInfo)) {
      // The fetcher's answer carries the details whole.
      expect(sent).toBe(message.trim());
    } else {
      expect(sent.endsWith("…")).toBe(true);
      expect(message.startsWith(sent.slice(0, -1))).toBe(true);
      expect(sent.length).toBeGreaterThan(400);
    }
  });

  test("a sixth request within a minute is refused, keeping what was typed and offering WhatsApp", async ({ page, request }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    // The five before it come from the same address (the test's), over plain HTTP and all at
    // once, and are let through; the sixth, from the form, falls within their minute.
    await waitForRateLimitWindow(10_000);
    const firstFive = await Promise.all(
      [1, 2, 3, 4, 5].map((sent) =>
        request.post("/contact", { headers: urlencoded, data: formBody({ fullName: `Visitor ${sent}`, phone: quote.phone }), maxRedirects: 0 }),
      ),
    );
    expect(firstFive.map((response) => response.status())).toEqual([303, 303, 303, 303, 303]);

    await fillQuote(page, { fullName: "Visitor 6", phone: quote.phone, venue: quote.venue });
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await sendButton(page).click();
    expect((await answered).status()).toBe(429);

    const form = quoteForm(page);
    await expect(form.getByRole("alert")).toHaveText(/wait a minute and try again/);
    await expect(form.getByRole("alert")).toHaveCSS("color", "rgb(180, 35, 24)");
    await expect(form.getByLabel("Full name")).toHaveValue("Visitor 6");
    await expect(form.getByLabel("Venue")).toHaveValue(quote.venue);
    await expect(toast(page)).toHaveCount(0);
    expect(await whatsAppText(page)).toContain("Name: Visitor 6");
  });

  test("the honeypot is out of sight and out of the tab order, and says to leave it empty", async ({ page }) => {
    await page.goto("/contact");
    const honeypot = quoteForm(page).getByLabel("Leave this field empty");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    const box = (await honeypot.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
  });
});

test.describe("the quote form on a 320 px wide phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("fits the width and every control is at least 44 px tall", async ({ page }, testInfo) => {
    await openQuoteForm(page, "/contact", testInfo);
    await sendButton(page).click();
    await expect(fieldMessage(page, "Full name is required")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const form = quoteForm(page);
    const controls = [
      form.getByLabel("Full name"),
      form.getByLabel("Event type"),
      form.getByLabel("Message"),
      sendButton(page),
      ...["WhatsApp", "Phone call", "Email"].map((name) => form.locator("label").filter({ has: page.getByRole("radio", { name }) })),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.height, await control.evaluate((element) => element.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });
});
