/**
 * At most 5 quote requests per 60 seconds from one address: the
 * `QUOTE_RATE_LIMITER` binding in wrangler.toml holds the numbers.
 * Cloudflare sets `CF-Connecting-IP` on every request it forwards; a local
 * `wrangler dev` passes the header through when a client sends one (the tests
 * do, so each test has its own allowance) and otherwise all requests share one.
 */
export const LOCAL_CLIENT_KEY = "local";

export function rateLimitKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || LOCAL_CLIENT_KEY;
}

/** True while the client's allowance lasts; each call uses one. */
export async function withinQuoteRateLimit(limiter: RateLimit, request: Request): Promise<boolean> {
  const { success } = await limiter.limit({ key: rateLimitKey(request) });
  return success;
}
