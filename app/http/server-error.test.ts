import { data } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { isFailure, logServerError, serverErrorPage } from "./server-error";

afterEach(() => vi.restoreAllMocks());

describe("what counts as a failure", () => {
  test("an error thrown by the code", () => {
    expect(isFailure(new TypeError("Cannot read properties of undefined"))).toBe(true);
    expect(isFailure("a thrown string")).toBe(true);
  });

  test("not the answers React Router throws on purpose: responses, redirects, data with a status", () => {
    expect(isFailure(new Response(null, { status: 404 }))).toBe(false);
    expect(isFailure(Response.redirect("https://pushpanjalidecor.in/", 302))).toBe(false);
    expect(isFailure(data({ pathname: "/x" }, { status: 404 }))).toBe(false);
  });
});

describe("the server log", () => {
  test("gets a failure with its stack", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("Rate Limiting service unavailable");
    logServerError(error);
    expect(log).toHaveBeenCalledWith("Server error:", error.stack);
  });

  test("stays quiet for answers", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logServerError(new Response(null, { status: 405 }));
    expect(log).not.toHaveBeenCalled();
  });
});

describe("the last-resort error page", () => {
  test("is a 500 page that names the studio and how to reach it, kept by no cache", async () => {
    const page = await serverErrorPage("en");
    expect(page.status).toBe(500);
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain("<title>Something went wrong | Pushpanjali Decor</title>");
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="https://wa.me/919876543210?text=');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });

  test("needs no script or style, which the policy could block", async () => {
    const html = await (await serverErrorPage("en")).text();
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
  });

  test("speaks the language of the page asked for", async () => {
    const html = await (await serverErrorPage("gu")).text();
    expect(html).toContain('<html lang="gu-IN">');
    expect(html).toContain("<title>કંઈક ખોટું થયું | પુષ્પાંજલિ ડેકોર</title>");
    expect(html).toContain("<h1>પુષ્પાંજલિ ડેકોર</h1>");
    expect(html).not.toContain("Pushpanjali");
    expect(html).toContain('<a href="/gu">મુખ્ય પાના પર જાઓ</a>');
  });

  test("when the page itself cannot be rendered (the SSR environment does not load): a 500 in plain text, with the same words", async () => {
    vi.resetModules();
    vi.doMock("#render-worker-page", () => ({ renderWorkerPage: () => Promise.reject(new Error("SSR environment unavailable")) }));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { serverErrorPage: withoutRenderer } = await import("./server-error");
      const page = await withoutRenderer("gu");
      expect(page.status).toBe(500);
      expect(page.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      const text = await page.text();
      expect(text).toMatch(/^પુષ્પાંજલિ ડેકોર\n/);
      expect(text).toContain("98765 43210");
      expect(text).not.toContain("<");
      expect(log).toHaveBeenCalledWith("Server error:", expect.stringContaining("SSR environment unavailable"));
    } finally {
      vi.doUnmock("#render-worker-page");
      vi.resetModules();
    }
  });
});
