import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { payloadPath, publicPagePaths, resourcePaths } from "./page-addresses";
import { savesData, speculationRulesPath, withSpeculationRules } from "./speculation-rules";

const origin = "https://pushpanjalidecor.in";

/** The rule set as served (public/speculation-rules.json). */
const ruleSet = JSON.parse(readFileSync(new URL(`../../public${speculationRulesPath}`, import.meta.url), "utf8")) as {
  prerender: { where: { and: [{ href_matches: string[] }, { not: { selector_matches: string } }] }; eagerness: string }[];
};

/** Whether the rule set's address patterns take `path` (relative patterns resolve against the rule file's own address). */
function matched(path: string): boolean {
  const [{ where }] = ruleSet.prerender as [(typeof ruleSet.prerender)[number]];
  const patterns = where.and[0].href_matches.map((pattern) => new URLPattern(pattern, `${origin}${speculationRulesPath}`));
  return patterns.some((pattern) => pattern.test(new URL(path, origin)));
}

describe("the speculation rules", () => {
  test("prerender one page per intent: a link held under the pointer or pressed", () => {
    expect(Object.keys(ruleSet)).toEqual(["prerender"]);
    expect(ruleSet.prerender).toHaveLength(1);
    expect(ruleSet.prerender[0]!.eagerness).toBe("moderate");
  });

  test("take every public page, in both languages, with a query or a fragment", () => {
    for (const path of publicPagePaths) expect(matched(path), path).toBe(true);
    expect(matched("/portfolio?category=weddings")).toBe(true);
    expect(matched("/gu/services#wedding")).toBe(true);
  });

  test("take nothing else: not the payloads, the text routes, the CMS, a missing page or another site", () => {
    for (const path of [...publicPagePaths.map(payloadPath), ...resourcePaths, "/admin/", "/privacy", "/gu/terms", "/images/logo.svg"]) {
      expect(matched(path), path).toBe(false);
    }
    expect(matched("https://wa.me/919876543210")).toBe(false);
  });

  test("leave alone the links the app follows, and the current page's", () => {
    expect(ruleSet.prerender[0]!.where.and[1].not.selector_matches).toBe("[data-app-navigates], [aria-current]");
  });
});

describe("the Speculation-Rules header", () => {
  const page = () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Encoding" } });
  const visit = (headers: HeadersInit = {}) => new Request(`${origin}/services`, { headers });

  test("names the rules on a page, and says the answer depends on Save-Data", () => {
    const response = withSpeculationRules(visit(), page());
    expect(response.headers.get("Speculation-Rules")).toBe('"/speculation-rules.json"');
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Save-Data");
  });

  test("is left out for a visitor who saves data", () => {
    for (const value of ["on", "On", " on "]) {
      const response = withSpeculationRules(visit({ "Save-Data": value }), page());
      expect(response.headers.has("Speculation-Rules"), value).toBe(false);
      expect(response.headers.get("Vary")).toBe("Accept-Encoding, Save-Data");
    }
    expect(savesData(visit({ "Save-Data": "off" }))).toBe(false);
    expect(savesData(visit())).toBe(false);
  });

  test("is only for documents: a payload, a text route or a picture is answered as it was", () => {
    const payload = new Response("0:{}", { headers: { "Content-Type": "text/x-component" } });
    expect(withSpeculationRules(visit(), payload)).toBe(payload);
    const text = new Response("User-agent: *", { headers: { "Content-Type": "text/plain" } });
    expect(withSpeculationRules(visit(), text)).toBe(text);
  });

  test("is left out of an answer that chose its own policy: the CMS's sign-in window, no page of the site", () => {
    const signIn = new Response("<!doctype html><script>…</script>", {
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'" },
    });
    expect(withSpeculationRules(visit(), signIn)).toBe(signIn);
  });

  test("keeps the status and the body", async () => {
    const response = withSpeculationRules(visit(), new Response("<p>gone</p>", { status: 404, headers: { "Content-Type": "text/html" } }));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<p>gone</p>");
  });
});
