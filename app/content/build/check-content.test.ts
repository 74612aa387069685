import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { breakableContentCopy, changeJsonFile, projectRoot } from "../../../tests/shared/content-copy";
import { checkContent, checkedFile } from "./check-content";
import { describeProblem } from "./content-problem";
import { contentCheck } from "./content-check-plugin";

/** The project's own content, copied for each test into a folder the test may break. */
let root: string;

beforeEach(() => {
  root = breakableContentCopy("content-check-");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const problems = () => checkContent(root).map(describeProblem);

const change = (file: string, edit: (data: any) => void) => changeJsonFile(root, file, edit);

const haldi = "content/designs/haldi-marigold-backdrop.json";
const haldiEntry = `${haldi} (design "Haldi Marigold Backdrop")`;

test("the project's content keeps every rule", () => {
  expect(checkContent(projectRoot).map(describeProblem)).toEqual([]);
});

describe("the studio's position on the map", () => {
  const position = () => (checkedFile(root, "content/business.json")!.data as { en: { position?: unknown } }).en.position;

  test("is read from the latitude and longitude the owner pasted, five decimals or more, spaces or none", () => {
    change("content/business.json", (business) => (business.en.position = " 23.05612,72.557345 "));
    expect(position()).toEqual({ latitude: 23.05612, longitude: 72.557345 });
  });

  test("is none when left out or left empty in the CMS", () => {
    change("content/business.json", (business) => delete business.en.position);
    expect(position()).toBeUndefined();
    change("content/business.json", (business) => (business.en.position = ""));
    expect(position()).toBeUndefined();
    expect(problems()).toEqual([]);
  });
});

describe("the build refuses, naming the file, the entry and the rule", () => {
  test("a picture without its description", () => {
    change(haldi, (design) => delete design.gu.imageAlt);
    expect(problems()).toEqual([`${haldiEntry} gu.imageAlt: is missing`]);
  });

  test("a description left empty", () => {
    change(haldi, (design) => (design.en.imageAlt = "  "));
    expect(problems()).toEqual([`${haldiEntry} en.imageAlt: must not be empty`]);
  });

  test("a category the portfolio does not have", () => {
    change(haldi, (design) => (design.en.category = "fireworks"));
    expect(problems()).toEqual([`${haldiEntry} en.category: must be one of weddings, pooja, entrance, corporate`]);
  });

  test("a phone number not in international form", () => {
    change("content/business.json", (business) => (business.en.phones.alternate.e164 = "098765 43211"));
    expect(problems()).toEqual([
      "content/business.json (the business facts) en.phones.alternate.e164: must be a phone number in international form, + and digits only, such as +919876543210",
    ]);
  });

  test("a map position rounded to fewer than five decimals, or outside Gujarat", () => {
    change("content/business.json", (business) => (business.en.position = "23.0561, 72.5573"));
    expect(problems()).toEqual([
      "content/business.json (the business facts) en.position: must be the latitude and longitude, each with at least five decimals, such as 23.05612, 72.55734",
    ]);
    change("content/business.json", (business) => (business.en.position = "72.55734, 23.05612"));
    expect(problems()).toEqual([
      "content/business.json (the business facts) en.position: must be in Gujarat (latitude 20 to 25)",
      "content/business.json (the business facts) en.position: must be in Gujarat (longitude 68 to 75)",
    ]);
  });

  test("a photograph that is not in content/pictures/", () => {
    change(haldi, (design) => (design.en.photo = "haldi-2026.jpg"));
    expect(problems()).toEqual([`${haldiEntry} en.photo: names content/pictures/haldi-2026.jpg, which is not there`]);
  });

  test("two designs at one address", () => {
    cpSync(join(root, haldi), join(root, "content/designs/Haldi-Marigold-Backdrop.json"));
    expect(problems()).toEqual([
      'content/designs/Haldi-Marigold-Backdrop.json (design "Haldi Marigold Backdrop"): the file\'s name is the design\'s address, and must be lowercase letters and digits joined by hyphens',
      `${haldiEntry}: has the same address as design "Haldi Marigold Backdrop"`,
    ]);
  });

  test("a text longer than the page has room for", () => {
    change("content/services/pooja.json", (service) => (service.gu.features[2] = "ફૂલ ".repeat(20)));
    expect(problems()).toEqual([`content/services/pooja.json (service "Pooja & Religious Ceremony Decoration") gu.features.2: must be at most 60 characters`]);
  });

  test("a page's text without its Gujarati: the Contact page, the quote form, the error pages", () => {
    change("content/pages/contact.json", (page) => delete page.gu.cards.email.note);
    change("content/pages/quote-form.json", (form) => delete form.gu.labels.phone);
    change("content/pages/errors.json", (pages) => delete pages.gu.refusals.tooLarge);
    expect(problems()).toEqual([
      "content/pages/contact.json (the Contact page) gu.cards.email.note: is missing",
      "content/pages/quote-form.json (the quote form) gu.labels.phone: is missing",
      "content/pages/errors.json (the not-found and error pages) gu.refusals.tooLarge: is missing",
    ]);
  });

  test("a template without the place the site fills in, or with one it does not", () => {
    change("content/pages/quote-form.json", (form) => (form.gu.requiredNote = "નિશાનીવાળી વિગતો ભરવી જરૂરી છે."));
    change("content/pages/contact.json", (page) => (page.en.map.title = "Map of {name} at {street}, {locality}, {city}"));
    expect(problems()).toEqual([
      "content/pages/contact.json (the Contact page) en.map.title: may contain only {name} and {locality} and {city} between curly brackets",
      "content/pages/quote-form.json (the quote form) gu.requiredNote: must contain {star}, where the site puts it",
    ]);
  });

  test("a glossary term without its Gujarati form", () => {
    change("content/glossary.json", (glossary) => delete glossary.terms[0].gu);
    expect(problems()).toEqual(["content/glossary.json (the glossary) terms.0.gu: is missing"]);
  });

  test("a Gujarati list shorter than its English", () => {
    change("content/business.json", (business) => business.gu.cities.pop());
    expect(problems()).toEqual(["content/business.json (the business facts) gu.cities: must have as many items as the English (11, not 10)"]);
  });

  test("a WhatsApp message that lost the place for the design's title", () => {
    change("content/pages/whatsapp.json", (messages) => (messages.gu.design = "નમસ્તે!"));
    expect(problems()).toEqual(["content/pages/whatsapp.json (the WhatsApp messages) gu.design: must contain {title}, where the site puts it"]);
  });

  test("a file that is not JSON", () => {
    writeFileSync(join(root, haldi), '{ "en": { "title": "Haldi" ');
    expect(problems()).toHaveLength(1);
    expect(problems()[0]).toMatch(/^content\/designs\/haldi-marigold-backdrop\.json \(design haldi-marigold-backdrop\): is not valid JSON \(/);
  });

  test("a service gone missing, and more designs for the home page than it shows", () => {
    rmSync(join(root, "content/services/addons.json"));
    change(haldi, (design) => (design.en.onHomePage = true));
    expect(problems()).toEqual([
      "content/services/addons.json (service addons): is missing: the site has six services",
      'content/designs/ (the home page\'s designs) en.onHomePage: is on for 4 designs ("Haldi Marigold Backdrop", "Marigold & Rose Mandap Canopy", "Rose-Decorated Wedding Car", "Satyanarayan Katha Mandap"): the home page shows 3',
    ]);
  });

  test("and `vite build` stops on them before making anything", async () => {
    change(haldi, (design) => (design.en.category = "fireworks"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>x</title>");
    const building = build({ root, configFile: false, logLevel: "silent", plugins: [contentCheck()], build: { write: false } });
    await expect(building).rejects.toThrow(`${haldiEntry} en.category: must be one of weddings, pooja, entrance, corporate`);
  });
});
