import { fixtureBaseURL } from "../playwright.config";
import { journalPosts } from "../shared/content";
import { expect, test, type Page } from "./fixtures";

/**
 * The journal for search engines and feed readers, read as plain HTTP: the
 * Atom feeds, the sitemap's posts, and a post's structured data. The XML and
 * the HTML are read by the browser's own parsers (`DOMParser`): the project
 * has no XML parser of its own, and a strict, namespace-aware one is what a
 * feed reader or a crawler uses.
 */

const SITE_URL = "https://pushpanjalidecor.in";
const ATOM = "http://www.w3.org/2005/Atom";
const XML = "http://www.w3.org/XML/1998/namespace";
const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

const languages = [
  { language: "en", tag: "en-IN", journal: "/journal", feed: "/journal/feed.xml" },
  { language: "gu", tag: "gu-IN", journal: "/gu/journal", feed: "/gu/journal/feed.xml" },
] as const;

/** A language's published posts, newest first, each with its page's path. */
const postsIn = (language: "en" | "gu") =>
  journalPosts(language).map(({ slug, fields }) => ({ language, slug, ...fields, path: `${language === "en" ? "" : "/gu"}/journal/${slug}` }));
const everyPost = languages.flatMap(({ language }) => postsIn(language));
/** Whether a post has a twin: the post of the same address in the other language. */
const hasTwin = (post: (typeof everyPost)[number]) => everyPost.some((other) => other.slug === post.slug && other.language !== post.language);
/** A calendar day as the feed writes it (RFC 3339): that day's start. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
/** The local address of a URL on the site's origin. */
const local = (url: string) => new URL(url).pathname;

interface AtomEntry {
  ids: string[];
  titles: { type: string | null; text: string }[];
  updated: string[];
  published: string[];
  links: { rel: string | null; href: string | null }[];
  summaries: { type: string | null; text: string }[];
  authors: string[];
}

interface AtomFeed {
  parseError: string | null;
  namespace: string | null;
  localName: string;
  lang: string | null;
  ids: string[];
  titles: string[];
  subtitles: string[];
  updated: string[];
  links: { rel: string | null; href: string | null; type: string | null }[];
  authors: string[];
  entries: AtomEntry[];
}

/** A feed as a strict XML parser reads it: its Atom elements, each kept as a list so a missing or doubled one shows. */
function parseAtom(page: Page, xml: string): Promise<AtomFeed> {
  return page.evaluate(
    ({ xml, ATOM, XML }) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const root = document.documentElement;
      const children = (parent: Element, name: string) => [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);
      const texts = (parent: Element, name: string) => children(parent, name).map((child) => child.textContent ?? "");
      // A text construct of `type="html"` holds escaped HTML: what a reader shows is its text once decoded.
      const shown = (element: Element) => ({
        type: element.getAttribute("type"),
        text: element.getAttribute("type") === "html" ? (new DOMParser().parseFromString(element.textContent ?? "", "text/html").body.textContent ?? "") : (element.textContent ?? ""),
      });
      const authors = (parent: Element) => children(parent, "author").map((author) => texts(author, "name").join("|"));
      return {
        parseError: document.querySelector("parsererror")?.textContent ?? null,
        namespace: root.namespaceURI,
        localName: root.localName,
        lang: root.getAttributeNS(XML, "lang"),
        ids: texts(root, "id"),
        titles: texts(root, "title"),
        subtitles: texts(root, "subtitle"),
        updated: texts(root, "updated"),
        links: children(root, "link").map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href"), type: link.getAttribute("type") })),
        authors: authors(root),
        entries: children(root, "entry").map((entry) => ({
          ids: texts(entry, "id"),
          titles: children(entry, "title").map(shown),
          updated: texts(entry, "updated"),
          published: texts(entry, "published"),
          links: children(entry, "link").map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href") })),
          summaries: children(entry, "summary").map(shown),
          authors: authors(entry),
        })),
      };
    },
    { xml, ATOM, XML },
  );
}

/** A sitemap's `<url>`s as a strict XML parser reads them: each address, its lastmod and its alternates as [hreflang, href]. */
function parseSitemap(page: Page, xml: string) {
  return page.evaluate(
    ({ xml, SITEMAP, XHTML }) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      if (document.querySelector("parsererror")) throw new Error(document.querySelector("parsererror")!.textContent ?? "");
      return [...document.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagNameNS(SITEMAP, "lastmod")[0]?.textContent ?? null,
        alternates: [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      }));
    },
    { xml, SITEMAP, XHTML },
  );
}

/** What a page's HTML says of itself, read by the browser's HTML parser. */
function readPage(page: Page, html: string) {
  return page.evaluate((html) => {
    const document = new DOMParser().parseFromString(html, "text/html");
    // In the head, where React places what a page renders of it (app/journal/journal-head.tsx).
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
    return {
      lang: document.documentElement.lang,
      h1: document.querySelector("h1")?.textContent ?? "",
      summary: document.querySelector("article header h1 ~ p:last-of-type")?.textContent ?? "",
      published: document.querySelector("article header time")?.getAttribute("datetime") ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) => ({ title: link.getAttribute("title"), href: link.getAttribute("href") })),
      alternates: [...document.querySelectorAll("link[rel=alternate][hreflang]")].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      meta: Object.fromEntries(
        ["description", "og:type", "og:url", "og:image", "og:site_name", "article:published_time", "article:modified_time", "twitter:card", "twitter:image"].map((key) => [key, meta(key)]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
      links: [...document.querySelectorAll("a[href]")].map((link) => ({ href: link.getAttribute("href"), text: (link.textContent ?? "").trim() })),
    };
  }, html);
}

test("the journal has posts in both languages to read here", () => {
  for (const { language } of languages) expect(postsIn(language).length, language).toBeGreaterThan(0);
});

for (const { language, tag, journal, feed } of languages) {
  test(`${feed} is an Atom feed (RFC 4287) of every ${language} post, newest first`, async ({ request, page }) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    const atom = await parseAtom(page, await response.text());

    expect(atom.parseError).toBeNull();
    expect([atom.namespace, atom.localName, atom.lang]).toEqual([ATOM, "feed", tag]);
    // §4.1.1: exactly one id, title and updated; an author unless every entry has one; a self link advised.
    expect(atom.ids).toEqual([`${SITE_URL}${feed}`]);
    expect(atom.titles).toHaveLength(1);
    expect(atom.titles[0]!.trim()).not.toBe("");
    expect(atom.subtitles).toHaveLength(1);
    expect(atom.updated).toHaveLength(1);
    expect(atom.authors).toHaveLength(1);
    expect(atom.links.filter((link) => link.rel === "self").map((link) => link.href)).toEqual([`${SITE_URL}${feed}`]);
    expect(atom.links.filter((link) => link.rel === "alternate").map((link) => link.href)).toEqual([`${SITE_URL}${journal}`]);

    const posts = postsIn(language);
    expect(atom.entries.map((entry) => entry.ids)).toEqual(posts.map((post) => [`${SITE_URL}${post.path}`]));
    for (const [index, entry] of atom.entries.entries()) {
      const post = posts[index]!;
      const url = `${SITE_URL}${post.path}`;
      // §4.1.2: exactly one id, title and updated; an alternate link where there is no content; at most one published and summary.
      expect(entry.titles.map(({ text }) => text), url).toEqual([post.title]);
      expect(entry.summaries.map(({ text }) => text), url).toEqual([post.summary]);
      expect(entry.published, url).toEqual([dayStart(post.date)]);
      expect(entry.updated, url).toEqual([dayStart(post.updated ?? post.date)]);
      expect(entry.links.filter((link) => (link.rel ?? "alternate") === "alternate").map((link) => link.href), url).toEqual([url]);
      expect(entry.authors, url).toEqual(atom.authors);
    }
    // The feed changed when its newest post last did.
    expect(atom.updated[0]).toBe(atom.entries.map((entry) => entry.updated[0]!).sort().at(-1));

    // Each entry leads to its post's page, whose canonical address it is.
    for (const entry of atom.entries) {
      const html = await request.get(local(entry.ids[0]!));
      expect(html.status(), entry.ids[0]).toBe(200);
      expect((await readPage(page, await html.text())).canonical, entry.ids[0]).toBe(entry.ids[0]);
    }
  });
}

test("every journal page names its language's feed in its head, by the feed's own title", async ({ request, page }) => {
  for (const { language, journal, feed } of languages) {
    const atom = await parseAtom(page, await (await request.get(feed)).text());
    const pages = [journal, `${journal}?service=wedding`, ...postsIn(language).map((post) => post.path)];
    for (const path of pages) {
      const read = await readPage(page, await (await request.get(path)).text());
      expect(read.feeds, path).toEqual([{ title: atom.titles[0], href: `${SITE_URL}${feed}` }]);
    }
  }
  // The site's other pages belong to no feed.
  for (const path of ["/", "/services", "/gu/portfolio"]) expect((await readPage(page, await (await request.get(path)).text())).feeds, path).toEqual([]);
});

test("the sitemap lists the journal in both languages and every post, with the day it last changed and its twin", async ({ request, page }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const urls = await parseSitemap(page, await response.text());
  const journalUrls = urls.filter(({ loc }) => local(loc).startsWith("/journal") || local(loc).startsWith("/gu/journal"));
  const posts = everyPost;
  expect(journalUrls.map(({ loc }) => loc)).toEqual([...languages.map(({ journal }) => `${SITE_URL}${journal}`), ...posts.map((post) => `${SITE_URL}${post.path}`)]);

  for (const { loc, lastmod, alternates } of journalUrls) {
    const read = await readPage(page, await (await request.get(local(loc))).text());
    // Each address is its page's canonical one, and names the same alternates as the page's head.
    expect(read.canonical, loc).toBe(loc);
    expect(alternates, loc).toEqual(read.alternates);
    const post = posts.find((candidate) => `${SITE_URL}${candidate.path}` === loc);
    if (!post) {
      expect(lastmod, loc).toBeNull();
      expect(alternates, loc).toHaveLength(3);
      continue;
    }
    expect(lastmod, loc).toBe(post.updated ?? post.date);
    expect(alternates.length, loc).toBe(hasTwin(post) ? 3 : 0);
  }
});

test("a post's page describes it as a BlogPosting and a trail of breadcrumbs, in the words and days the page shows", async ({ request, page }) => {
  const home = JSON.parse((await readPage(page, await (await request.get("/")).text())).jsonLd[0]!);
  for (const post of everyPost) {
    const { path } = post;
    const read = await readPage(page, await (await request.get(path)).text());
    const blocks = read.jsonLd.map((text) => JSON.parse(text));
    expect(blocks.map((block) => block["@type"]), path).toEqual(["BlogPosting", "BreadcrumbList"]);
    const [posting, breadcrumbs] = blocks;

    expect(posting.headline, path).toBe(read.h1);
    expect(posting.description, path).toBe(read.summary);
    expect(posting.description, path).toBe(read.meta.description);
    expect(posting.datePublished, path).toBe(read.published);
    expect(posting.dateModified, path).toBe(post.updated ?? post.date);
    expect(posting.image, path).toBe(read.meta["og:image"]);
    expect(posting.inLanguage, path).toBe(read.lang);
    expect(posting.url, path).toBe(read.canonical);
    expect(posting.mainEntityOfPage, path).toEqual({ "@type": "WebPage", "@id": read.canonical });
    for (const studio of [posting.author, posting.publisher]) {
      // The business the home page describes, named as this page names the site.
      expect(studio["@id"], path).toBe(home["@id"]);
      expect(studio.name, path).toBe(read.meta["og:site_name"]);
    }

    // Home › Journal › the post: each step a link the page shows by the same name, the last its heading.
    const steps = breadcrumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(steps.map((step) => step.position), path).toEqual([1, 2, 3]);
    expect(steps.map((step) => local(step.item)), path).toEqual([post.language === "en" ? "/" : "/gu", post.language === "en" ? "/journal" : "/gu/journal", path]);
    for (const step of steps.slice(0, 2)) expect(read.links, `${path}: ${step.name}`).toContainEqual({ href: local(step.item), text: step.name });
    expect(steps[2]!.name, path).toBe(read.h1);
    expect(steps[2]!.item, path).toBe(read.canonical);

    // Shared as an article, with its own card.
    expect(read.meta["og:type"], path).toBe("article");
    expect(read.meta["article:published_time"], path).toBe(posting.datePublished);
    expect(read.meta["article:modified_time"], path).toBe(posting.dateModified);
    expect(read.meta["og:url"], path).toBe(read.canonical);
    expect(read.meta["twitter:card"], path).toBe("summary_large_image");
    expect(read.meta["twitter:image"], path).toBe(posting.image);
    expect(posting.image, path).toBe(`${SITE_URL}/images/journal/${post.language}/${post.slug}.jpg`);
  }
});

test("on the fixture site, with more posts than a page and posts in one language: the feed has every post, the sitemap a twin only where there is one", async ({ playwright, page }) => {
  const fixture = await playwright.request.newContext({ baseURL: fixtureBaseURL });
  const atom = await parseAtom(page, await (await fixture.get("/journal/feed.xml")).text());
  const slugs = atom.entries.map((entry) => local(entry.ids[0]!).replace("/journal/", ""));
  // The studio's posts, and the fixtures' nine plain posts, the English-only one and the hostile Markdown; no draft, nothing dated later.
  expect(slugs).toHaveLength(postsIn("en").length + 11);
  expect(slugs).toEqual(expect.arrayContaining(["english-only-fixture", "hostile-markdown-fixture", "fixture-post-1", "fixture-post-9", ...postsIn("en").map((post) => post.slug)]));
  expect(slugs).not.toContain("draft-fixture");
  expect(slugs).not.toContain("future-fixture");
  const published = atom.entries.map((entry) => entry.published[0]!);
  expect(published).toEqual(published.toSorted().reverse());
  const gujarati = await parseAtom(page, await (await fixture.get("/gu/journal/feed.xml")).text());
  expect(gujarati.entries.map((entry) => local(entry.ids[0]!))).toContain("/gu/journal/gujarati-only-fixture");

  const urls = await parseSitemap(page, await (await fixture.get("/sitemap.xml")).text());
  const alternatesOf = (path: string) => urls.find(({ loc }) => loc === `${SITE_URL}${path}`)?.alternates;
  expect(alternatesOf("/journal/english-only-fixture")).toEqual([]);
  expect(alternatesOf("/gu/journal/gujarati-only-fixture")).toEqual([]);
  const twin = postsIn("en").find(hasTwin)!;
  expect(alternatesOf(twin.path)).toEqual([
    ["en-IN", `${SITE_URL}${twin.path}`],
    ["gu-IN", `${SITE_URL}/gu/journal/${twin.slug}`],
    ["x-default", `${SITE_URL}${twin.path}`],
  ]);
  expect(alternatesOf("/journal/draft-fixture")).toBeUndefined();
  expect(alternatesOf("/journal/future-fixture")).toBeUndefined();
  await fixture.dispose();
});
