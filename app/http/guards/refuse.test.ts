import { describe, expect, test } from "vitest";
import { errorPages } from "~/content/error-pages";
import { refuse } from "./refuse";

const post = (path: string) => new Request(`https://pushpanjalidecor.in${path}`, { method: "POST" });
const message = { en: errorPages.en.refusals.crossSite, gu: errorPages.gu.refusals.crossSite };

describe("refuse", () => {
  test("answers in English to a request for an English page", async () => {
    const response = refuse(post("/contact"), 403, "crossSite");
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Language")).toBe("en-IN");
    expect(await response.text()).toBe(`${message.en}\n`);
  });

  test("answers in Gujarati to a request for a Gujarati page", async () => {
    for (const path of ["/gu", "/gu/contact", "/gu/contact.rsc"]) {
      const response = refuse(post(path), 403, "crossSite");
      expect(response.headers.get("Content-Language"), path).toBe("gu-IN");
      expect(await response.text(), path).toBe(`${message.gu}\n`);
    }
  });

  test("is plain text that no cache keeps, with the headers it is given", () => {
    const response = refuse(post("/gu/contact"), 405, "method", { Allow: "GET, HEAD, POST" });
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
  });
});
