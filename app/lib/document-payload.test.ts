import { describe, expect, test } from "vitest";
import { documentPayloadPath, pageOfDocumentPayload } from "./document-payload";

describe("document payload addresses", () => {
  test("one per page, beside the page's own path", () => {
    expect(documentPayloadPath("/")).toBe("/_.payload");
    expect(documentPayloadPath("/services")).toBe("/services.payload");
    expect(documentPayloadPath("/gu")).toBe("/gu.payload");
    expect(documentPayloadPath("/gu/portfolio/haldi-marigold-backdrop")).toBe("/gu/portfolio/haldi-marigold-backdrop.payload");
  });

  test("lead back to their page, and nothing else does", () => {
    for (const page of ["/", "/services", "/gu", "/gu/portfolio/haldi-marigold-backdrop"]) {
      expect(pageOfDocumentPayload(documentPayloadPath(page))).toBe(page);
    }
    for (const path of ["/services", "/services.rsc", "/_.rsc", "/.payload", "/payload"]) expect(pageOfDocumentPayload(path)).toBeUndefined();
  });
});
