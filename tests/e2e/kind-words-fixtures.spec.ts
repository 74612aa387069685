import { fixtureBaseURL } from "../playwright.config";
import { expect, hasJavaScript, latinWords, test, watchViolations, type Page } from "./fixtures";
import { readContentFile } from "../shared/content";
import { axeViolations, expectAllInGujarati, pageAsWithoutJavaScript, quotedInAnotherLanguage, sidewaysOverflow, smallTapTargets } from "./page-checks";

/**
 * Families' kind words in the browser, with JavaScript and without, on the
 * fixture site (the tests' own entries: tests/fixtures/content/kind-words/),
 * one page per language: as figures a screen reader names by who said them,
 * with no WCAG violation, on a phone; the Gujarati page all in Gujarati but a
 * family's words quoted in English. What the HTML holds, page by page, is
 * kind-words.http.spec.ts's; lynx reads these pages in linear-reading.http.spec.ts.
 */
test.use({ baseURL: fixtureBaseURL });
// A whole page's axe scan, twice without JavaScript (the page, then its HTML and CSS alone), as every-page.ts allows.
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const homeHeading = (readContentFile("content/pages/kind-words.json") as { gu: { onHome: { title: string } } }).gu.onHome.title;

/** The page's WCAG 2.2 A/AA violations, as the visitor's browser has it (without JavaScript: its HTML and CSS alone, every-page.ts). */
async function violationsOf(page: Page, path: string, javaScript: boolean) {
  if (javaScript) return axeViolations(page);
  const withoutScripts = await pageAsWithoutJavaScript(page.context().browser()!, phone);
  try {
    await withoutScripts.page.goto(path);
    return await axeViolations(withoutScripts.page);
  } finally {
    await withoutScripts.close();
  }
}

test("Services: each service's kind words as figures, named by who said them, a Gujarati name marked as Gujarati; the design they name; on a phone, nothing too small or too wide", async ({ page }, testInfo) => {
  const javaScript = hasJavaScript(testInfo);
  const policy = javaScript ? await watchViolations(page) : [];
  await page.goto("/services");

  const wedding = page.locator("#wedding").getByRole("region", { name: "What families said" });
  await expect(wedding.getByRole("figure")).toHaveCount(2);
  const priya = wedding.getByRole("figure", { name: /^Priya, Naranpura/ });
  await expect(priya.locator("blockquote")).toContainText("not one marigold had wilted by the pheras");
  await expect(priya.locator("time")).toHaveText("December 2025");
  // Said in Gujarati, the words translated by the owner, the name not: the name read as Gujarati.
  const translated = wedding.getByRole("figure", { name: /^મીનાબેન, મણિનગર/ });
  await expect(translated.locator("blockquote")).not.toHaveAttribute("lang");
  const name = translated.locator('figcaption [lang="gu-IN"]').first();
  await expect(name).toHaveText("મીનાબેન");
  await translated.getByRole("link", { name: "Our design: Marigold & Rose Mandap Canopy" }).click();
  await expect(page).toHaveURL("/portfolio/marigold-rose-mandap-canopy");
  await expect(page.getByRole("region", { name: "What families said about this design" }).getByRole("figure")).toHaveCount(1);

  await page.goto("/services");
  await expect(page.locator("#corporate").getByRole("region")).toHaveCount(0);
  const entrance = page.locator("#entrance").getByRole("figure", { name: /^Amit, Gandhinagar/ });
  await expect(entrance.getByRole("img", { name: "A marigold toran over a house's gate, with a rangoli on the step" })).toBeVisible();

  expect(await violationsOf(page, "/services", javaScript)).toEqual([]);
  await page.setViewportSize(phone);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect((await smallTapTargets(page)).filter(({ name }) => String(name).startsWith("Our design"))).toEqual([]);
  expect(policy).toEqual([]);
});

test("Gujarati Home: the latest three, a family's English quoted in English and marked so, the rest of the page all in Gujarati", async ({ page }, testInfo) => {
  const javaScript = hasJavaScript(testInfo);
  await page.goto("/gu");
  const section = page.getByRole("region", { name: homeHeading });
  await expect(section.getByRole("figure")).toHaveCount(3);
  await expect(section.locator("time")).toHaveText(["ફેબ્રુઆરી 2026", "જાન્યુઆરી 2026", "ડિસેમ્બર 2025"]);

  // The one said in English: quoted as given, with its language, and the only Latin letters the page has.
  const quoted = page.locator(quotedInAnotherLanguage);
  await expect(quoted).toHaveCount(3);
  await expect(section.getByRole("figure", { name: /^Priya, Naranpura/ }).locator('blockquote[lang="en-IN"]')).toContainText("Our relatives still ask who did the flowers.");
  expect(latinWords((await quoted.allInnerTexts()).join(" ")).length).toBeGreaterThan(20);
  await expectAllInGujarati(page);

  expect(await violationsOf(page, "/gu", javaScript)).toEqual([]);
});
