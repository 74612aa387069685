import { senderKey } from "~/http/sender";

/**
 * At most 5 quote requests per 60 seconds from one sender (an IPv4 address,
 * or an IPv6 /64: app/http/sender.ts): the `QUOTE_RATE_LIMITER` binding in
 * wrangler.toml holds the numbers.
 */

/** True while the sender's allowance lasts; each call uses one. */
export async function withinQuoteRateLimit(limiter: RateLimit, request: Request): Promise<boolean> {
  const { success } = await limiter.limit({ key: senderKey(request) });
  return success;
}
