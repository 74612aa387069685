import { describe, expect, test } from "vitest";
import { refuseCrossSite } from "./cross-site-guard";

const post = (headers: Record<string, string>) =>
  new Request("https://pushpanjalidecor.in/contact", { method: "POST", headers });

describe("refuseCrossSite", () => {
  test("the site's own pages may post", () => {
    expect(refuseCrossSite(post({ Origin: "https://pushpanjalidecor.in", "Sec-Fetch-Site": "same-origin" }))).toBeNull();
  });

  test("a request that says nothing about its origin passes", () => {
    expect(refuseCrossSite(post({}))).toBeNull();
    expect(refuseCrossSite(post({ "Sec-Fetch-Site": "none" }))).toBeNull();
  });

  test("another origin is refused with 403", () => {
    for (const origin of ["https://evil.example", "http://pushpanjalidecor.in", "https://www.pushpanjalidecor.in", "null"]) {
      expect(refuseCrossSite(post({ Origin: origin }))?.status, origin).toBe(403);
    }
  });

  test("a browser's cross-site marker is refused even without Origin", () => {
    expect(refuseCrossSite(post({ "Sec-Fetch-Site": "cross-site" }))?.status).toBe(403);
  });

  test("the refusal is plain text", async () => {
    const response = refuseCrossSite(post({ Origin: "https://evil.example" }));
    expect(response?.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response?.text()).toMatch(/only be sent from this website/);
  });
});
