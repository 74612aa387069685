import { expect, pages, requestTest as test } from "./fixtures";

/**
 * The speculation rules that let Chromium prerender the next page
 * (app/http/speculation-rules.ts, public/speculation-rules.json): named by
 * every page's answer, never for a visitor who saves data, whether the page
 * was rendered or came from the cache.
 */

test("every page names the speculation rules, rendered and from the cache, unless the visitor saves data", async ({ request }) => {
  for (const { path } of pages) {
    for (const attempt of ["first", "second"]) {
      const response = await request.get(path);
      expect(response.headers()["speculation-rules"], `${path} ${attempt}`).toBe('"/speculation-rules.json"');
      expect(response.headers()["vary"], `${path} ${attempt}`).toContain("Save-Data");
      const saving = await request.get(path, { headers: { "Save-Data": "on" } });
      expect(saving.status(), `${path} ${attempt}`).toBe(200);
      expect(saving.headers()["speculation-rules"], `${path} ${attempt}, Save-Data`).toBeUndefined();
      expect(saving.headers()["vary"], `${path} ${attempt}, Save-Data`).toContain("Save-Data");
    }
  }
  // A page's payload is fetched by the app, never opened as a document.
  expect((await request.get("/services.rsc")).headers()["speculation-rules"]).toBeUndefined();
});

test("the rules are served as speculation rules, and the pages never mark a link as the app's", async ({ request }) => {
  const rules = await request.get("/speculation-rules.json");
  expect(rules.status()).toBe(200);
  // Chromium applies an external rule set only with this media type.
  expect(rules.headers()["content-type"]).toBe("application/speculationrules+json");
  const { prerender } = (await rules.json()) as { prerender: { eagerness: string }[] };
  expect(prerender.map((rule) => rule.eagerness)).toEqual(["moderate"]);
  // The app marks the links it follows once it runs (app/components/page-link.tsx); before that every link is the browser's.
  for (const { path } of pages) expect(await (await request.get(path)).text(), path).not.toContain("data-app-navigates");
});
