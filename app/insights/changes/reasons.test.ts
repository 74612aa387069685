import { cpSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { checkContent, contentFiles, glossaryFile } from "~/content/build/check-content";
import type { ContentProblem } from "~/content/build/content-problem";
import { breakableContentCopy, changeJsonFile, projectRoot } from "../../../tests/shared/content-copy";
import { entryIn, fieldIn, reasonIn } from "./reasons";

/**
 * A refused change's reasons on the owner's page, in her language. The
 * content check writes each rule in English; the page says each shape of it
 * again in the page's language. The rules tested here are the ones the real
 * check writes for a copy of the content broken in every way below, so a
 * rule whose wording changes, or a new rule, shows here as untranslated.
 */

const gujarati = /[\u0A80-\u0AFF]/;
const latinWord = /[A-Za-z]{2,}/;

/** Each problem the check finds in a copy of the content `breakAll` broke. */
function problemsOf(breakAll: (root: string) => void): ContentProblem[] {
  const root = breakableContentCopy("refusal-reasons-");
  try {
    breakAll(root);
    return checkContent(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const haldi = "content/designs/haldi-marigold-backdrop.json";
const post = (front: string, body = "\nA paragraph.\n") => `---\n${front}\n---\n${body}`;
const postFields = [
  "title: A post",
  "date: 2026-11-10",
  "summary: Its summary.",
  "illustration: /images/portfolio/haldi-marigold-backdrop.svg",
  "coverAlt: The cover",
  "services:\n  - wedding",
];

let problems: ContentProblem[];

beforeAll(() => {
  const broken = problemsOf((root) => {
    changeJsonFile(root, haldi, (design) => {
      delete design.gu.imageAlt;
      design.en.title = "Marigold ".repeat(10);
      design.en.category = "fireworks";
      design.en.position = 1.5;
      design.en.onHomePage = "yes";
      design.en.photo = "a photo";
      design.gu.location = " ";
    });
    changeJsonFile(root, "content/designs/reception-desk-florals.json", (design) => (design.en.photo = "reception-2026.jpg"));
    changeJsonFile(root, "content/designs/rose-decorated-wedding-car.json", (design) => {
      design.en.focus = "middle";
      design.gu.title = 5;
    });
    changeJsonFile(root, "content/designs/navratri-mata-ji-shrine.json", (design) => {
      delete design.en.photo;
      design.en.illustration = "/images/portfolio/navratri-2027.svg";
    });
    changeJsonFile(root, "content/designs/griha-pravesh-toran-rangoli.json", (design) => delete design.en);
    changeJsonFile(root, "content/designs/satyanarayan-katha-mandap.json", (design) => {
      delete design.en.photo;
      design.en.illustration = "satyanarayan.png";
      design.en.position = 0;
    });
    changeJsonFile(root, "content/designs/corporate-stage-backdrop.json", (design) => {
      delete design.en.photo;
      delete design.en.illustration;
      design.en.position = 1000;
    });
    cpSync(join(root, "content/designs/marigold-entrance-arch.json"), join(root, "content/designs/Marigold-Entrance-Arch.json"));
    changeJsonFile(root, "content/business.json", (business) => {
      business.en.phones.alternate.e164 = "098765 43211";
      business.en.email = "hello at pushpanjali";
      business.en.postalCode = "3800";
      business.en.position = "north, 80";
      business.en.hours.opens = "8am";
      business.en.social[0].network = "Orkut";
      business.en.social[1].url = "http://www.facebook.com/pushpanjalidecor";
      business.en.footerCityCount = 12;
      business.en.serviceArea = "Flower decoration across Gujarat";
      business.gu.contactCard.note = `${business.gu.contactCard.note} {price}`;
    });
    changeJsonFile(root, "content/pages/about.json", (about) => {
      about.en.story.paragraphs = [];
      delete about.gu;
    });
    changeJsonFile(root, "content/pages/home.json", (home) => (home.en.hero.highlights = "three"));
    changeJsonFile(root, "content/services/pooja.json", (service) => (service.en.position = 1));
    changeJsonFile(root, "content/services/corporate.json", (service) => service.gu.features.pop());
    changeJsonFile(root, "content/services/birthday.json", (service) => (service.en.position = 9));
    unlinkSync(join(root, "content/services/addons.json"));
    cpSync(join(root, "content/services/wedding.json"), join(root, "content/services/fireworks.json"));
    writeFileSync(join(root, "content/pages/footer.json"), '{ "en": ');
    const journal = (language: string, name: string, text: string) => writeFileSync(join(root, "content/journal", language, name), text);
    journal("en", "no-fields.md", "Just a body.\n");
    journal("en", "bad-yaml.md", post("title: [a post"));
    journal("en", "not-a-day.md", post([...postFields.slice(0, 1), "date: 2026-02-30", ...postFields.slice(2)].join("\n")));
    journal("en", "written-before.md", post([...postFields, "updated: 2026-01-01"].join("\n")));
    journal("en", "unknown-design.md", post([...postFields, "designs:\n  - fireworks-arch"].join("\n")));
    journal("en", "many-designs.md", post([...postFields, `designs:\n${"  - haldi-marigold-backdrop\n".repeat(7)}`].join("\n")));
    journal("en", "page.md", post(postFields.join("\n")));
    journal("en", "Capital.md", post(postFields.join("\n")));
    journal("en", "empty.md", post(postFields.join("\n"), ""));
    journal("en", "no-cover.md", post(postFields.filter((field) => !field.startsWith("illustration")).join("\n")));
    journal("en", "missing-picture.md", post(postFields.join("\n"), "\n![A mandap](mandap-2027.jpg)\n"));
    journal("en", "when.md", post([...postFields.slice(0, 1), "date: last week", ...postFields.slice(2)].join("\n")));
    journal("gu", "fields-a-list.md", "---\n- one\n- two\n---\nBody.\n");
    changeJsonFile(root, "content/questions/how-do-we-get-a-quote.json", (question) => {
      question.en.answer = "Fill in [the form](javascript:void) on {price}.";
      question.gu.answer = "[](#quote)\n\nબીજો ફકરો.";
      question.en.page = "portfolio";
    });
    cpSync(join(root, "content/questions/how-can-we-pay.json"), join(root, "content/questions/How-Can-We-Pay.json"));
  });
  // What a file is held to once each of its fields is right: lists as long in Gujarati as in English, cities enough to show.
  const refined = problemsOf((root) => {
    changeJsonFile(root, "content/business.json", (business) => {
      business.en.cities = business.en.cities.slice(1);
      business.gu.cities = business.gu.cities.slice(1);
      business.en.footerCityCount = 11;
      business.en.position = "23.05612, 80.12345";
    });
    changeJsonFile(root, "content/pages/about.json", (about) => about.gu.story.paragraphs.pop());
    for (const number of [1, 2, 3]) cpSync(join(root, "content/questions/how-can-we-pay.json"), join(root, `content/questions/how-can-we-pay-${number}.json`));
  });
  const noDesigns = problemsOf((root) => {
    rmSync(join(root, "content/designs"), { recursive: true });
    rmSync(join(root, "content/journal"), { recursive: true });
  });
  const homeDesigns = problemsOf((root) => {
    changeJsonFile(root, "content/business.json", (business) => (business.en.position = "30.00000, 72.55734"));
    for (const name of ["haldi-marigold-backdrop", "marigold-entrance-arch", "reception-desk-florals", "rose-decorated-wedding-car"]) {
      changeJsonFile(root, `content/designs/${name}.json`, (design) => (design.en.onHomePage = true));
    }
  });
  // The families' kind words: the tests' own entries, each broken.
  const kindWords = problemsOf((root) => {
    cpSync(join(projectRoot, "tests/fixtures/content/kind-words"), join(root, "content/kind-words"), { recursive: true });
    const kindWord = (name: string) => `content/kind-words/${name}.json`;
    changeJsonFile(root, kindWord("2026-01-20-101500"), (words) => delete words.en.consent);
    changeJsonFile(root, kindWord("2026-02-03-183000"), (words) => {
      words.en.consent = "yes";
      words.en.month = "January";
    });
    changeJsonFile(root, kindWord("2026-02-10-090000"), (words) => (words.en.consent.words = false));
    changeJsonFile(root, kindWord("2026-03-01-120000"), (words) => delete words.gu.words);
    changeJsonFile(root, kindWord("2026-03-05-200000"), (words) => {
      words.en.consent.photo = false;
      delete words.gu.photoAlt;
    });
    changeJsonFile(root, "content/pages/kind-words.json", (page) => delete page.gu.design);
  });
  problems = [...broken, ...refined, ...noDesigns, ...homeDesigns, ...kindWords];
});

describe("every rule the content check writes", () => {
  test("is found in a content broken in many ways", () => {
    expect(problems.length).toBeGreaterThan(45);
  });

  test("a family's kind words among them: the agreement and its month, the words in their language, a photograph's agreement and description", () => {
    const rules = problems.filter(({ file }) => file.startsWith("content/kind-words/")).map(({ field, rule }) => `${field}: ${rule}`);
    expect(rules.sort()).toEqual(
      [
        "en.consent: is missing: the family's agreement, and its month",
        "en.consent: must be the family's agreement and its month",
        "en.month: must be a month such as 2026-02",
        "en.consent.words: must be yes: a family's words are shown only once they have agreed",
        "gu.words: is missing: it is needed in the language the words were said in",
        "en.consent.photo: must be yes: a photograph is shown only once the people in it have agreed",
        "gu.photoAlt: is missing: a photograph needs its description",
      ].sort(),
    );
  });

  test("is said in Gujarati, with no English word left but the names and numbers it fills in", () => {
    const untranslated = problems.filter(({ rule, field }) => {
      const said = reasonIn("gu", rule, field);
      return said === rule || !gujarati.test(said);
    });
    expect(untranslated.map(({ file, field, rule }) => `${file} ${field}: ${rule}`)).toEqual([]);
  });

  test("is said in the English words of the page, not as the check wrote it", () => {
    const unchanged = problems.filter(({ rule, field }) => reasonIn("en", rule, field) === rule);
    expect(unchanged.map(({ rule }) => rule)).toEqual([]);
  });

  test("keeps its numbers and names in both languages", () => {
    const numbersAndNames = (text: string) => (text.match(/\d+|[\w./-]+\.(?:jpe?g|png|svg|json)|\{\w+\}/gi) ?? []).sort();
    for (const { rule, field } of problems.filter(({ rule }) => !/valid (JSON|YAML)/.test(rule))) {
      for (const language of ["en", "gu"] as const) expect(numbersAndNames(reasonIn(language, rule, field)), `${language}: ${rule}`).toEqual(numbersAndNames(rule));
    }
  });
});

describe("the reasons, as the owner reads them", () => {
  test("a text too long: its limit filled in", () => {
    expect(reasonIn("en", "must be at most 60 characters", "en.title")).toBe("It is too long: at most 60 characters fit.");
    expect(reasonIn("gu", "must be at most 60 characters", "gu.title")).toBe("લખાણ બહુ લાંબું છે: તેમાં વધુમાં વધુ 60 અક્ષર સમાય છે (ગુજરાતીમાં કાના-માત્રા અને ખોડા અક્ષર પણ અલગ ગણાય છે).");
  });

  test("a field missing, or a whole file", () => {
    expect(reasonIn("gu", "is missing", "gu.imageAlt")).toBe("આ માહિતી ખૂટે છે: તે ભરો.");
    expect(reasonIn("gu", "is missing", "")).toBe("આ ફાઇલ મળતી નથી.");
  });

  test("a choice the site does not have: its choices named", () => {
    expect(reasonIn("gu", "must be one of weddings, pooja, entrance, corporate", "en.category")).toBe("તે આમાંથી એક હોવું જોઈએ: weddings, pooja, entrance, corporate.");
  });

  test("a picture that is not there: its file named", () => {
    expect(reasonIn("gu", "names content/pictures/haldi-2026.jpg, which is not there", "en.photo")).toBe("તેમાં content/pictures/haldi-2026.jpg લખેલું છે, પણ એવી કોઈ ફાઇલ નથી.");
  });

  test("a file that is not JSON: the parser's words kept, the sentence in Gujarati", () => {
    expect(reasonIn("gu", "is not valid JSON (Unexpected end of JSON input)", "")).toBe("આ ફાઇલ વાંચી શકાતી નથી: તેનું લખાણ તૂટેલું છે (Unexpected end of JSON input).");
  });

  test("placeholders joined in the page's language", () => {
    expect(reasonIn("gu", "must contain {title} and {url}, where the site puts them", "gu.shareDesign")).toBe("તેમાં {title} અને {url} રાખો: ત્યાં વેબસાઇટ પોતાના શબ્દો મૂકે છે.");
  });

  test("a rule inside a rule: the address's rule said too", () => {
    expect(reasonIn("gu", "the file's name is the design's address, and must be lowercase letters and digits joined by hyphens", "")).toBe(
      "ફાઇલનું નામ એ ડિઝાઇનનું સરનામું છે. તેમાં ફક્ત અંગ્રેજીના નાના અક્ષરો અને આંકડા હોઈ શકે, જે - ચિહ્નથી જોડાયેલા હોય.",
    );
    expect(reasonIn("gu", 'has the same address as design "Haldi Marigold Backdrop"', "")).toBe("તેનું અને ડિઝાઇન “Haldi Marigold Backdrop”નું સરનામું એક જ છે.");
  });

  test("a rule of a shape not yet translated is shown as the check wrote it, in either language", () => {
    const rule = "Too small: expected number to be >=20";
    expect(reasonIn("gu", rule, "en.position")).toBe(rule);
    expect(reasonIn("en", rule, "en.position")).toBe(rule);
  });
});

describe("the entries and fields, as the owner knows them", () => {
  test("every single file's name has its Gujarati", () => {
    for (const { entry } of [...contentFiles, glossaryFile]) {
      const said = entryIn("gu", entry);
      expect(gujarati.test(said) && !latinWord.test(said.replace(/વોટ્સએપ/, "")), `${entry}: ${said}`).toBe(true);
    }
  });

  test("every entry the broken content names is said in Gujarati", () => {
    const unnamed = problems.filter(({ entry }) => !gujarati.test(entryIn("gu", entry)));
    expect(unnamed.map(({ entry }) => entry)).toEqual([]);
  });

  test("a design, service or post by its title, or its file's name", () => {
    expect(entryIn("gu", 'design "Haldi Marigold Backdrop"')).toBe("ડિઝાઇન “Haldi Marigold Backdrop”");
    expect(entryIn("en", 'post "Haldi decoration at home"')).toBe("the post “Haldi decoration at home”");
    expect(entryIn("gu", "service addons")).toBe("સેવા addons");
    expect(entryIn("gu", "something new")).toBe("something new");
  });

  test("a field without its language's prefix, which is said in words; a list's items counted from 1", () => {
    expect(fieldIn("gu", "gu.features.2")).toBe("features › 3 (ગુજરાતી)");
    expect(fieldIn("en", "en.imageAlt")).toBe("imageAlt (English)");
    expect(fieldIn("gu", "cover")).toBe("cover");
    expect(fieldIn("gu", "")).toBe("આખી ફાઇલ");
    expect(fieldIn("gu", "gu")).toBe("બધું ગુજરાતી લખાણ");
  });

  test("a field by its label in the CMS, when the deploy's script found one", () => {
    expect(fieldIn("gu", "gu.imageAlt", "What the picture shows")).toBe("What the picture shows (ગુજરાતી)");
    expect(fieldIn("en", "cover", "Cover photograph")).toBe("Cover photograph");
  });
});
