import { type Browser as ChromiumBrowser, expect, type Page, test } from "@playwright/test";
import puppeteer, { type Page as FirefoxPage } from "puppeteer-core";
import { firefoxPath, follow as firefoxFollow, hydrated as firefoxHydrated, one, tap as firefoxTap } from "../firefox/fixtures";
import { gitHubStandIn, insightsBaseURL } from "../playwright.config";
import { changesPageTests } from "./changes-page";
import { guideScreenshot } from "./guide-screenshot";
import { daysAgo, onTheDatabase } from "./insights-worker/database";
import { insightsPagesTests } from "./insights-pages";
import { axeViolations } from "./page-checks";
import { fillQuote, quoteForm, sendButton, toast } from "./quote-form";

/**
 * The owner's insights, end to end (docs/decisions/016-insights.md), against
 * a Worker whose figures only this file writes (e2e/insights-worker): the
 * owner signs in through a stand-in for GitHub; visitors in Chromium and
 * Firefox, with and without JavaScript, read pages and tap the ways to get in
 * touch; the owner's page then shows each of those visits and taps, and only
 * those, once. What each browser reports is the table in the README
 * ("The owner's insights").
 */

test.describe.configure({ mode: "serial" });
test.use({ baseURL: insightsBaseURL });

// First, before this flow counts any visit: the pages as workerd writes them, on rows of their own;
// then the owner's changes, which the deploy's script records in the same database.
insightsPagesTests();
changesPageTests();

const design = { slug: "marigold-rose-mandap-canopy", title: "Marigold & Rose Mandap Canopy" };
/** A journal post about weddings, which the visit reads in Gujarati; the owner's page names it in English. */
const post = { path: "/gu/journal/haldi-decoration-at-home", title: "Haldi decoration at home, in a small space" };

/** The owner's page for a week, as she reads it. */
const insightsWeek = `${insightsBaseURL}/admin/insights?days=7`;

/** Signs in as `person` of the stand-in's two (app/insights/owner-session.ts). */
async function signIn(page: Page, person: "owner" | "reader") {
  await page.goto("/admin/insights");
  await page.getByRole("link", { name: "Sign in with GitHub" }).click();
  await expect(page).toHaveURL(new RegExp(`^${gitHubStandIn}/login/oauth/authorize`));
  await page.getByRole("link", { name: `Authorize as ${person}` }).click();
  // The owner's callback page moves on to the insights by itself: a page opened before then cut
  // that move short ("interrupted by another navigation"), on a busy machine.
  if (person === "owner") await expect(page).toHaveURL(`${insightsBaseURL}/admin/insights`);
}

/** A table of the owner's page by its caption: each row's name and its figures. */
async function tableOf(page: Page, caption: string): Promise<Map<string, number[]>> {
  const table = page.getByRole("table", { name: caption, exact: true });
  const rows = new Map<string, number[]>();
  if ((await table.count()) === 0) return rows;
  for (const row of await table.locator("tbody tr").all()) {
    const name = (await row.locator("th").innerText()).trim();
    const figures = (await row.locator("td").allInnerTexts()).map((text) => Number(text.replace(/,/g, "")));
    rows.set(name, figures);
  }
  return rows;
}

/** The week's figures the owner's page shows: the totals, and each kind of enquiry. */
async function weekFigures(page: Page) {
  await page.goto(insightsWeek);
  const stat = async (label: string) => Number((await page.locator(".stat", { has: page.getByText(label, { exact: true }) }).locator(".figure").innerText()).replace(/,/g, ""));
  const kinds = await tableOf(page, "Enquiries, by how they were made");
  const kind = (name: string) => kinds.get(name)?.[0] ?? 0;
  return {
    visitors: await stat("Visitors"),
    views: await stat("Page views"),
    whatsapp: kind("WhatsApp chat"),
    similar: kind("Get Similar Design"),
    call: kind("Phone call"),
    email: kind("E-mail"),
    quote: kind("Quote request sent"),
    contact: kind("Contact saved"),
    share: await stat("Designs and posts shared"),
  };
}

type Figures = Awaited<ReturnType<typeof weekFigures>>;
const difference = (after: Figures, before: Figures) =>
  Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name as keyof Figures]])) as Figures;

/** What one visitor does, in whichever browser: the same visit for each. */
interface Visitor {
  /** Opens a page as a new document (from a search result, when `referer` says so and the browser can be told). */
  open: (path: string, referer?: string) => Promise<void>;
  /** Follows a link on the page: the app's navigation with JavaScript, a document without. */
  follow: (selector: string, path: string) => Promise<void>;
  /** Taps a link to WhatsApp, a phone, an e-mail or the contact card. */
  tap: (selector: string) => Promise<void>;
  /** Fills in and sends the quote form on the page. */
  sendQuote: () => Promise<void>;
  close: () => Promise<void>;
}

/** A visitor in Chromium, with JavaScript or without, and a browser of their own (`userAgent`). */
async function chromiumVisitor(browser: ChromiumBrowser, javaScriptEnabled: boolean, userAgent: string): Promise<Visitor> {
  const context = await browser.newContext({ javaScriptEnabled, userAgent, locale: "gu-IN" });
  const page = await context.newPage();
  // A tap on WhatsApp opens it in a new tab, which this offline machine cannot load: it is closed.
  context.on("page", (opened) => void opened.close());
  const reported = () => page.waitForRequest((request) => request.url().startsWith(`${insightsBaseURL}/insights/`) || request.url().endsWith(".vcf"));
  return {
    open: async (path, referer) => void (await page.goto(path, { referer })),
    follow: async (selector, path) => {
      if (javaScriptEnabled) await expect(page.locator(selector).first()).toHaveAttribute("data-app-navigates");
      await page.locator(selector).first().click();
      await expect(page).toHaveURL(`${insightsBaseURL}${path}`);
      await expect(page.locator("main h1")).toBeVisible();
    },
    tap: async (selector) => {
      await Promise.all([reported(), page.locator(selector).first().click()]);
    },
    sendQuote: async () => {
      if (javaScriptEnabled) {
        // The form's code loads once the visitor shows interest in it (tests/e2e/quote-form.ts).
        await quoteForm(page).getByText("Fields marked").hover();
        await expect(quoteForm(page)).toHaveAttribute("data-enhanced", "true");
      }
      await fillQuote(page, { fullName: "Asha Patel", phone: "98765 43210", venue: "Rajpath Club, Ahmedabad", eventType: "Wedding" });
      await sendButton(page).click();
      await expect(toast(page)).toBeVisible({ timeout: 10_000 });
    },
    close: () => context.close(),
  };
}

/** A visitor in Firefox ESR (driven as tests/firefox/ drives it), with JavaScript or without. */
async function firefoxVisitor(javaScriptEnabled: boolean, userAgent: string): Promise<Visitor> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      "javascript.enabled": javaScriptEnabled,
      "general.useragent.override": userAgent,
      "intl.accept_languages": "en-IN, en",
      // Only the Worker answers: any other host (wa.me, the map) fails at once.
      "network.proxy.type": 1,
      "network.proxy.http": "127.0.0.1",
      "network.proxy.http_port": 9,
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": 9,
      // A tap on a phone number or an e-mail address goes to the system, which has no application
      // for it here, and leaves the page as it was (handled in the browser, it would stall the tab).
      "network.protocol-handler.expose.tel": false,
      "network.protocol-handler.expose.mailto": false,
    },
  });
  const page: FirefoxPage = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
  return {
    // Puppeteer cannot set Firefox's Referer over WebDriver BiDi: its visits arrive as if typed in.
    open: async (path) => void (await page.goto(new URL(path, insightsBaseURL).href, { waitUntil: "load" })),
    follow: (selector, path) => firefoxFollow(page, selector, path, javaScriptEnabled),
    tap: async (selector) => {
      // After the app's navigation the address changes before the new page is drawn.
      await expect.poll(async () => (await page.$(selector)) !== null, { message: selector }).toBe(true);
      if (javaScriptEnabled) await firefoxHydrated(page, "footer a[ping]");
      await firefoxTap(page, selector);
      await settle();
    },
    sendQuote: async () => {
      for (const [name, text] of [
        ["fullName", "Asha Patel"],
        ["phone", "98765 43210"],
        ["venue", "Rajpath Club, Ahmedabad"],
      ] as const) {
        await firefoxTap(page, `#quote-form [name="${name}"]`);
        await page.keyboard.type(text);
      }
      await (await one(page, '#quote-form [name="eventType"]')).select("wedding");
      if (javaScriptEnabled) await firefoxTap(page, '#quote-form button[type="submit"]');
      else await Promise.all([page.waitForNavigation({ waitUntil: "load" }), firefoxTap(page, '#quote-form button[type="submit"]')]);
      await expect.poll(() => page.evaluate(() => document.body.innerText.includes("Thank you!")), { timeout: 10_000 }).toBe(true);
    },
    close: () => browser.close(),
  };
}

/**
 * One visit: from a search result to the Gujarati home page, on to the
 * services (a chat about a wedding, a call), then a design (Get Similar,
 * Share, an e-mail, Save Contact), the journal and one of its posts (a chat
 * about a wedding from the post, Share), and, when `quote`, a quote request
 * from the English contact page.
 */
async function visit(visitor: Visitor, { quote }: { quote: boolean }) {
  const step = (title: string, action: () => Promise<void>) => test.step(title, action);
  await step("opens /gu from a search", () => visitor.open("/gu", "https://www.google.com/"));
  await step("follows the menu to the services", () => visitor.follow('header nav a[href="/gu/services"]', "/gu/services"));
  await step("chats about a wedding", () => visitor.tap('a[ping*="service=wedding"]'));
  await step("calls", () => visitor.tap('main a[ping*="kind=call"]'));
  await step("opens a design", () => visitor.open(`/gu/portfolio/${design.slug}`));
  await step("asks for a similar design", () => visitor.tap('main a[ping*="kind=similar"]'));
  await step("shares it", () => visitor.tap('main a[ping*="kind=share"]'));
  await step("writes an e-mail", () => visitor.tap('footer a[ping*="kind=email"]'));
  await step("saves the contact", () => visitor.tap('footer a[ping*="kind=contact"]'));
  await step("opens the journal", () => visitor.open("/gu/journal"));
  await step("follows it to a post", () => visitor.follow(`main a[href="${post.path}"]`, post.path));
  await step("chats about a wedding from the post", () => visitor.tap('main a[ping*="service=wedding"]'));
  await step("shares the post", () => visitor.tap('main a[ping*="kind=share"]'));
  if (quote) {
    await step("opens the contact page", () => visitor.open("/contact"));
    await step("sends a quote request", () => visitor.sendQuote());
  }
  await visitor.close();
}

const chrome = (version: string, platform = "X11; Linux x86_64", mobile = "") =>
  `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} ${mobile}Safari/537.36`;
const firefox = (version: string) => `Mozilla/5.0 (X11; Linux x86_64; rv:${version}) Gecko/20100101 Firefox/${version}`;

/**
 * Each browser's visit and what the owner's page must then show more of. A
 * tap counts once per visitor, page and day, however many reports it sends.
 * Firefox sends no pings: without JavaScript, only its Save Contact (the
 * card's download) and its quote request (the server) are seen. A page
 * Chromium prerendered is counted when shown by the app's report, so not
 * without JavaScript.
 */
const visits = [
  {
    name: "Chromium with JavaScript",
    visitor: (browser: ChromiumBrowser) => chromiumVisitor(browser, true, chrome("156.0.7801.1")),
    quote: true,
    counted: { visitors: 1, views: 6, whatsapp: 2, similar: 1, call: 1, email: 1, quote: 1, contact: 1, share: 2 },
  },
  {
    name: "Chromium without JavaScript, on a phone",
    visitor: (browser: ChromiumBrowser) => chromiumVisitor(browser, false, chrome("156.0.7801.2", "Linux; Android 14; Pixel 8", "Mobile ")),
    quote: false,
    // Chromium prerenders the services page and the post as their links are pressed
    // (public/speculation-rules.json) and shows them without a request; without JavaScript nothing
    // reports them: three views of five. The taps on them are counted, by their pings.
    counted: { visitors: 1, views: 3, whatsapp: 2, similar: 1, call: 1, email: 1, quote: 0, contact: 1, share: 2 },
  },
  {
    name: "Firefox with JavaScript",
    visitor: () => firefoxVisitor(true, firefox("140.1")),
    quote: false,
    counted: { visitors: 1, views: 5, whatsapp: 2, similar: 1, call: 1, email: 1, quote: 0, contact: 1, share: 2 },
  },
  {
    name: "Firefox without JavaScript",
    visitor: () => firefoxVisitor(false, firefox("140.2")),
    quote: true,
    // The quote's answer without JavaScript is the contact page again, thanking the visitor: a seventh view.
    counted: { visitors: 1, views: 7, whatsapp: 0, similar: 0, call: 0, email: 0, quote: 1, contact: 1, share: 0 },
  },
];

test("only someone who can push to the site's repository sees a figure, in a session only /admin/ receives", async ({ page, request }) => {
  await test.step("a visitor gets the sign-in page, and the CSV a 403", async () => {
    const anonymous = await request.get("/admin/insights");
    expect(anonymous.status()).toBe(200);
    expect(await anonymous.text()).not.toContain("<table");
    expect((await request.get("/admin/insights/daily.csv")).status()).toBe(403);
  });

  await test.step("someone who can only read the repository is refused, and gets no session", async () => {
    await signIn(page, "reader");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This account cannot see the insights");
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__Secure-insights-session");
  });

  await test.step("the owner signs in and reads the figures; GitHub's tokens are given back at once", async () => {
    await signIn(page, "owner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights");
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "__Secure-insights-session");
    expect(session).toMatchObject({ path: "/admin/", httpOnly: true, secure: true, sameSite: "Strict" });
    expect(await page.context().cookies(`${insightsBaseURL}/`), "no public page receives it").toEqual([]);
    expect(await (await request.get(`${gitHubStandIn}/live-tokens`)).json()).toEqual({ live: 0 });
  });

  await test.step("in Gujarati too", async () => {
    await page.getByRole("link", { name: "ગુજરાતીમાં જુઓ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("વેબસાઇટના આંકડા");
  });

  await test.step("signing out ends the session, on the server too: a copy of its cookie signs no one in", async () => {
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "__Secure-insights-session")!;
    const copied = { Cookie: `${session.name}=${session.value}` };
    expect(await (await request.get("/admin/insights", { headers: copied })).text(), "the copy works while the session lasts").toContain("<table");
    await page.getByRole("button", { name: "સાઇન આઉટ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("આંકડા જોવા સાઇન ઇન કરો");
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__Secure-insights-session");
    expect(await (await request.get("/admin/insights", { headers: copied })).text()).not.toContain("<table");
    expect((await request.get("/admin/insights/daily.csv", { headers: copied })).status()).toBe(403);
  });
});

test("each browser's views and taps show on the owner's page once, as the table in docs/insights.md says", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, "owner");
  const languagesBefore = await tableOf(page, "By the site's language");
  const designsBefore = await tableOf(page, "By design");
  const postsBefore = await tableOf(page, "By journal post");
  const pagesBefore = await tableOf(page, "By page");
  const servicesBefore = await tableOf(page, "By service");
  const referrersBefore = await tableOf(page, "Sites that sent visitors");
  const devicesBefore = await tableOf(page, "Phone, tablet or computer");

  for (const { name, visitor, quote, counted } of visits) {
    await test.step(name, async () => {
      const before = await weekFigures(page);
      await visit(await visitor(browser), { quote });
      await expect.poll(async () => difference(await weekFigures(page), before), { timeout: 10_000 }).toEqual(counted);
    });
  }

  await test.step("by language, design, post, page, service, referrer and device", async () => {
    await page.goto(insightsWeek);
    await guideScreenshot(page, "insights");
    const more = (after: Map<string, number[]>, before: Map<string, number[]>, row: string) =>
      (after.get(row) ?? []).map((figure, column) => figure - (before.get(row)?.[column] ?? 0));
    // Views, visitors, enquiries, visitors who enquired: every visit began in Gujarati; two quotes were sent from the English contact page.
    expect(more(await tableOf(page, "By the site's language"), languagesBefore, "Gujarati")).toEqual([18, 4, 19, 4]);
    expect(more(await tableOf(page, "By the site's language"), languagesBefore, "English")).toEqual([3, 2, 2, 2]);
    // Views of the design's page, Get Similar Design, shares.
    expect(more(await tableOf(page, "By design"), designsBefore, design.title)).toEqual([4, 3, 3]);
    // The post, by its English title: views of its page (not Chromium's prerendered one without
    // JavaScript), the chats from it, its shares.
    expect(more(await tableOf(page, "By journal post"), postsBefore, post.title)).toEqual([3, 3, 3]);
    // The posts' pages and the journal's: views, visitors (the one whose view went unseen, by its taps), enquiries.
    expect(more(await tableOf(page, "By page"), pagesBefore, "A journal post")).toEqual([3, 4, 3]);
    expect(more(await tableOf(page, "By page"), pagesBefore, "Journal")).toEqual([4, 4, 0]);
    // The wedding: chats from its card and from the post about it, quote requests for a wedding.
    expect(more(await tableOf(page, "By service"), servicesBefore, "Wedding & Bridal Decoration")).toEqual([6, 2]);
    // Visitors and views from the search engine: each Chromium visit's first page.
    expect(more(await tableOf(page, "Sites that sent visitors"), referrersBefore, "Google")).toEqual([2, 2]);
    // Visitors, views and enquiries from the phone.
    expect(more(await tableOf(page, "Phone, tablet or computer"), devicesBefore, "Phone")).toEqual([1, 3, 6]);
  });

  await test.step("the page, figures and all, meets WCAG 2.2 AA and fits a phone, in both languages", async () => {
    for (const address of [insightsWeek, `${insightsBaseURL}/admin/gu/insights?days=90`]) {
      for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 800 }]) {
        await page.setViewportSize(viewport);
        await page.goto(address);
        await page.locator("summary").click();
        expect(await axeViolations(page), `${address} at ${viewport.width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${address} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
});

test("the hourly roll-up, run as the Cron Trigger runs it: a day that is over is added up for good, its events and key deleted, and old totals go", async ({ page, request }) => {
  const yesterday = daysAgo(1);
  const monthAgo = daysAgo(31);
  const twoYearsAgo = daysAgo(732);
  onTheDatabase(
    [
      `INSERT INTO day_keys (day, key) VALUES ('${yesterday}', randomblob(32))`,
      `INSERT INTO events (day, kind, page, language, device, visitor, sender) VALUES
        ('${yesterday}', 'view', 'home', 'gu', 'phone', x'0a', x'01'), ('${yesterday}', 'view', 'about', 'gu', 'phone', x'0a', x'01'),
        ('${yesterday}', 'view', 'home', 'en', 'desktop', x'0b', x'02'), ('${yesterday}', 'whatsapp', 'home', 'gu', 'phone', x'0a', x'01'),
        ('${monthAgo}', 'view', 'home', 'en', 'desktop', x'0c', x'03')`,
      // A post's page, and one visitor's chats from two posts: two taps, not one.
      `INSERT INTO events (day, kind, page, language, post, device, visitor, sender) VALUES
        ('${yesterday}', 'view', 'post', 'gu', 'haldi-decoration-at-home', 'phone', x'0a', x'01'),
        ('${yesterday}', 'whatsapp', 'post', 'gu', 'haldi-decoration-at-home', 'phone', x'0b', x'02'),
        ('${yesterday}', 'whatsapp', 'post', 'gu', 'fresh-or-artificial-flowers', 'phone', x'0b', x'02')`,
      `INSERT INTO daily_totals VALUES ('${twoYearsAgo}', 'site', '', 9, 9, 0, 0, 0, 0, 0, 0, 0, 0)`,
    ].join("; "),
  );

  const scheduled = await request.get("/__scheduled?cron=7+*+*+*+*");
  expect(await scheduled.text()).toBe("Ran scheduled event");

  expect(onTheDatabase(`SELECT views, visitors, whatsapp, enquirers FROM daily_totals WHERE day = '${yesterday}' AND dimension = 'site'`)).toEqual([
    { views: 4, visitors: 2, whatsapp: 3, enquirers: 2 },
  ]);
  expect(onTheDatabase(`SELECT value, views, whatsapp FROM daily_totals WHERE day = '${yesterday}' AND dimension = 'post' ORDER BY value`)).toEqual([
    { value: "fresh-or-artificial-flowers", views: 0, whatsapp: 1 },
    { value: "haldi-decoration-at-home", views: 1, whatsapp: 1 },
  ]);
  expect(onTheDatabase(`SELECT count(*) AS events FROM events WHERE day < '${daysAgo(0)}'`)).toEqual([{ events: 0 }]);
  expect(onTheDatabase(`SELECT count(*) AS keys FROM day_keys WHERE day < '${daysAgo(0)}'`)).toEqual([{ keys: 0 }]);
  expect(onTheDatabase(`SELECT day FROM closed_days WHERE day IN ('${yesterday}', '${monthAgo}') ORDER BY day`)).toEqual([{ day: monthAgo }, { day: yesterday }]);
  expect(onTheDatabase(`SELECT count(*) AS old FROM daily_totals WHERE day = '${twoYearsAgo}'`)).toEqual([{ old: 0 }]);

  await test.step("a count for the day that arrives after it closed is dropped, and the day's totals stand", async () => {
    onTheDatabase(`INSERT INTO events (day, kind, page, language, device, visitor, sender) VALUES ('${yesterday}', 'view', 'home', 'gu', 'phone', x'0d', x'04')`);
    expect(await (await request.get("/__scheduled?cron=7+*+*+*+*")).text()).toBe("Ran scheduled event");
    expect(onTheDatabase(`SELECT views, visitors, enquirers FROM daily_totals WHERE day = '${yesterday}' AND dimension = 'site'`)).toEqual([{ views: 4, visitors: 2, enquirers: 2 }]);
    expect(onTheDatabase(`SELECT count(*) AS events FROM events WHERE day = '${yesterday}'`)).toEqual([{ events: 0 }]);
  });

  await test.step("the owner's page shows the day", async () => {
    await signIn(page, "owner");
    await page.goto(insightsWeek);
    const label = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${yesterday}T00:00:00Z`));
    await page.getByText("Each day's figures", { exact: true }).click();
    // Visitors, views, enquiries.
    await expect(page.getByRole("row", { name: new RegExp(`^${label} `) })).toHaveText(new RegExp(`^${label}\\s*2\\s*4\\s*3$`));
  });
});
