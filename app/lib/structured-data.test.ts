import { describe, expect, test, vi } from "vitest";
import { business } from "~/content/business";
import type { JournalPost } from "~/content/journal";
import { siteWords } from "~/content/site";
import { m } from "~/paraglide/messages";
import { inlineScriptJson } from "./inline-script-json";
import { buildBlogPostingJsonLd, buildFaqPageJsonLd, buildLocalBusinessJsonLd, buildPostBreadcrumbJsonLd } from "./structured-data";

describe("LocalBusiness structured data", () => {
  const data = JSON.parse(inlineScriptJson(buildLocalBusinessJsonLd("https://pushpanjalidecor.in", "en")));
  const gujarati = JSON.parse(inlineScriptJson(buildLocalBusinessJsonLd("https://pushpanjalidecor.in", "gu")));

  test("is a schema.org Florist with the business's identity", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Florist");
    expect(data.name).toBe(business.name);
    expect(data.description).toBe(business.description);
    expect(data.url).toBe("https://pushpanjalidecor.in/");
    expect(data.logo).toBe("https://pushpanjalidecor.in/images/logo-512.png");
    expect(data.image).toBe("https://pushpanjalidecor.in/images/cards/en.jpg");
    expect(data.telephone).toBe("+919876543210");
    expect(data.email).toBe("hello@pushpanjalidecor.in");
    expect(data.sameAs).toEqual(business.social.map((profile) => profile.url));
  });

  test.each([
    ["English", data, { streetAddress: "Studio 4, Sardar Patel Colony Road, Naranpura", addressLocality: "Ahmedabad", addressRegion: "Gujarat" }],
    ["Gujarati", gujarati, { streetAddress: "સ્ટુડિયો 4, સરદાર પટેલ કોલોની રોડ, નારણપુરા", addressLocality: "અમદાવાદ", addressRegion: "ગુજરાત" }],
  ])("has the postal address in %s", (_, jsonLd, written) => {
    expect(jsonLd.address).toEqual({ "@type": "PostalAddress", ...written, postalCode: "380061", addressCountry: "IN" });
  });

  /** The studio's data in `language`, with the business facts' position as `position`. */
  async function placedAt(position: { latitude: number; longitude: number } | undefined, language: "en" | "gu") {
    vi.resetModules();
    vi.doMock("~/content/business", async (importOriginal) => {
      const facts = await importOriginal<typeof import("~/content/business")>();
      return { ...facts, business: { ...facts.business, position } };
    });
    try {
      const { buildLocalBusinessJsonLd: build } = await import("./structured-data");
      return JSON.parse(inlineScriptJson(build("https://pushpanjalidecor.in", language)));
    } finally {
      vi.doUnmock("~/content/business");
      vi.resetModules();
    }
  }

  test.each(["en", "gu"] as const)("in %s, gives no position until the owner has entered the exact one: the address stands alone", async (language) => {
    const unplaced = await placedAt(undefined, language);
    expect(unplaced).not.toHaveProperty("geo");
    expect(unplaced.address.postalCode).toBe("380061");
  });

  test("gives the studio's exact position once the owner has entered it", async () => {
    const placed = await placedAt({ latitude: 23.05612, longitude: 72.55734 }, "gu");
    expect(placed.geo).toEqual({ "@type": "GeoCoordinates", latitude: 23.05612, longitude: 72.55734 });
    expect(placed.address.postalCode).toBe("380061");
  });

  test("is open 08:00–20:00 every day of the week", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "08:00",
        closes: "20:00",
      },
    ]);
  });

  test("serves Gujarat and four cities, takes cash, UPI and bank transfer in INR", () => {
    expect(data.areaServed).toEqual([
      { "@type": "State", name: "Gujarat" },
      { "@type": "City", name: "Ahmedabad" },
      { "@type": "City", name: "Gandhinagar" },
      { "@type": "City", name: "Vadodara" },
      { "@type": "City", name: "Surat" },
    ]);
    expect(data.paymentAccepted).toBe("Cash, UPI, Bank transfer");
    expect(data.currenciesAccepted).toBe("INR");
    expect(data.priceRange).toBeTruthy();
  });

  describe("on the Gujarati home page", () => {
    test("is the same business, in Gujarati, at the Gujarati home page, with the Gujarati card", () => {
      expect(gujarati["@id"]).toBe(data["@id"]);
      expect(gujarati.name).toBe("પુષ્પાંજલિ ડેકોર");
      expect(gujarati.alternateName).toBe(business.name);
      expect(gujarati.description).toMatch(/^અમદાવાદના નારણપુરામાં/);
      expect(gujarati.url).toBe("https://pushpanjalidecor.in/gu");
      expect(gujarati.image).toBe("https://pushpanjalidecor.in/images/cards/gu.jpg");
      expect(gujarati.telephone).toBe(data.telephone);
    });

    test("writes the areas served in Gujarati", () => {
      expect(gujarati.areaServed.map((area: { name: string }) => area.name)).toEqual([
        "ગુજરાત",
        "અમદાવાદ",
        "ગાંધીનગર",
        "વડોદરા",
        "સુરત",
      ]);
    });
  });
});

describe("a journal post's structured data", () => {
  const origin = "https://pushpanjalidecor.in";
  const post: JournalPost = {
    language: "gu",
    slug: "haldi-decoration-at-home",
    title: "ઘરે પીઠીની સજાવટ",
    date: "2026-11-10",
    updated: "2026-11-20",
    summary: "પીઠી માટે પાર્ટી પ્લોટની જરૂર નથી.",
    cover: { src: "/images/portfolio/haldi-marigold-backdrop.svg", width: 800, height: 600, alt: "ચિત્ર" },
    services: ["wedding"],
    designs: [],
    readingMinutes: 3,
    bodyPath: "/assets/journal/gu-haldi-decoration-at-home-x.json",
  };
  const posting = JSON.parse(inlineScriptJson(buildBlogPostingJsonLd(origin, post)));
  const url = "https://pushpanjalidecor.in/gu/journal/haldi-decoration-at-home";

  test("is a BlogPosting of its page, in its language, with its title, summary, days and sharing card", () => {
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      datePublished: "2026-11-10",
      dateModified: "2026-11-20",
      image: "https://pushpanjalidecor.in/images/journal/gu/haldi-decoration-at-home.jpg",
      inLanguage: "gu-IN",
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  test("was last changed the day it was published when never updated", () => {
    const { updated: _, ...unchanged } = post;
    expect(buildBlogPostingJsonLd(origin, unchanged).dateModified).toBe("2026-11-10");
  });

  test("is written and published by the studio of the home page's data, named in the post's language", () => {
    const home = buildLocalBusinessJsonLd(origin, "gu");
    for (const studio of [posting.author, posting.publisher]) {
      expect(studio).toEqual({ "@type": home["@type"], "@id": home["@id"], name: home.name, url: home.url, logo: home.logo });
    }
    expect(posting.author.name).toBe(siteWords.gu.name);
  });

  test("sits under Home and the journal, in the post's language, each step by its canonical URL", () => {
    expect(buildPostBreadcrumbJsonLd(origin, post)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: m.nav_home({}, { locale: "gu" }), item: "https://pushpanjalidecor.in/gu" },
        { "@type": "ListItem", position: 2, name: m.nav_journal({}, { locale: "gu" }), item: "https://pushpanjalidecor.in/gu/journal" },
        { "@type": "ListItem", position: 3, name: post.title, item: url },
      ],
    });
  });
});

describe("a page's questions, for search engines", () => {
  const origin = "https://pushpanjalidecor.in";
  const questions = [
    { id: "how-do-we-get-a-quote", question: "ભાવ કેવી રીતે મંગાવવો?", answer: ["આ ", { text: "ફોર્મ", href: "#quote" }, " ભરો."] },
    { id: "how-can-we-pay", question: "Cash </script><script>alert(1)</script>?", answer: ["By UPI & cash."] },
  ];
  const page = JSON.parse(inlineScriptJson(buildFaqPageJsonLd(origin, "/contact", "gu", questions)));

  test("is a FAQPage of its page, in its language, its questions in the page's order", () => {
    expect(page).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", url: "https://pushpanjalidecor.in/gu/contact", inLanguage: "gu-IN" });
    expect(page.mainEntity.map((question: { name: string }) => question.name)).toEqual(questions.map((question) => question.question));
  });

  test("answers each question with the words the page shows, a link as its words, and names its place on the page", () => {
    expect(page.mainEntity[0]).toEqual({
      "@type": "Question",
      url: "https://pushpanjalidecor.in/gu/contact#how-do-we-get-a-quote",
      name: "ભાવ કેવી રીતે મંગાવવો?",
      acceptedAnswer: { "@type": "Answer", text: "આ ફોર્મ ભરો." },
    });
  });

  test("cannot end its script element, whatever a question says", () => {
    const script = inlineScriptJson(buildFaqPageJsonLd(origin, "/contact", "en", questions));
    expect(script).not.toContain("</script>");
    expect(JSON.parse(script).mainEntity[1].name).toBe(questions[1]!.question);
  });
});
