import { describe, expect, test } from "vitest";
import type { JournalPost } from "../../content/journal.ts";
import { feedOnOrigin, feedStandInOrigin } from "../feed-origin.ts";
import { feedFilePath, journalFeed } from "./journal-feed.ts";

const post = (slug: string, date: string, fields: Partial<JournalPost> = {}): JournalPost => ({
  language: "gu",
  slug,
  title: `Title of ${slug}`,
  date,
  summary: `Summary of ${slug}`,
  cover: { src: "/images/x.svg", width: 800, height: 600, alt: "x" },
  services: ["wedding"],
  designs: [],
  readingMinutes: 3,
  bodyPath: `/assets/journal/gu-${slug}-x.json`,
  ...fields,
});

const words = { title: "પુષ્પાંજલિ ડેકોર: સજાવટના વિચારો", subtitle: "વિચારો & વાતો", studio: "પુષ્પાંજલિ ડેકોર" };
const posts = [post("newest", "2026-11-20"), post("updated", "2026-11-01", { updated: "2026-11-25" }), post("oldest", "2026-10-05")];
const xml = feedOnOrigin(journalFeed("gu", posts, words, "2026-11-28"), "https://pushpanjalidecor.in");

/** The text of each of `element`'s occurrences in `xml` (or in one entry), as written. */
const texts = (element: string, within = xml) => [...within.matchAll(new RegExp(`<${element}(?: [^>]*)?>([\\s\\S]*?)</${element}>`, "g"))].map((match) => match[1]!.trim());
const entries = texts("entry");

describe("the journal's Atom feed", () => {
  test("is an Atom feed in the language's tag", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="gu-IN">/);
  });

  test("names itself: its id and self link its own address, its alternate the journal's page, its title and subtitle the owner's words", () => {
    const head = xml.slice(0, xml.indexOf("<entry>"));
    expect(texts("id", head)).toEqual(["https://pushpanjalidecor.in/gu/journal/feed.xml"]);
    expect(head).toContain('<link rel="self" href="https://pushpanjalidecor.in/gu/journal/feed.xml"/>');
    expect(head).toContain('<link rel="alternate" href="https://pushpanjalidecor.in/gu/journal"/>');
    expect(texts("title", head)).toEqual([words.title]);
    expect(texts("subtitle", head)).toEqual(["વિચારો &amp; વાતો"]);
    expect(texts("name", head)).toEqual([words.studio]);
    expect(texts("uri", head)).toEqual(["https://pushpanjalidecor.in/gu"]);
  });

  test("was updated when its newest post last changed", () => {
    expect(texts("updated", xml.slice(0, xml.indexOf("<entry>")))).toEqual(["2026-11-25T00:00:00.000Z"]);
  });

  test("while it has no post, was updated on the build's day", () => {
    expect(journalFeed("en", [], words, "2026-11-28")).toContain("<updated>2026-11-28T00:00:00.000Z</updated>");
    expect(journalFeed("en", [], words, "2026-11-28")).not.toContain("<entry>");
  });

  test("has every post in the order given, newest first, each by its address, with its days and the studio as its author", () => {
    expect(entries.map((entry) => texts("id", entry)[0])).toEqual(posts.map(({ slug }) => `https://pushpanjalidecor.in/gu/journal/${slug}`));
    expect(entries.map((entry) => /<link href="([^"]+)"\/>/.exec(entry)?.[1])).toEqual(posts.map(({ slug }) => `https://pushpanjalidecor.in/gu/journal/${slug}`));
    expect(entries.map((entry) => [texts("published", entry)[0], texts("updated", entry)[0]])).toEqual([
      ["2026-11-20T00:00:00.000Z", "2026-11-20T00:00:00.000Z"],
      ["2026-11-01T00:00:00.000Z", "2026-11-25T00:00:00.000Z"],
      ["2026-10-05T00:00:00.000Z", "2026-10-05T00:00:00.000Z"],
    ]);
    for (const entry of entries) expect(texts("name", entry)).toEqual([words.studio]);
  });

  test("carries a post's title and summary as its text, whatever characters it holds", () => {
    const [entry] = texts("entry", journalFeed("en", [post("odd", "2026-11-01", { title: "Roses & <marigolds>", summary: "Fish & chips ]]> done" })], words, "2026-11-28"));
    // `type="html"`: the reader decodes the CDATA's text once as HTML, to the title as written.
    expect(entry).toContain('<title type="html"><![CDATA[Roses &amp; &lt;marigolds&gt;]]></title>');
    expect(entry).toContain('<summary type="html"><![CDATA[Fish &amp; chips ]]&gt; done]]></summary>');
  });

  test("is named by its content", () => {
    const other = journalFeed("gu", posts.slice(1), words, "2026-11-28");
    expect(feedFilePath("gu", journalFeed("gu", posts, words, "2026-11-28"))).toMatch(/^\/assets\/journal\/feed-gu-[\w-]{10}\.xml$/);
    expect(feedFilePath("gu", other)).not.toBe(feedFilePath("gu", journalFeed("gu", posts, words, "2026-11-28")));
  });
});

describe("the feed on the site's origin", () => {
  test("every address the build wrote on the stand-in is on the site's origin", () => {
    const built = journalFeed("gu", posts, words, "2026-11-28");
    expect(built).toContain(feedStandInOrigin);
    expect(feedOnOrigin(built, "https://staging.example")).not.toContain(feedStandInOrigin);
    // The feed's id, its two links and its author's; each entry's id, link and author's.
    expect(feedOnOrigin(built, "https://staging.example").match(/https:\/\/staging\.example\//g)).toHaveLength(4 + posts.length * 3);
  });

  test("an origin with a character XML reserves is escaped", () => {
    expect(feedOnOrigin(`<id>${feedStandInOrigin}/journal</id>`, "https://a&b.example")).toBe("<id>https://a&amp;b.example/journal</id>");
  });
});
