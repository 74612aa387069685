import { journalPosts } from "../shared/content";
import { expect, test, type Page } from "./fixtures";

/**
 * The journal as a visitor uses it, with JavaScript and without: the list,
 * its filter by service, a post and what follows it (app/routes/journal.tsx).
 * The page-wide checks (budgets, axe, the Gujarati) run on a filtered list and
 * a post in every-page.ts; the feed, the sitemap and the structured data in
 * journal-search.http.spec.ts; posts in one language, more than ten posts and
 * hostile Markdown in a build of fixture posts (journal-fixtures.spec.ts).
 */

const english = journalPosts("en");
const cards = (page: Page) => page.locator("main article");
const filter = (page: Page) => page.getByRole("navigation", { name: "Show posts about" });

test("the journal lists the posts newest first, each with its cover, date, title, summary and reading time", async ({ page }) => {
  await page.goto("/journal");
  await expect(cards(page)).toHaveCount(english.length);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(english.map((post) => post.fields.title));
  const first = cards(page).first();
  await expect(first.locator("time")).toHaveAttribute("datetime", english[0]!.fields.date);
  await expect(first.getByText(/^\d+ \w+ \d{4} · \d+ min read$/)).toBeVisible();
  await expect(first.getByText(english[0]!.fields.summary)).toBeVisible();
  await expect(first.locator("img")).toHaveAttribute("alt", english[0]!.fields.coverAlt);
});

test("the filter shows a service's posts by a link, and says so when there is none", async ({ page }) => {
  await page.goto("/journal");
  const pooja = english.filter((post) => post.fields.services.includes("pooja"));
  await filter(page).getByRole("link", { name: `Poojas ${pooja.length}` }).click();
  await expect(page).toHaveURL("/journal?service=pooja");
  await expect(cards(page)).toHaveCount(pooja.length);
  await expect(filter(page).locator('[aria-current="true"]')).toHaveText(`Poojas ${pooja.length}`);
  // A service no post is about has no link; its address says there is no post and leads back to all.
  await expect(filter(page).getByRole("link", { name: /^Birthdays/ })).toHaveCount(0);
  await page.goto("/journal?service=birthday");
  await expect(page.getByText("No post about this yet.")).toBeVisible();
  await page.getByRole("link", { name: "See all posts" }).click();
  await expect(page).toHaveURL("/journal");
});

test("a post: the article, then its designs, the ways to ask about its service, sharing and the other posts", async ({ page }) => {
  const post = english[1]!;
  await page.goto("/journal");
  await page.getByRole("link", { name: post.fields.title, exact: true }).click();
  await expect(page).toHaveURL(`/journal/${post.slug}`);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.fields.title);
  await expect(article.locator("time")).toHaveAttribute("datetime", post.fields.date);
  await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${post.fields.title} | Pushpanjali Decor – Flower Decoration in Ahmedabad`);

  const designs = page.getByRole("region", { name: "Designs this post talks about" });
  await expect(designs.getByRole("link")).toHaveCount(post.fields.designs.length);
  await expect(designs.getByRole("link").first()).toHaveAttribute("href", `/portfolio/${post.fields.designs[0]}`);

  const whatsApp = new URL((await page.getByRole("link", { name: "Ask us on WhatsApp" }).getAttribute("href"))!);
  expect(whatsApp.searchParams.get("text")).toBe(`Hello! I read "${post.fields.title}" on your website and would like to talk about decoration for our event.`);
  const share = new URL((await page.getByRole("link", { name: "Share this post" }).getAttribute("href"))!);
  expect(share.searchParams.get("text")).toBe(`Read this from Pushpanjali Decor: "${post.fields.title}" https://pushpanjalidecor.in/journal/${post.slug}`);
  await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");

  const browse = page.getByRole("navigation", { name: "More posts" });
  await expect(browse.getByRole("link", { name: new RegExp(`^Newer post ?: ${english[0]!.fields.title}$`) })).toHaveAttribute("href", `/journal/${english[0]!.slug}`);
  await expect(browse.getByRole("link", { name: new RegExp(`^Older post ?: ${english[2]!.fields.title}$`) })).toHaveAttribute("href", `/journal/${english[2]!.slug}`);
  await browse.getByRole("link", { name: "Back to the journal" }).click();
  await expect(page).toHaveURL("/journal");
});

test("the journal is reached from every page's footer and from the home page's latest posts", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Journal" })).toHaveAttribute("href", "/journal");
  const latest = page.getByRole("region", { name: "Ideas for your next occasion" });
  await expect(latest.getByRole("heading", { level: 3 })).toHaveText(english.slice(0, 3).map((post) => post.fields.title));
  await latest.getByRole("link", { name: "Read the journal" }).click();
  await expect(page).toHaveURL("/journal");
  // The header's navigation stays the specification's five.
  await expect(page.getByRole("banner").getByRole("navigation").first().getByRole("link")).toHaveCount(5);
});

test("in Gujarati: the post's twin, and the language switch between the two", async ({ page }) => {
  const post = journalPosts("gu")[0]!;
  await page.goto(`/journal/${post.slug}`);
  await page.getByRole("link", { name: "ગુજરાતી" }).click();
  await expect(page).toHaveURL(`/gu/journal/${post.slug}`);
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toHaveText(post.fields.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
});
