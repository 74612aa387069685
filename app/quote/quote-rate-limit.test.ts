import { describe, expect, test } from "vitest";
import { withinQuoteRateLimit } from "./quote-rate-limit";

const post = (headers: Record<string, string> = {}) =>
  new Request("https://pushpanjalidecor.in/contact", { method: "POST", headers });

/** Behaves like the binding's `simple = { limit = 5, period = 60 }` within one period. */
function fakeLimiter(limit = 5) {
  const used = new Map<string, number>();
  const keys: string[] = [];
  const limiter = {
    async limit({ key }: { key: string }) {
      keys.push(key);
      const count = (used.get(key) ?? 0) + 1;
      used.set(key, count);
      return { success: count <= limit };
    },
  } as RateLimit;
  return { limiter, keys };
}

describe("withinQuoteRateLimit", () => {
  test("five requests pass, the sixth from the same address does not", async () => {
    const { limiter } = fakeLimiter();
    const request = post({ "CF-Connecting-IP": "203.0.113.7" });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await withinQuoteRateLimit(limiter, request));
    expect(answers).toEqual([true, true, true, true, true, false]);
    expect(await withinQuoteRateLimit(limiter, post({ "CF-Connecting-IP": "203.0.113.8" }))).toBe(true);
  });

  test("asks the binding with the sender's key: an IPv4 address, or an IPv6 /64", async () => {
    const { limiter, keys } = fakeLimiter();
    await withinQuoteRateLimit(limiter, post({ "CF-Connecting-IP": "198.51.100.1" }));
    await withinQuoteRateLimit(limiter, post({ "CF-Connecting-IP": "2001:db8:5:6::1" }));
    expect(keys).toEqual(["198.51.100.1", "2001:db8:5:6::/64"]);
  });

  test("one IPv6 /64 shares one allowance, whichever of its addresses it sends from", async () => {
    const { limiter } = fakeLimiter();
    const answers = [];
    for (let i = 1; i <= 6; i += 1) answers.push(await withinQuoteRateLimit(limiter, post({ "CF-Connecting-IP": `2001:db8:5:6::${i}` })));
    expect(answers).toEqual([true, true, true, true, true, false]);
  });
});
