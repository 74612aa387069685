import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";

const worker = vi.hoisted(() => ({ env: {} as Record<string, unknown> }));
vi.mock("server-only", () => ({}));
vi.mock("cloudflare:workers", () => worker);

const { flashSecretFrom, MIN_FLASH_SECRET_BYTES, missingFlashSecretLog } = await import("./quote-flash-secret");
const { quoteAction } = await import("./quote-action");
const { submissionContext } = await import("./submission-context");
const { UNAVAILABLE } = await import("./quote-schema");

const longEnough = "k".repeat(MIN_FLASH_SECRET_BYTES);

describe("the flash cookie's secret fails closed", () => {
  test("a production build takes a configured secret of at least 32 bytes", () => {
    expect(flashSecretFrom(longEnough, { development: false })).toBe(longEnough);
    // Bytes, not characters: 11 Gujarati letters are 33 bytes.
    expect(flashSecretFrom("ક".repeat(11), { development: false })).toBe("ક".repeat(11));
  });

  test.each([
    ["missing", undefined],
    ["empty", ""],
    ["one byte short", "k".repeat(MIN_FLASH_SECRET_BYTES - 1)],
    ["not text", 42],
  ])("a production build with a secret %s signs with nothing", (_, configured) => {
    expect(flashSecretFrom(configured, { development: false })).toBeUndefined();
  });

  test("development keeps working with no setup, on a value only it uses", () => {
    const fallback = flashSecretFrom(undefined, { development: true });
    expect(fallback).toBeTypeOf("string");
    expect(flashSecretFrom(longEnough, { development: true })).toBe(longEnough);
  });
});

describe("a production Worker without its secret", () => {
  beforeEach(() => {
    worker.env = {};
    // Vitest runs as a development build; the Worker under test is a production one.
    vi.stubEnv("DEV", false);
    return () => vi.unstubAllEnvs();
  });

  function post(fields: Record<string, string>) {
    const context = new RouterContextProvider();
    let counted = 0;
    context.set(submissionContext, {
      withinRateLimit: async () => (counted++, true),
      isDocumentRequest: true,
      countAccepted: () => {},
    });
    const request = new Request("https://pushpanjalidecor.in/contact", { method: "POST", body: new URLSearchParams(fields) });
    return { answer: quoteAction({ request, context, params: {}, unstable_pattern: "/contact" } as never), counted: () => counted };
  }

  test("refuses the quote with its own clear error, keeps what was typed, sets no cookie, and logs why once", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const typed = { fullName: "Asha Patel", phone: "+91 98765 43210", message: "Mandap for 300 guests" };
    const first = post(typed);
    const answer = (await first.answer) as { init: ResponseInit | null; data: Record<string, any> };
    expect(answer.init?.status).toBe(503);
    expect(answer.data.result.error).toEqual({ "": [UNAVAILABLE] });
    expect(answer.data.result.initialValue).toMatchObject(typed);
    expect(answer.data.unsentQuote).toMatchObject({ fullName: "Asha Patel" });
    expect(new Headers(answer.init?.headers).has("Set-Cookie")).toBe(false);
    expect(first.counted()).toBe(0);
    await post(typed).answer;
    expect(log.mock.calls).toEqual([[missingFlashSecretLog]]);
    log.mockRestore();
  });
});
