import { expect, test, vi } from "vitest";
import type { JournalPost } from "~/content/journal";
import { postName } from "./dashboard/names";
import { countedPage } from "./what-is-counted";

/**
 * A post written in one language only, as the owner may publish one: the
 * journal's posts here are two such, one in each language, instead of the
 * site's own (which all have twins).
 */
vi.mock("virtual:journal-posts", () => {
  const post = (language: "en" | "gu", slug: string, title: string): JournalPost => ({
    language,
    slug,
    title,
    date: "2026-11-20",
    summary: title,
    cover: { src: "/images/portfolio/haldi-marigold-backdrop.svg", alt: title, width: 1200, height: 800 },
    services: ["wedding"],
    designs: [],
    readingMinutes: 3,
    bodyPath: `/assets/journal/${language}-${slug}-0.json`,
  });
  return { posts: [post("en", "mandap-in-may", "A mandap in May"), post("gu", "navratri-garba", "નવરાત્રિના ગરબાની સજાવટ")], bodies: {} };
});

test("a post counts in the language it is written in, and not at its address in the other", () => {
  expect(countedPage("/journal/mandap-in-may")).toEqual({ page: "post", language: "en", post: "mandap-in-may" });
  expect(countedPage("/gu/journal/mandap-in-may")).toBeUndefined();
  expect(countedPage("/gu/journal/navratri-garba")).toEqual({ page: "post", language: "gu", post: "navratri-garba" });
  expect(countedPage("/journal/navratri-garba")).toBeUndefined();
});

test("the owner's page names a post by its title in her language, else in the language it is written in", () => {
  expect(postName("gu", "mandap-in-may")).toBe("A mandap in May");
  expect(postName("en", "navratri-garba")).toBe("નવરાત્રિના ગરબાની સજાવટ");
  expect(postName("en", "mandap-in-may")).toBe("A mandap in May");
});
