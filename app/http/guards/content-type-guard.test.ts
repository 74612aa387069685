import { describe, expect, test } from "vitest";
import { refuseUnsupportedContentType } from "./content-type-guard";

const post = (contentType?: string) =>
  new Request("https://pushpanjalidecor.in/contact", {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
  });

describe("refuseUnsupportedContentType", () => {
  test("the two form encodings pass, with or without parameters, in any case", () => {
    for (const type of [
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded;charset=UTF-8",
      "multipart/form-data; boundary=----x",
      "Multipart/Form-Data; boundary=y",
    ]) {
      expect(refuseUnsupportedContentType(post(type)), type).toBeNull();
    }
  });

  test("anything else is refused with 415", () => {
    for (const type of ["application/json", "text/plain", "text/plain;charset=UTF-8", "application/xml", "text/x-component", "multipart/mixed", "x-www-form-urlencoded"]) {
      expect(refuseUnsupportedContentType(post(type))?.status, type).toBe(415);
    }
  });

  test("so is a body without a content type", () => {
    expect(refuseUnsupportedContentType(post())?.status).toBe(415);
  });
});
