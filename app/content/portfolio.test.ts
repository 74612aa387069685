import { describe, expect, test } from "vitest";
import { languages } from "~/i18n/language";
import { portfolioItemBySlug, portfolioItems, portfolioItemsIn } from "./portfolio";

describe("a design's slug", () => {
  test("is lowercase words joined by hyphens, and no two designs share one", () => {
    for (const { slug } of portfolioItems) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(portfolioItems.map((item) => item.slug)).size).toBe(portfolioItems.length);
  });

  test("finds the same design in each language, with that language's words", () => {
    for (const language of languages) {
      for (const item of portfolioItemsIn(language)) expect(portfolioItemBySlug(language, item.slug)).toEqual(item);
    }
    expect(portfolioItemBySlug("gu", "haldi-marigold-backdrop")?.title).toBe("પીઠી માટે ગલગોટાનું બેકડ્રોપ");
    expect(portfolioItemBySlug("en", "no-such-design")).toBeUndefined();
  });
});
