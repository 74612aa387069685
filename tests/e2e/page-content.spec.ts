import { services } from "../shared/content";
import { expect, test } from "./fixtures";

const serviceIds = ["wedding", "pooja", "birthday", "corporate", "entrance", "addons"];

function whatsAppText(href: string | null): string {
  const url = new URL(href ?? "");
  expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
  return url.searchParams.get("text") ?? "";
}

test.describe("home", () => {
  test("has its sections, and Request a Quote jumps to the form section", async ({ page }) => {
    await page.goto("/");
    for (const id of ["why-us", "services", "work", "quote", "get-in-touch"]) {
      await expect(page.locator(`section#${id}`), id).toHaveCount(1);
    }
    await expect(page.locator("#why-us li")).toHaveCount(5);
    await page.getByRole("link", { name: "Request a Quote" }).first().click();
    await expect(page).toHaveURL(/\/#quote$/);
    await expect(page.getByRole("heading", { name: "Request a Quote" })).toBeInViewport();
  });

  test("six service cards link to their section on the services page", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#services").getByRole("link");
    await expect(cards).toHaveCount(6);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      serviceIds.map((id) => `/services#${id}`),
    );
    // Each link is named by its title alone, and a tap anywhere on the card follows it.
    expect(await cards.allTextContents()).toEqual(services.map((service) => service.title));
    const summary = page.locator("#services").getByText(services[1]!.summary);
    await summary.scrollIntoViewIfNeeded();
    const box = (await summary.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(`/services#${services[1]!.id}`);
  });

  test("shows three pieces of work and links to the portfolio", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#work img")).toHaveCount(3);
    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");
  });

  test("the closing section links to Contact and to WhatsApp with the home text", async ({ page }) => {
    await page.goto("/");
    const closing = page.locator("#get-in-touch");
    await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const text = whatsAppText(await closing.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"));
    expect(text).toContain("visited your website");
  });

  test("the hero picture is fetched eagerly, the rest lazily", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main img").first();
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    const rest = page.locator("main img").nth(1);
    await expect(rest).toHaveAttribute("loading", "lazy");
  });
});

test.describe("services", () => {
  test("six sections with number, six features and a Get Quote naming the service", async ({ page }) => {
    await page.goto("/services");
    const texts = new Set<string>();
    for (const [index, id] of serviceIds.entries()) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByText(`0${index + 1}`, { exact: true })).toBeVisible();
      await expect(section.locator("ul li")).toHaveCount(6);
      await expect(section.locator("img")).toHaveAttribute("alt", /.{20,}/);
      // The text itself: a section far below the screen is not rendered yet, and has no rendered text.
      const title = (await section.getByRole("heading", { level: 2 }).textContent())!.replace(/^0\d\.\s*/, "").trim();
      expect(title).not.toBe("");
      const quote = section.getByRole("link", { name: /^Get Quote/ });
      const text = whatsAppText(await quote.getAttribute("href"));
      expect(text).toContain(title);
      texts.add(text);
    }
    expect(texts.size).toBe(6);
  });

  test("a deep link lands on its section below the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services#pooja");
    const heading = page.locator("#pooja h2");
    await expect(heading).toBeInViewport();
    const headerBottom = await page.locator("#site-header .site-header-bar").evaluate((bar) => bar.getBoundingClientRect().bottom);
    const sectionTop = await page.locator("#pooja").evaluate((section) => section.getBoundingClientRect().top);
    expect(sectionTop).toBeGreaterThanOrEqual(headerBottom - 1);
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThan(headerBottom);
  });

  test("ends with reasons to choose us and ways to get in touch", async ({ page }) => {
    await page.goto("/services");
    await expect(page.locator("#why-us li")).toHaveCount(5);
    await expect(page.locator("#plan").getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
    await expect(page.locator("#plan").getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+919876543210");
  });
});

test.describe("about", () => {
  test("tells the story and shows the studio with a lazy map", async ({ page }) => {
    await page.goto("/about");
    for (const id of ["story-title", "expertise", "promise", "studio"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.getByText("— Our Founder & Lead Designer")).toBeVisible();
    const map = page.locator("#studio iframe");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /Map/);
    // No exact position in the content yet: the map shows the studio's address, not a rough point.
    const mapPage = new URL((await map.getAttribute("src"))!);
    expect(mapPage.origin + mapPage.pathname).toBe("https://maps.google.com/maps");
    expect(mapPage.searchParams.get("q")).toBe("Studio 4, Sardar Patel Colony Road, Naranpura, Ahmedabad, Gujarat 380061, India");
    const studio = page.locator("#studio");
    await expect(studio.getByText(/Naranpura, Ahmedabad, Gujarat 380061/)).toBeVisible();
    await expect(studio.getByRole("link", { name: "+91 98765 43210" })).toBeVisible();
    await expect(studio.getByRole("link", { name: "hello@pushpanjalidecor.in" })).toBeVisible();
    await expect(studio.getByText("8:00 AM – 8:00 PM")).toBeVisible();
    await expect(studio.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("contact", () => {
  test("has contact cards, WhatsApp, the form section, a 300 px map and the hours", async ({ page }) => {
    await page.goto("/contact");
    const cards = page.getByRole("region", { name: "Ways to reach us" }).locator("li a");
    await expect(cards).toHaveCount(4);
    // Named by their titles; the number, address and notes are read after them, not as part of the link.
    expect(await cards.allTextContents()).toEqual(["Call us", "WhatsApp", "Email", "Visit the studio"]);
    await expect(cards.nth(0)).toHaveAttribute("href", "tel:+919876543210");
    expect(whatsAppText(await cards.nth(1).getAttribute("href"))).toContain("discuss flower decoration");
    await expect(cards.nth(2)).toHaveAttribute("href", "mailto:hello@pushpanjalidecor.in");
    await expect(page.locator("section#quote")).toHaveCount(1);
    const map = page.locator("#find-us iframe");
    expect(await map.evaluate((frame) => frame.getBoundingClientRect().height)).toBe(300);
    await expect(page.getByText("Monday to Sunday: 8:00 AM – 8:00 PM")).toBeVisible();
    await expect(page.getByText("Short-notice setups are possible: please call us first.")).toBeVisible();
  });
});

test("WhatsApp texts differ from page to page", async ({ page }) => {
  const pageTexts = new Map<string, string>();
  for (const [path, scope] of [
    ["/", "#get-in-touch"],
    ["/contact", "main section[aria-label='Ways to reach us']"],
  ] as const) {
    await page.goto(path);
    pageTexts.set(path, whatsAppText(await page.locator(scope).getByRole("link", { name: /WhatsApp/ }).first().getAttribute("href")));
  }
  await page.goto("/");
  const general = whatsAppText(await page.getByRole("link", { name: "Chat with us on WhatsApp" }).getAttribute("href"));
  const footer = whatsAppText(await page.getByRole("link", { name: "WhatsApp for a Quote" }).getAttribute("href"));
  expect(new Set([...pageTexts.values(), general, footer]).size).toBe(4);
});
