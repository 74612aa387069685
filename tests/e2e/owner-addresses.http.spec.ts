import { expect, requestTest as test } from "./fixtures";

/**
 * Every address has one spelling, and the owner's addresses (`/admin/…`)
 * answer only at theirs, privately (app/http/page-addresses.ts,
 * app/http/owner-answers.ts): no variant of them (`.rsc`, `.data`,
 * `.manifest`, a trailing segment) serves anything else, and nothing the
 * Worker writes under `/admin/` may be kept by a shared cache or indexed.
 * The same with a session: insights.flow.spec.ts and the edge fuzz.
 */

const noRedirect = { maxRedirects: 0 } as const;

test("a suffix React Router reads leads a page's address back to it, never to the page itself", async ({ request }) => {
  for (const [variant, page] of [
    ["/_.data", "/"],
    ["/gu/_.data", "/gu"],
    ["/services.data", "/services"],
    ["/services/.data", "/services"],
    ["/services.manifest", "/services"],
    ["/sitemap.xml.rsc", "/sitemap.xml"],
  ]) {
    const answer = await request.get(variant!, noRedirect);
    expect(answer.status(), variant).toBe(301);
    expect(answer.headers().location, variant).toBe(page);
  }
  expect((await request.get("/no-such-page.manifest", noRedirect)).status()).toBe(404);
  expect((await request.get("/no-such-page.data", noRedirect)).status()).toBe(404);
});

test("the owner's addresses answer only as listed; every answer under /admin/ is private, unindexed, with a policy of its own", async ({ request }) => {
  const answers: [string, number][] = [
    ["/admin/insights", 503],
    ["/admin/gu/insights", 503],
    ["/admin/insights/daily.csv", 403],
    ["/admin/insights/sign-in", 503],
    ["/admin/auth", 302],
    ["/admin/insights.rsc", 301],
    ["/admin/insights.data", 301],
    ["/admin/insights.manifest", 301],
    ["/admin/insights/daily.csv.rsc", 301],
    ["/admin/gu/insights/_.rsc", 301],
    ["/Admin/Insights", 301],
    ["/admin/insights/x", 404],
    ["/admin/insights/daily.csv/x", 404],
    ["/admin/nothing-here", 404],
    ["/admin/insights.payload", 404],
    ["/admin/changes", 503],
    ["/admin/gu/changes", 503],
    ["/admin/changes/sign-in", 503],
    ["/admin/gu/changes.rsc", 301],
    ["/Admin/Changes", 301],
    ["/admin/changes/x", 404],
  ];
  for (const [address, status] of answers) {
    const answer = await request.get(address, noRedirect);
    const headers = answer.headers();
    expect(answer.status(), address).toBe(status);
    expect(headers["cache-control"], address).toBe("private, no-store");
    expect(headers["x-robots-tag"], address).toBe("noindex, nofollow");
    expect(headers["content-security-policy"], address).toMatch(/^default-src 'none';/);
    expect(headers["content-security-policy"], address).not.toContain("nonce-");
    if (status === 301) expect(headers.location, address).toMatch(/^\/admin\/(gu\/)?(insights(\/daily\.csv)?|changes)$/);
  }
});
