import { mapEmbedOrigin } from "~/lib/outbound-links";

/**
 * The headers every response from the Worker carries: pages, the not-found
 * and error pages, form answers, refusals and the small text routes. Static
 * files get {@link fixedSecurityHeaders} from `public/_headers`, with a
 * policy of their own there; this policy and Cross-Origin-Resource-Policy
 * are the Worker's alone.
 */

/**
 * `'sha256-…'`: how a policy allows one inline script or stylesheet by its
 * bytes (the owner's pages, the CMS's sign-in window), where no nonce is
 * written into them.
 */
export async function cspHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** A fresh, unguessable value for one response's inline scripts: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Where the map frame comes from. Google answers the embed address with a
 * redirect to www.google.com, which the frame must be allowed to follow.
 */
const mapOrigins = [mapEmbedOrigin, "https://www.google.com"];

/**
 * Nothing is allowed unless a directive below names it (`default-src 'none'`),
 * so a kind of request the site has never made (a plugin, a worker, media, a
 * manifest, a prefetch) is refused rather than falling back to this origin.
 * Scripts come from this origin or inline with this response's nonce (the
 * bootstrap, the payload, the import map carrying the modules' integrity
 * hashes); styles likewise (React Router writes an inline style element for
 * critical CSS, empty in production); images from this origin and `data:`
 * (the stylesheet draws small icons as `data:` images); fonts from this
 * origin; `fetch` only to this origin (client navigation's `.rsc` data, the
 * quote form); the only frame is the map. Nothing may frame the site, change
 * its base address, post a form elsewhere or load a plugin.
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'none'",
    // `npm run dev` only: React's development build evaluates code to rebuild
    // server stacks, and Vite injects each stylesheet as an inline style with
    // no nonce (where a nonce is named, browsers ignore 'unsafe-inline').
    development ? `script-src 'self' 'unsafe-eval' 'nonce-${nonce}'` : `script-src 'self' 'nonce-${nonce}'`,
    development ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
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

/**
 * The Worker's answers (pages, their `.rsc` data, the text routes) are for
 * this site's own documents: another site's page cannot load them into itself
 * as an image, a script or a stylesheet, where a side channel could read them
 * (https://fetch.spec.whatwg.org/#cross-origin-resource-policy-header). Static
 * artwork does not carry it, so a shared link's preview or an image search can
 * still show it.
 */
export const crossOriginResourcePolicy = "same-origin";

/**
 * Headers a route may choose for itself, its answers being no page of the
 * site: the CMS's sign-in window (app/admin/github-sign-in.ts) runs one
 * script allowed by its hash, and must stay tied to the CMS window that
 * opened it. Every other response gets the site's.
 */
export const routeChosenHeaders = ["Content-Security-Policy", "Cross-Origin-Opener-Policy"] as const;

/**
 * A copy of `response` with the security headers set, the policy naming
 * `nonce` unless its route chose its own. It carries the status, not the
 * reason phrase: the runtime writes the standard one for the status. (React
 * Router's redirect after a form post keeps the phrase of the 202 it was made
 * from, and would go out as "303 Accepted".)
 */
export function withSecurityHeaders(response: Response, nonce: string, { development = false } = {}): Response {
  const headers = new Headers(response.headers);
  const chosen = routeChosenHeaders.filter((name) => response.headers.has(name));
  for (const [name, value] of Object.entries(fixedSecurityHeaders)) headers.set(name, value);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { development }));
  for (const name of chosen) headers.set(name, response.headers.get(name)!);
  headers.set("Cross-Origin-Resource-Policy", crossOriginResourcePolicy);
  return new Response(response.body, { status: response.status, headers });
}
