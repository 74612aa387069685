/**
 * Who sent a request, as the limits count senders: the address Cloudflare
 * saw (`CF-Connecting-IP`), and for IPv6 its /64, the block one home, phone
 * or office network gets (any device in it can take any address of it). The
 * quote form's limit (app/quote/quote-rate-limit.ts) and the insights'
 * bounds (app/insights/bounds.ts) count the same senders. A local
 * `wrangler dev` passes the header through when a client sends one (the
 * tests do, so that each has its own allowance); without one, every request
 * is the one local sender.
 */
export const LOCAL_SENDER = "local";

export function senderKey(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  if (!address) return LOCAL_SENDER;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
