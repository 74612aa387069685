import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitHubStandIn, insightsBaseURL } from "../playwright.config";
import { expect, type Page, test } from "./fixtures";
import { guideScreenshot } from "./guide-screenshot";
import { axeViolations } from "./page-checks";

/**
 * When the deploy refuses a change of the owner's (docs/deploying.md, "When
 * the content is refused"): the deploy's own script (scripts/record-refusal.ts)
 * checks a copy of the content with a broken design, committed as the CMS
 * commits, and records the refusal in the insights Worker's local database,
 * as the workflow does in the deployed one; the owner signs in to her changes
 * and reads them in English and Gujarati; a deploy that goes live then
 * resolves them. Declared by the insights' flow (insights.flow.spec.ts), in
 * its one-after-the-other run: the script writes to the database the flow's
 * Worker counts in, and workerd does not wait for a lock.
 */

const projectRoot = join(import.meta.dirname, "../..");
const haldi = "content/designs/haldi-marigold-backdrop.json";
const message = "Update Portfolio designs “haldi-marigold-backdrop”";

/** The deploy's script on the content at `folder`, writing to the insights Worker's database (tests/playwright.config.ts). */
const recordRefusal = (folder: string, ...flags: string[]) =>
  spawnSync(
    process.execPath,
    ["scripts/record-refusal.ts", "--local", "-c", "tests/e2e/insights-worker/wrangler.toml", "--persist-to", ".wrangler/insights-state", "--content", folder, ...flags],
    { cwd: projectRoot, encoding: "utf8", timeout: 120_000 },
  );

/** A copy of the content in a repository of its own, its last commit the owner's change: the design's Gujarati description gone, its title too long. */
function refusedChange(): string {
  const folder = mkdtempSync(join(tmpdir(), "refused-change-"));
  cpSync(join(projectRoot, "content"), join(folder, "content"), { recursive: true });
  symlinkSync(join(projectRoot, "public"), join(folder, "public"));
  const design = JSON.parse(readFileSync(join(folder, haldi), "utf8"));
  delete design.gu.imageAlt;
  design.en.title = "Haldi backdrop of marigold strings, a rose-roped swing and brass bowls";
  writeFileSync(join(folder, haldi), JSON.stringify(design, null, 2));
  const git = (...args: string[]) => execFileSync("git", ["-C", folder, "-c", "user.name=Owner", "-c", "user.email=owner@example.in", ...args], { stdio: "ignore" });
  git("init", "--quiet");
  git("add", "content");
  git("commit", "--quiet", "-m", `${message}\n\nA second line her page does not show.`);
  return folder;
}

/** Signs in as the owner from the page of her changes, which the sign-in comes back to. */
async function signInToChanges(page: Page) {
  await page.goto("/admin/changes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to see your changes");
  await page.getByRole("link", { name: "Sign in with GitHub" }).click();
  await expect(page).toHaveURL(new RegExp(`^${gitHubStandIn}/login/oauth/authorize`));
  await page.getByRole("link", { name: "Authorize as owner" }).click();
  await expect(page).toHaveURL(`${insightsBaseURL}/admin/changes`);
}

/** Each problem the page lists: its entry, and its definitions (file, field, reason). */
const problemsOn = (page: Page) =>
  page.locator(".problems > li").evaluateAll((items) => items.map((item) => [item.querySelector(".entry")!.textContent, ...[...item.querySelectorAll("dd")].map((dd) => dd.textContent)]));

export function changesPageTests() {
  test.describe("the owner's changes the deploy refused", () => {
    test.use({ baseURL: insightsBaseURL });

    test("a change the deploy refuses: her page names it, each file, field and reason, in English and Gujarati; her insights say so", async ({ page }) => {
      test.setTimeout(180_000);
      const folder = refusedChange();
      try {
        const run = recordRefusal(folder);
        expect(run.status, run.stderr).toBe(1);
        // The developers read the check's own words in the workflow's log.
        expect(run.stderr).toContain(`${haldi} (design "Haldi backdrop of marigold strings, a rose-roped swing and brass bowls") gu.imageAlt: is missing`);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }

      await signInToChanges(page);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText("Your latest change is not on the website yet");
      await expect(page.getByText("The website still shows its last good version")).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: message, exact: true })).toBeVisible();
      await expect(page.locator("main .note").first()).toHaveText(/^Published on \d{1,2} [A-Z][a-z]+ at \d{1,2}:\d\d [ap]m · change [0-9a-f]{7,}$/);
      expect(await problemsOn(page)).toEqual([
        ["the design “Haldi backdrop of marigold strings, a rose-roped swing and brass bowls”", haldi, "Title (English)", "It is too long: at most 60 characters fit."],
        ["the design “Haldi backdrop of marigold strings, a rose-roped swing and brass bowls”", haldi, "What the picture shows (Gujarati)", "It is missing: fill it in."],
      ]);
      await guideScreenshot(page, "changes");

      await page.getByRole("link", { name: "ગુજરાતીમાં જુઓ" }).click();
      await expect(page).toHaveURL(`${insightsBaseURL}/admin/gu/changes`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("તમારા ફેરફારો");
      await expect(page.getByRole("heading", { level: 2 })).toHaveText("તમારો છેલ્લો ફેરફાર હજી વેબસાઇટ પર દેખાતો નથી");
      // workerd's Intl writes the date; the house's letters hold for it too.
      await expect(page.locator("main .note").first()).toHaveText(/^પ્રકાશિત કર્યો: \d{1,2} [\u0A80-\u0AFF]+, [\u0A80-\u0AFF]+ \d{1,2}:\d\d · ફેરફાર [0-9a-f]{7,}$/);
      expect(await problemsOn(page)).toEqual([
        ["ડિઝાઇન “Haldi backdrop of marigold strings, a rose-roped swing and brass bowls”", haldi, "Title (અંગ્રેજી)", "લખાણ બહુ લાંબું છે: તેમાં વધુમાં વધુ 60 અક્ષર સમાય છે (ગુજરાતીમાં કાના-માત્રા અને ખોડા અક્ષર પણ અલગ ગણાય છે)."],
        ["ડિઝાઇન “Haldi backdrop of marigold strings, a rose-roped swing and brass bowls”", haldi, "What the picture shows (ગુજરાતી)", "આ માહિતી ખૂટે છે: તે ભરો."],
      ]);
      expect(await page.locator("body").innerText()).not.toMatch(/[ઑૅૉ]/);

      for (const address of ["/admin/changes", "/admin/gu/changes"]) {
        for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 800 }]) {
          await page.setViewportSize(viewport);
          await page.goto(address);
          expect(await axeViolations(page), `${address} at ${viewport.width} px`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${address} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
        }
      }

      await page.goto("/admin/insights");
      await page.getByRole("link", { name: "A change of yours is not on the website yet: see why" }).click();
      await expect(page).toHaveURL(`${insightsBaseURL}/admin/changes`);
    });

    test("a deploy that goes live: all her changes are live, and her insights lead to them as ever", async ({ page }) => {
      test.setTimeout(120_000);
      const run = recordRefusal(projectRoot, "--deployed");
      expect(run.status, run.stderr).toBe(0);

      await signInToChanges(page);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText("All your changes are live");
      await page.getByRole("link", { name: "ગુજરાતીમાં જુઓ" }).click();
      await expect(page.getByRole("heading", { level: 2 })).toHaveText("તમારા બધા ફેરફારો વેબસાઇટ પર દેખાય છે");
      await page.getByRole("link", { name: "આંકડા જુઓ" }).click();
      await expect(page).toHaveURL(`${insightsBaseURL}/admin/gu/insights`);
      await page.getByRole("link", { name: "તમારા ફેરફારો" }).click();
      await expect(page).toHaveURL(`${insightsBaseURL}/admin/gu/changes`);
    });
  });
}
