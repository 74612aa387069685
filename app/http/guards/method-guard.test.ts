import { describe, expect, test } from "vitest";
import { refuseUnusedMethod } from "./method-guard";

describe("refuseUnusedMethod", () => {
  test("a form post passes", () => {
    expect(refuseUnusedMethod(new Request("https://x.in/contact", { method: "POST" }))).toBeNull();
  });

  test("every other method with a body is refused with 405 and the allowed list", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = refuseUnusedMethod(new Request("https://x.in/contact", { method }));
      expect(response?.status, method).toBe(405);
      expect(response?.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  });
});
