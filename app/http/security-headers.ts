import { buildMapEmbedUrl } from "~/lib/outbound-links";

/**
 * The headers every response from the Worker carries: pages, the not-found
 * and error pages, form answers, refusals and the small text routes. Static
 * files get the same non-CSP headers from `public/_headers`.
 */

/** A fresh, unguessable value for one response's inline scripts: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Where the map frame comes from. Google answers the embed address with a
 * redirect to www.google.com, which the frame must be allowed to follow.
 */
const mapOrigins = [new URL(buildMapEmbedUrl()).origin, "https://www.google.com"];

/**
 * Scripts and styles come only from this origin or inline with this
 * response's nonce (React Router writes an inline style element for critical
 * CSS, empty in production); fonts and images come from this origin (the
 * stylesheet draws small icons as `data:` images); the only frame is the map;
 * nothing may frame the site, change its base address or post a form
 * elsewhere.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${[...new Set(mapOrigins)].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers that do not depend on the response. */
export const fixedSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** A copy of `response` with the security headers set, the policy naming `nonce`. */
export function withSecurityHeaders(response: Response, nonce: string): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(fixedSecurityHeaders)) headers.set(name, value);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
