import { describe, expect, test } from "vitest";
import { renderAllOnReturn } from "./restored-scroll";

/** Runs the script against a stand-in document opened by a navigation of `type`. */
function runOn(type: string | undefined, { adoptedStyleSheets = true } = {}) {
  const document: { adoptedStyleSheets?: Array<{ rules: string }> } = adoptedStyleSheets ? { adoptedStyleSheets: [] } : {};
  class CSSStyleSheet {
    rules = "";
    replaceSync(rules: string) {
      this.rules = rules;
    }
  }
  const performance = { getEntriesByType: (entryType: string) => (entryType === "navigation" && type ? [{ type }] : []) };
  const script = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(renderAllOnReturn("n0nce"))![1]!;
  new Function("document", "performance", "CSSStyleSheet", script)(document, performance, CSSStyleSheet);
  return document.adoptedStyleSheets;
}

describe("the script that renders every section before a restored scroll", () => {
  test("renders them all on a reload and on Back or Forward", () => {
    for (const type of ["reload", "back_forward"]) {
      expect(runOn(type)).toEqual([{ rules: ".render-later{content-visibility:visible}" }]);
    }
  });

  test("leaves them to render when near the screen on a new visit", () => {
    expect(runOn("navigate")).toEqual([]);
    expect(runOn(undefined)).toEqual([]);
  });

  test("does nothing where a document cannot adopt a stylesheet", () => {
    expect(runOn("reload", { adoptedStyleSheets: false })).toBeUndefined();
  });
});
