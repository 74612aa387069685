import { join } from "node:path";
import { expect, test } from "vitest";
import { cmsLabels, labelIn } from "./cms-labels.ts";

/** The CMS's own labels (public/admin/config.yml) for the fields the content check names. */
const label = cmsLabels(join(import.meta.dirname, ".."));

test("a field of a file among a collection's files, down its objects", () => {
  expect(label("content/business.json", "en.phones.alternate.e164")).toBe("Phone numbers › Second phone › For dialling");
  expect(label("content/business.json", "en.position")).toBe("Position on the map");
});

test("a field of a folder's entry, in either language, and a list's item by its number from 1", () => {
  expect(label("content/designs/haldi-marigold-backdrop.json", "gu.imageAlt")).toBe("What the picture shows");
  expect(label("content/services/pooja.json", "gu.features.2")).toBe("Features › 3");
  expect(label("content/business.json", "en.social.0.network")).toBe("Social profiles › 1 › Network");
  expect(label("content/journal/gu/haldi-decoration-at-home.md", "cover")).toBe("Cover photograph");
  // A problem of the whole folder (more designs on the home page than it shows) names its entries' field.
  expect(label("content/designs/", "en.onHomePage")).toBe("Show on the home page");
});

test("nothing where the CMS has no such field or file: the page then names the field as the file does", () => {
  expect(label("content/designs/haldi-marigold-backdrop.json", "gu.nothing")).toBeUndefined();
  expect(label("content/nowhere.json", "en.title")).toBeUndefined();
  expect(label("content/business.json", "")).toBeUndefined();
  expect(cmsLabels("/nowhere")("content/business.json", "en.email")).toBeUndefined();
  expect(labelIn([{ name: "title" }], ["title"])).toBeUndefined();
});
