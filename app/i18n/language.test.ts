import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage, pathWithoutLanguage, samePageIn } from "./language";

describe("the language of a path", () => {
  it("is Gujarati at /gu and under it, English everywhere else", () => {
    expect(languageOfPath("/gu")).toBe("gu");
    expect(languageOfPath("/gu/services")).toBe("gu");
    expect(languageOfPath("/gu/no-such-page")).toBe("gu");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/services")).toBe("en");
    // Only the whole first segment counts.
    expect(languageOfPath("/guide")).toBe("en");
    expect(languageOfPath("/gujarat/gu")).toBe("en");
  });
});

describe("a page's path in each language", () => {
  it("puts Gujarati under /gu and leaves English as it is", () => {
    expect(pathInLanguage("gu", "/")).toBe("/gu");
    expect(pathInLanguage("gu", "/services")).toBe("/gu/services");
    expect(pathInLanguage("en", "/services")).toBe("/services");
  });

  it("takes the language off again", () => {
    expect(pathWithoutLanguage("/gu")).toBe("/");
    expect(pathWithoutLanguage("/gu/portfolio")).toBe("/portfolio");
    expect(pathWithoutLanguage("/portfolio")).toBe("/portfolio");
  });

  it("leads to the same page in the other language, keeping the category and the anchor", () => {
    expect(samePageIn("gu", { pathname: "/portfolio", search: "?category=pooja", hash: "" })).toBe("/gu/portfolio?category=pooja");
    expect(samePageIn("en", { pathname: "/gu/contact", search: "", hash: "#quote" })).toBe("/contact#quote");
    expect(samePageIn("en", { pathname: "/gu" })).toBe("/");
  });

  it("stays on the site for any path: a crafted Gujarati address cannot make the switch lead to another host", () => {
    for (const pathname of ["/gu//evil.example", "/gu///evil.example/x", "/gu/\\evil.example", "//evil.example", "/gu//"]) {
      const href = samePageIn("en", { pathname });
      expect(href, pathname).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, "https://pushpanjalidecor.in").origin, pathname).toBe("https://pushpanjalidecor.in");
    }
    expect(samePageIn("en", { pathname: "/gu//evil.example" })).toBe("/evil.example");
  });
});
