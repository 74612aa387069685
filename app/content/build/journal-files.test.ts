import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { breakableContentCopy } from "../../../tests/shared/content-copy";
import { checkContent, designSlugs } from "./check-content";
import { describeProblem } from "./content-problem";
import { buildDay, publishedPosts, readJournal } from "./journal-files";

/** The project's own content, copied for each test into a folder the test may break, as the build reads it. */
let root: string;

beforeEach(() => {
  root = breakableContentCopy("journal-check-");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const haldi = "content/journal/en/haldi-decoration-at-home.md";
const entry = `${haldi} (post "Haldi decoration at home, in a small space")`;
const problems = () => checkContent(root).map(describeProblem);

/** Rewrites a post's file: its front matter's lines and its body, as the owner (or the CMS) would leave them. */
function edit(file: string, change: (text: string) => string) {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
}

describe("the build refuses a post that would break its page, naming the file and the field", () => {
  test("a title missing", () => {
    edit(haldi, (text) => text.replace(/^title: .*\n/m, ""));
    expect(problems()).toEqual([`${haldi} (post haldi-decoration-at-home) title: is missing`]);
  });

  test("a date that is not a day of the calendar", () => {
    edit(haldi, (text) => text.replace(/^date: .*$/m, "date: 2026-02-30"));
    expect(problems()).toEqual([`${entry} date: is not a day of the calendar`]);
  });

  test("a change dated before the post", () => {
    edit(haldi, (text) => text.replace(/^date: .*$/m, "date: 2026-11-10\nupdated: 2026-11-01"));
    expect(problems()).toEqual([`${entry} updated: must not be before the post's date`]);
  });

  test("a cover photograph, a picture in the body or a design that is not there", () => {
    edit(haldi, (text) => text.replace(/^illustration: .*$/m, "cover: mandap-2026.jpg").replace("- haldi-marigold-backdrop", "- no-such-design") + "\n![The mandap](mandap-2027.jpg)\n");
    expect(problems()).toEqual([
      `${entry} body: shows content/pictures/mandap-2027.jpg, which is not there`,
      `${entry} cover: names content/pictures/mandap-2026.jpg, which is not there`,
      `${entry} designs: names the design no-such-design, which the portfolio does not have`,
    ]);
  });

  test("a service the site does not offer, and none at all", () => {
    edit(haldi, (text) => text.replace("  - wedding", "  - fireworks"));
    expect(problems()).toEqual([`${entry} services.0: must be one of wedding, pooja, birthday, corporate, entrance, addons`]);
    edit(haldi, (text) => text.replace(/^services:\n  - fireworks\n/m, "services: []\n"));
    expect(problems()).toEqual([`${entry} services: must have 1 to 6 items`]);
  });

  test("fields that are not YAML, or none at all", () => {
    edit(haldi, (text) => text.replace(/^summary: (.*)$/m, "summary: A haldi: at home"));
    expect(problems()[0]).toMatch(/^content\/journal\/en\/haldi-decoration-at-home\.md \(post haldi-decoration-at-home\): has fields that are not valid YAML/);
    writeFileSync(join(root, haldi), "Just words, no fields.\n");
    expect(problems()).toEqual([`${haldi} (post haldi-decoration-at-home): must begin with the post's fields between two lines of ---`]);
  });

  test("an address that is not one, or one the journal keeps for its own pages", () => {
    cpSync(join(root, haldi), join(root, "content/journal/en/Haldi At Home.md"));
    cpSync(join(root, haldi), join(root, "content/journal/en/page.md"));
    expect(problems()).toEqual([
      `content/journal/en/Haldi At Home.md (post "Haldi decoration at home, in a small space"): the file's name is the post's address, and must be lowercase letters and digits joined by hyphens`,
      `content/journal/en/page.md (post "Haldi decoration at home, in a small space"): is named page, an address the journal keeps for its own pages`,
    ]);
  });

  test("an empty body", () => {
    edit(haldi, (text) => text.slice(0, text.indexOf("---", 4) + 4));
    expect(problems()).toEqual([`${entry} body: is empty: a post needs its text`]);
  });
});

describe("what the build publishes", () => {
  test("not a draft, nor a post dated after the build's day in Ahmedabad", () => {
    edit(haldi, (text) => text.replace("draft: false", "draft: true"));
    edit("content/journal/en/fresh-or-artificial-flowers.md", (text) => text.replace(/^date: .*$/m, "date: 2026-11-29"));
    const { posts } = readJournal(root, designSlugs(root));
    const published = publishedPosts(posts, "2026-11-28").map(({ file }) => file);
    expect(published).not.toContain(haldi);
    expect(published).not.toContain("content/journal/en/fresh-or-artificial-flowers.md");
    expect(publishedPosts(posts, "2026-11-29").map(({ file }) => file)).toContain("content/journal/en/fresh-or-artificial-flowers.md");
  });

  test("the build's day is Ahmedabad's: 20:00 in London on 28 November is already the 29th there", () => {
    expect(buildDay(new Date("2026-11-28T20:00:00Z"))).toBe("2026-11-29");
    expect(buildDay(new Date("2026-11-28T18:00:00Z"))).toBe("2026-11-28");
  });

  test("a word of hers is never refused: the glossary's forms and the house's letters are hers to choose in a post", () => {
    edit(haldi, (text) => `${text}\nWe decorate with ડેકોરેશન and ઑક્ટોબર flowers.\n`);
    expect(problems()).toEqual([]);
  });
});
