import { describe, expect, test } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  crossOriginResourcePolicy,
  fixedSecurityHeaders,
  withSecurityHeaders,
} from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("the nonce", () => {
  test("is 128 random bits, base64, and never repeats", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("the content security policy", () => {
  const policy = directives(contentSecurityPolicy("abc123"));

  test("runs scripts from this origin and inline ones with the nonce, never unsafe ones", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(contentSecurityPolicy("abc123")).not.toMatch(/unsafe-(inline|eval)/);
  });

  test("allows nothing it does not name", () => {
    expect(policy.get("default-src")).toEqual(["'none'"]);
  });

  test("names each kind of request the site makes, and no other", () => {
    const fetchDirectives = [...policy.keys()].filter((name) => name.endsWith("-src") && name !== "default-src");
    expect(fetchDirectives.sort()).toEqual(["connect-src", "font-src", "frame-src", "img-src", "object-src", "script-src", "style-src"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  test("locks down objects, the base address, form targets and framing", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  test("allows frames from the map's origins only", () => {
    expect(policy.get("frame-src")).toEqual(["https://maps.google.com", "https://www.google.com"]);
  });

  test("under `npm run dev` only, lets React's development build evaluate code and Vite inject styles", () => {
    const development = directives(contentSecurityPolicy("abc123", { development: true }));
    expect(development.get("script-src")).toEqual(["'self'", "'unsafe-eval'", "'nonce-abc123'"]);
    expect(development.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    for (const name of ["default-src", "connect-src", "img-src", "font-src", "frame-src", "frame-ancestors"]) {
      expect(development.get(name), name).toEqual(policy.get(name));
    }
  });

  test("takes styles from this origin or inline with the nonce, fonts and images from this origin", () => {
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  });
});

describe("a response with the headers", () => {
  test("carries every header, keeps its own, and names the nonce in its policy", async () => {
    const original = new Response("<p>Fresh flowers</p>", {
      status: 404,
      statusText: "Not Found",
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
    });
    const secured = withSecurityHeaders(original, "n0nce");
    expect(secured.status).toBe(404);
    expect(secured.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(secured.headers.get("Cache-Control")).toBe("private, no-store");
    expect(secured.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(secured.headers.get("Cross-Origin-Resource-Policy")).toBe(crossOriginResourcePolicy);
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) expect(secured.headers.get(name)).toBe(value);
    expect(await secured.text()).toBe("<p>Fresh flowers</p>");
  });

  test("keeps the policy and the opener policy its route chose, and sets every other header", () => {
    const policy = "default-src 'none'; script-src 'sha256-abc='";
    const chosen = new Response("signed in", {
      headers: { "Content-Security-Policy": policy, "Cross-Origin-Opener-Policy": "unsafe-none", "Referrer-Policy": "unsafe-url" },
    });
    const secured = withSecurityHeaders(chosen, "n0nce");
    expect(secured.headers.get("Content-Security-Policy")).toBe(policy);
    expect(secured.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    expect(secured.headers.get("Referrer-Policy")).toBe(fixedSecurityHeaders["Referrer-Policy"]);
    expect(secured.headers.get("Cross-Origin-Resource-Policy")).toBe(crossOriginResourcePolicy);
  });

  test("HSTS lasts two years, subdomains included; the other headers are the strict ones", () => {
    expect(fixedSecurityHeaders["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(fixedSecurityHeaders["X-Content-Type-Options"]).toBe("nosniff");
    expect(fixedSecurityHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(fixedSecurityHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(fixedSecurityHeaders["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(crossOriginResourcePolicy).toBe("same-origin");
  });
});
