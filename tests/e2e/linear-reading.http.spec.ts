import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { fixtureBaseURL } from "../playwright.config";
import { business, services } from "../shared/content";
import { pages } from "./fixtures";

/**
 * Each page as a text browser reads it: Debian's lynx, without CSS or
 * JavaScript, shows the page in document order, as a screen reader's reading
 * view does. Text that only CSS keeps apart (a phone number and the hours
 * beside it, two buttons in a row, a number over a heading) runs together
 * there: "+91 98765 43210Open every day", "Call NowWhatsApp".
 */

const documents = [
  ...pages.map(({ path }) => path),
  "/portfolio?category=pooja",
  "/portfolio/satyanarayan-katha-mandap?category=pooja",
  "/journal",
  "/journal/haldi-decoration-at-home",
  "/no-such-page",
  // Families' kind words, which only the fixture site has (kind-words.http.spec.ts).
  `${fixtureBaseURL}/`,
  `${fixtureBaseURL}/services`,
];

/** Words that are written with a capital inside them. */
const namesWithInnerCapitals = new Set(["WhatsApp", "YouTube"]);

/** A word glued to the next: a lower-case letter, a digit or a full stop before a capital, a letter before a digit or a "+". */
const gluedWord = /[a-z0-9.,:)][A-Z]|[A-Za-z][0-9+]|[0-9][A-Za-z]/;

async function lynxDump(path: string): Promise<string[]> {
  // The page is fetched here and handed to lynx on its standard input: lynx
  // reads the same bytes, without waiting out the keep-alive of `wrangler dev`,
  // which keeps lynx's connection open for 5 s after the answer.
  const html = await (await fetch(new URL(path, test.info().project.use.baseURL))).text();
  const lynx = spawn("lynx", ["-dump", "-nolist", "-stdin", "-force_html", "-width=1000", "-display_charset=utf-8"]);
  lynx.stdin.end(html);
  lynx.stdout.setEncoding("utf8");
  let dump = "";
  for await (const chunk of lynx.stdout) dump += chunk;
  // Wide enough that lynx never wraps a line: each line is one block of the page.
  return dump.split("\n").map((line) => line.trim());
}

for (const path of documents) {
  test(`${path}: no two pieces of text run together in a text browser`, async () => {
    const lines = await lynxDump(path);
    expect(lines.join(" ")).toContain("Pushpanjali Decor");
    const glued = lines
      .flatMap((line) => line.split(/\s+/))
      // A frame shows as its address (`IFRAME: https://…`): a link to follow, not words to read.
      .filter((word) => !/^https?:\/\//.test(word))
      .filter((word) => !namesWithInnerCapitals.has(word.replace(/^\W+|\W+$/g, "")) && gluedWord.test(word));
    expect(glued).toEqual([]);
  });
}

test("the services read each number once, as part of the heading", async () => {
  for (const path of ["/", "/services"]) {
    const lines = await lynxDump(path);
    for (const service of services) {
      expect(lines.filter((line) => line === `${service.number}. ${service.title}`), `${path}: ${service.title}`).toHaveLength(1);
      expect(lines, path).not.toContain(service.number);
    }
  }
});

test("the home page's service cards read as a heading, then the summary: not one long link", async () => {
  const lines = await lynxDump("/");
  for (const service of services) {
    const heading = lines.indexOf(`${service.number}. ${service.title}`);
    expect(lines[heading + 1], service.title).toBe(service.summary);
  }
});

test("each contact card reads as its title, then the detail, then the note, line by line", async () => {
  const lines = await lynxDump("/contact");
  const call = lines.indexOf("* Call us");
  expect(lines.slice(call, call + 3)).toEqual(["* Call us", business.phones.primary.display, `Also ${business.phones.alternate.display}`]);
  const email = lines.indexOf("* Email");
  expect(lines.slice(email, email + 3)).toEqual(["* Email", business.email, "We reply within 24 hours"]);
});

test("a family's kind words read as their words, then who said them, then the occasion, the service and the month", async () => {
  const lines = await lynxDump(`${fixtureBaseURL}/`);
  const words = lines.indexOf("The balloon and rose backdrop made our son's first birthday. Set up in two hours, cleared away the same night.");
  expect(lines.slice(words, words + 3)).toEqual([
    "The balloon and rose backdrop made our son's first birthday. Set up in two hours, cleared away the same night.",
    "Rohan and Kavya, Satellite",
    "A first birthday · Birthday & Anniversary Decoration · February 2026",
  ]);
});

test("each question reads as itself, then its answer: the words the page tells search engines", async () => {
  for (const path of ["/contact", "/gu/services"]) {
    const html = await (await fetch(new URL(path, test.info().project.use.baseURL))).text();
    const faqPage = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!)).find((data) => data["@type"] === "FAQPage");
    const questions = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length, path).toBeGreaterThan(1);
    const lines = (await lynxDump(path)).filter(Boolean);
    for (const { name, acceptedAnswer } of questions) {
      const question = lines.indexOf(name);
      expect(question, `${path}: ${name}`).toBeGreaterThan(-1);
      expect(lines[question + 1], `${path}: the answer to ${name}`).toBe(acceptedAnswer.text);
    }
  }
});
