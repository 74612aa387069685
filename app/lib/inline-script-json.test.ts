import { describe, expect, test } from "vitest";
import { inlineScriptJson } from "./inline-script-json";

describe("inlineScriptJson", () => {
  test("a value cannot close the script element or open a comment", () => {
    const json = inlineScriptJson({ name: "</script><script>alert(1)</script><!--", note: "A & B" });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script><!--", note: "A & B" });
  });

  test("keeps line and paragraph separators from breaking older parsers", () => {
    const json = inlineScriptJson({ text: "a\u2028b\u2029c" });
    expect(json).toContain("\\u2028");
    expect(JSON.parse(json).text).toBe("a\u2028b\u2029c");
  });
});
