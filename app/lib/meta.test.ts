import { describe, expect, test } from "vitest";
import { siteWords } from "~/content/site";
import { languageOfPath } from "~/i18n/language";
import { buildCanonicalUrl, buildMeta as buildMetaOf, pageAlternates, pageMeta, siteOriginFrom } from "./meta";
import { buildTitle, headWords, pageHeadWords, type PageMeta } from "./page-head";

const origin = "https://pushpanjalidecor.in";

/** A page's meta as its route makes it: the head made on the server, then built into tags. */
const buildMeta = (page: PageMeta, at: { origin: string; pathname: string }) => buildMetaOf(headWords(languageOfPath(at.pathname), page), at);

function content(meta: ReturnType<typeof buildMeta>, key: string) {
  const found = meta.find(
    (entry) => ("property" in entry && entry.property === key) || ("name" in entry && entry.name === key),
  );
  return found && "content" in found ? found.content : undefined;
}

describe("buildTitle", () => {
  test("appends the tagline to a title without the business name", () => {
    expect(buildTitle("Our Services", "en")).toBe(
      "Our Services | Pushpanjali Decor – Flower Decoration in Ahmedabad",
    );
  });

  test("leaves a title that already names the business alone", () => {
    expect(buildTitle(siteWords.en.tagline, "en")).toBe(siteWords.en.tagline);
    expect(buildTitle("About Pushpanjali Decor", "en")).toBe("About Pushpanjali Decor");
  });

  test("in Gujarati, with the Gujarati tagline and name", () => {
    expect(buildTitle("અમારી સેવાઓ", "gu")).toBe("અમારી સેવાઓ | પુષ્પાંજલિ ડેકોર – અમદાવાદમાં ફૂલોની સજાવટ");
    expect(buildTitle("પુષ્પાંજલિ ડેકોર વિશે", "gu")).toBe("પુષ્પાંજલિ ડેકોર વિશે");
  });
});

describe("the page in each language", () => {
  const alternates = (pathname: string) =>
    buildMeta({ title: "x", description: "y" }, { origin, pathname }).filter(
      (entry) => "rel" in entry && entry.rel === "alternate",
    );

  test.each(["/portfolio?category=pooja", "/gu/portfolio"])("%s names both languages and English as the default", (pathname) => {
    expect(alternates(pathname)).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: "https://pushpanjalidecor.in/portfolio" },
      { tagName: "link", rel: "alternate", hrefLang: "gu-IN", href: "https://pushpanjalidecor.in/gu/portfolio" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://pushpanjalidecor.in/portfolio" },
    ]);
  });

  test("the home page's Gujarati address is /gu", () => {
    expect(alternates("/gu").map((entry) => "href" in entry && entry.href)).toEqual([
      "https://pushpanjalidecor.in/",
      "https://pushpanjalidecor.in/gu",
      "https://pushpanjalidecor.in/",
    ]);
  });

  test("a Gujarati page says so to sharing cards, and names English as the other", () => {
    const meta = buildMeta({ title: "x", description: "y" }, { origin, pathname: "/gu/about" });
    expect(content(meta, "og:locale")).toBe("gu_IN");
    expect(content(meta, "og:locale:alternate")).toBe("en_IN");
    expect(content(meta, "og:site_name")).toBe("પુષ્પાંજલિ ડેકોર");
    expect(content(meta, "og:image:alt")).toBe(siteWords.gu.socialCard.alt);
    expect(content(meta, "twitter:image:alt")).toBe(siteWords.gu.socialCard.alt);
  });

  test.each(["/gu", "/gu/about", "/gu/no-such-page"])("%s shares the site's Gujarati card", (pathname) => {
    const meta = buildMeta({ title: "x", description: "y" }, { origin, pathname });
    expect(content(meta, "og:image")).toBe("https://pushpanjalidecor.in/images/cards/gu.jpg");
    expect(content(meta, "twitter:image")).toBe("https://pushpanjalidecor.in/images/cards/gu.jpg");
    expect([content(meta, "og:image:width"), content(meta, "og:image:height")]).toEqual(["1200", "630"]);
  });

  test("a page with a picture of its own shares it, in either language", () => {
    const image = { src: "/images/designs/gu/haldi-marigold-backdrop.jpg", width: 1200, height: 630, alt: "z" };
    const meta = buildMeta({ title: "x", description: "y", image }, { origin, pathname: "/gu/portfolio/haldi-marigold-backdrop" });
    expect(content(meta, "og:image")).toBe("https://pushpanjalidecor.in/images/designs/gu/haldi-marigold-backdrop.jpg");
    expect(content(meta, "og:image:alt")).toBe("z");
  });

  test("a page kept out of search results names no alternates", () => {
    expect(buildMeta({ title: "x", description: "y", noindex: true }, { origin, pathname: "/gu/nowhere" }).filter((entry) => "rel" in entry)).toEqual([]);
  });
});

describe("buildCanonicalUrl", () => {
  test.each([
    ["/", "https://pushpanjalidecor.in/"],
    ["/services", "https://pushpanjalidecor.in/services"],
    ["/services/", "https://pushpanjalidecor.in/services"],
    ["/portfolio?category=pooja", "https://pushpanjalidecor.in/portfolio"],
    ["/contact#quote", "https://pushpanjalidecor.in/contact"],
    ["//", "https://pushpanjalidecor.in/"],
  ])("%s → %s", (pathname, expected) => {
    expect(buildCanonicalUrl(origin, pathname)).toBe(expected);
  });

  test("follows another origin", () => {
    expect(buildCanonicalUrl("http://localhost:8787", "/about")).toBe("http://localhost:8787/about");
  });

  test("the canonical and alternate links stay on the site for any path", () => {
    for (const pathname of ["//evil.example/x", "/gu//evil.example", "/\\evil.example", "/gu/\\evil.example"]) {
      expect(new URL(buildCanonicalUrl(origin, pathname)).origin, pathname).toBe(origin);
      for (const { href } of pageAlternates(origin, pathname)) expect(new URL(href).origin, `${pathname} ${href}`).toBe(origin);
    }
  });
});

describe("buildMeta", () => {
  const meta = buildMeta(
    { title: "Portfolio", description: "Our recent work." },
    { origin, pathname: "/portfolio" },
  );

  test("title, description and canonical link", () => {
    expect(meta).toContainEqual({
      title: "Portfolio | Pushpanjali Decor – Flower Decoration in Ahmedabad",
    });
    expect(content(meta, "description")).toBe("Our recent work.");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://pushpanjalidecor.in/portfolio",
    });
  });

  test("Open Graph with the absolute 1200 × 630 English site card as the default image", () => {
    expect(content(meta, "og:title")).toBe(
      "Portfolio | Pushpanjali Decor – Flower Decoration in Ahmedabad",
    );
    expect(content(meta, "og:url")).toBe("https://pushpanjalidecor.in/portfolio");
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:site_name")).toBe("Pushpanjali Decor");
    expect(content(meta, "og:locale")).toBe("en_IN");
    expect(content(meta, "og:image")).toBe("https://pushpanjalidecor.in/images/cards/en.jpg");
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toBe(siteWords.en.socialCard.alt);
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:image")).toBe("https://pushpanjalidecor.in/images/cards/en.jpg");
  });

  test("a noindex page has no canonical link and no og:url", () => {
    const notFound = buildMeta(
      { title: "Page not found", description: "Missing.", noindex: true },
      { origin, pathname: "/nowhere" },
    );
    expect(content(notFound, "robots")).toBe("noindex");
    expect(notFound.some((entry) => "rel" in entry && entry.rel === "canonical")).toBe(false);
    expect(content(notFound, "og:url")).toBeUndefined();
  });

  test("a page is a website to Open Graph, and names no feed: the journal's pages add theirs (app/journal/journal-head.tsx)", () => {
    expect(content(meta, "og:type")).toBe("website");
    expect(meta.filter((entry) => "type" in entry && entry.type === "application/atom+xml")).toEqual([]);
    expect(meta.filter((entry) => "property" in entry && String(entry.property).startsWith("article:"))).toEqual([]);
  });

  test("a post is an Open Graph article", () => {
    const post = buildMeta(
      { title: "Haldi at home", description: "A haldi needs no lawn.", type: "article" },
      { origin, pathname: "/journal/haldi-decoration-at-home" },
    );
    expect(content(post, "og:type")).toBe("article");
    expect(post.filter((entry) => entry && "property" in entry && entry.property === "og:type")).toHaveLength(1);
    expect(content(post, "og:url")).toBe("https://pushpanjalidecor.in/journal/haldi-decoration-at-home");
    expect(content(post, "twitter:card")).toBe("summary_large_image");
  });
});

describe("siteOriginFrom", () => {
  test("reads the origin the root loader supplied", () => {
    expect(siteOriginFrom([{ id: "root", loaderData: { siteOrigin: "https://staging.example" } }])).toBe(
      "https://staging.example",
    );
  });

  test("falls back to the site's own origin without loader data or with a broken value", () => {
    expect(siteOriginFrom([{ id: "root", loaderData: undefined }])).toBe("https://pushpanjalidecor.in");
    expect(siteOriginFrom([{ id: "root", loaderData: { siteOrigin: "not a url" } }])).toBe("https://pushpanjalidecor.in");
  });

  test("pageMeta combines the two", () => {
    const meta = pageMeta(
      {
        location: { pathname: "/about/" },
        loaderData: { head: pageHeadWords("en", "about") },
        matches: [{ id: "root", loaderData: { siteOrigin: "http://localhost:8787" } }],
      },
      "about",
    );
    expect(content(meta, "og:url")).toBe("http://localhost:8787/about");
  });
});

describe("pageMeta", () => {
  const args = (pathname: string, loaderData: unknown) => ({ location: { pathname }, loaderData, matches: [{ id: "root", loaderData }] });

  test("reads the head the page's loader made", () => {
    const head = headWords("gu", { title: "x", description: "y" });
    const meta = pageMeta(args("/gu/portfolio/haldi-marigold-backdrop", { head }), "notFound");
    expect(meta).toContainEqual({ title: `x | ${siteWords.gu.tagline}` });
    expect(content(meta, "description")).toBe("y");
    expect(content(meta, "og:site_name")).toBe(siteWords.gu.name);
  });

  test("without loader data (after a form post), makes the page's head from the content in the language of its path", () => {
    for (const loaderData of [null, undefined]) {
      expect(pageMeta(args("/gu/contact", loaderData), "contact")).toEqual(buildMetaOf(pageHeadWords("gu", "contact"), { origin, pathname: "/gu/contact" }));
      expect(pageMeta(args("/", loaderData), "home")).toContainEqual({ title: siteWords.en.tagline });
    }
  });
});
