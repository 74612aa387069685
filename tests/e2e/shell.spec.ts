import { expect, hasJavaScript, test } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { scrollTo } from "./scroll";

test.describe("navigation", () => {
  test("the skip link is first in the tab order and moves focus to the content", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    const box = await skip.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the toggle and closes when a link is followed", async ({ page }, testInfo) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();
    if (hasJavaScript(testInfo)) await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(menu).toBeVisible();
    if (hasJavaScript(testInfo)) await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Portfolio");
    await expect(menu).toBeHidden();
    if (hasJavaScript(testInfo)) await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with its close button", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe("contact shortcuts on every page", () => {
  test("header Call Now and WhatsApp buttons", async ({ page }) => {
    await page.goto("/portfolio");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+919876543210");
    const whatsApp = new URL(
      (await header.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "",
    );
    expect(whatsApp.origin + whatsApp.pathname).toBe("https://wa.me/919876543210");
    expect(whatsApp.searchParams.get("text")).toContain("Pushpanjali Decor");
  });

  test("the floating WhatsApp button shows its tooltip", async ({ page }) => {
    await page.goto("/about");
    // Among the studio's contacts in the footer, where a screen reader moving by landmarks finds it.
    const button = page.getByRole("contentinfo").getByRole("link", { name: "Chat with us on WhatsApp" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    const tooltip = button.getByText("Chat with us on WhatsApp");
    await expect(tooltip).toHaveCSS("opacity", "0");
    await button.hover();
    await expect(tooltip).toHaveCSS("opacity", "1");
  });

  test("the top bar shows the service area, phone and hours, first in the banner", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByText(/Flower decoration across Gujarat/)).toBeVisible();
    await expect(banner.getByRole("link", { name: "+91 98765 43210" })).toBeVisible();
    await expect(banner.getByText("8:00 AM – 8:00 PM")).toBeVisible();
    // Above the sticky bar, and scrolled away with the page while the bar stays.
    const topBar = banner.getByText(/Flower decoration across Gujarat/);
    const bar = banner.locator("#site-header");
    expect((await topBar.boundingBox())!.y).toBeLessThan((await bar.boundingBox())!.y);
    await scrollTo(page, 600);
    await expect(topBar).not.toBeInViewport();
    await expect(bar).toBeInViewport();
  });

  test("the browser itself exposes the banner with the top bar and the footer with the floating button", async ({ page }) => {
    // What a screen reader is given is the browser's accessibility tree, not the DOM: the banner
    // draws no box (display: contents), which browsers once left out of the tree.
    await page.goto("/contact");
    const tree = await page.context().newCDPSession(page);
    const { nodes } = await tree.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const namesWithin = (role: string) => {
      const landmark = nodes.find((node) => node.role?.value === role && !node.ignored);
      const names: string[] = [];
      const walk = (id: string) => {
        const node = byId.get(id);
        if (!node) return;
        if (node.name?.value) names.push(String(node.name.value));
        node.childIds?.forEach(walk);
      };
      if (landmark) walk(landmark.nodeId);
      return names;
    };
    expect(namesWithin("banner")).toEqual(expect.arrayContaining(["+91 98765 43210", "Call Now", "Main"]));
    expect(namesWithin("banner").some((name) => name.startsWith("Flower decoration across Gujarat"))).toBe(true);
    expect(namesWithin("contentinfo")).toContain("Chat with us on WhatsApp");
  });
});

test.describe("footer", () => {
  test("lists contacts, services, cities, socials and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(footer.getByRole("link", { name: "+91 98765 43211" })).toHaveAttribute("href", "tel:+919876543211");
    await expect(footer.getByRole("link", { name: "hello@pushpanjalidecor.in" })).toHaveAttribute(
      "href",
      "mailto:hello@pushpanjalidecor.in",
    );
    await expect(footer.getByText(/Naranpura, Ahmedabad, Gujarat 380061/)).toBeVisible();

    const serviceLinks = footer.getByRole("region", { name: "Services" }).getByRole("link");
    await expect(serviceLinks).toHaveCount(6);
    const hrefs = await serviceLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["wedding", "pooja", "birthday", "corporate", "entrance", "addons"].map((id) => `/services#${id}`));

    const cities = footer.getByRole("region", { name: "Service Areas" }).getByRole("listitem");
    await expect(cities).toHaveText(["Ahmedabad", "Gandhinagar", "Vadodara", "Surat", "Rajkot", "Bhavnagar"]);
    await expect(footer.getByText(/more cities across Gujarat/)).toBeVisible();

    for (const network of ["Instagram", "Facebook", "YouTube"]) {
      await expect(footer.getByRole("link", { name: `Pushpanjali Decor on ${network}` })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    const quote = new URL((await footer.getByRole("link", { name: "WhatsApp for a Quote" }).getAttribute("href")) ?? "");
    expect(quote.searchParams.get("text")).toBe("Hello! Please share a quote for flower decoration.");
  });

  /** Taps Save Contact on `path`: the file saved, and the one the card's address serves without JavaScript. */
  async function saveContact(page: Page, request: APIRequestContext, path: string, name: string) {
    await page.goto(path);
    const link = page.getByRole("link", { name });
    const downloadStarted = page.waitForEvent("download");
    await link.click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe("pushpanjali-decor-contact.vcf");
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const href = (await link.getAttribute("href"))!;
    return { saved: Buffer.concat(chunks), served: await (await request.get(href)).body(), href };
  }

  test("Save Contact downloads the studio's vCard", async ({ page, request }) => {
    const { saved, served, href } = await saveContact(page, request, "/contact", "Save Contact");
    // With JavaScript the card is built in the browser; without it the resource
    // route serves it. Either way, the bytes are the same.
    expect(href).toBe("/pushpanjali-decor-contact.vcf");
    expect(saved.equals(served)).toBe(true);
    const text = saved.toString("utf8");
    expect(text).toContain("FN:Pushpanjali Decor\r\n");
    expect(text).toContain("EMAIL;TYPE=INTERNET,WORK:hello@pushpanjalidecor.in\r\n");
  });

  test("Save Contact on a Gujarati page saves the Gujarati card", async ({ page, request }) => {
    const { saved, served, href } = await saveContact(page, request, "/gu/contact", "નંબર સેવ કરો");
    expect(href).toBe("/gu/pushpanjali-decor-contact.vcf");
    expect(saved.equals(served)).toBe(true);
    const text = saved.toString("utf8");
    expect(text).toContain("FN:પુષ્પાંજલિ ડેકોર\r\n");
    expect(text).toContain("NICKNAME:Pushpanjali Decor\r\n");
    expect(text).not.toContain("Founder");
  });
});
