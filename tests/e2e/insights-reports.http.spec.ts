import { request as httpRequest } from "node:http";
import { expect, test, waitForRateLimitWindow } from "./fixtures";

/**
 * The addresses browsers report taps and shown pages to, for the owner's
 * insights (app/insights/reports.ts): what they take, and the clear answer
 * to anything else. What is counted is checked end to end in
 * insights.flow.spec.ts.
 */

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** A report as Chromium sends a ping from the services page. */
const ping = (baseURL: string, extra: Record<string, string> = {}) => ({
  "User-Agent": chrome,
  "Content-Type": "text/ping",
  "Sec-Fetch-Site": "same-origin",
  "Ping-From": `${baseURL}/services`,
  ...extra,
});

test("a ping or a beacon from one of the site's pages is taken, with nothing to read back", async ({ request, baseURL }) => {
  const tap = await request.post("/insights/tap?kind=whatsapp&service=wedding", { headers: ping(baseURL!), data: "PING" });
  expect(tap.status()).toBe(204);
  expect(tap.headers()["cache-control"]).toBe("no-store");
  const view = await request.post("/insights/view", { headers: { "User-Agent": chrome, "Sec-Fetch-Site": "same-origin", Referer: `${baseURL}/gu/about` } });
  expect(view.status()).toBe(204);
  const fromPost = ping(baseURL!, { "Ping-From": `${baseURL}/gu/journal/haldi-decoration-at-home` });
  expect((await request.post("/insights/tap?kind=share", { headers: fromPost, data: "PING" })).status(), "a share from a journal post").toBe(204);
});

test("a report the site's pages do not send gets 4xx and a sentence, and counts nothing", async ({ request, baseURL }) => {
  const refusals: [string, Promise<Awaited<ReturnType<typeof request.post>>>, number][] = [
    ["read, not sent", request.get("/insights/tap?kind=call", { headers: ping(baseURL!) }), 405],
    ["from another site", request.post("/insights/tap?kind=call", { headers: ping(baseURL!, { "Sec-Fetch-Site": "cross-site" }), data: "PING" }), 403],
    ["a kind the site has not", request.post("/insights/tap?kind=view", { headers: ping(baseURL!), data: "PING" }), 400],
    ["a design the site has not", request.post("/insights/tap?kind=similar&design=nothing-like-it", { headers: ping(baseURL!), data: "PING" }), 400],
    ["from no page of the site", request.post("/insights/tap?kind=call", { headers: ping(baseURL!, { "Ping-From": "https://elsewhere.example/services" }), data: "PING" }), 400],
    ["from the not-found page", request.post("/insights/view", { headers: { "User-Agent": chrome, Referer: `${baseURL}/no-such-page` } }), 400],
    ["from a post the journal has not", request.post("/insights/tap?kind=share", { headers: ping(baseURL!, { "Ping-From": `${baseURL}/journal/no-such-post` }), data: "PING" }), 400],
    ["with a body no report has", request.post("/insights/tap?kind=call", { headers: ping(baseURL!), data: "x".repeat(100) }), 413],
  ];
  for (const [what, answer, status] of refusals) {
    const response = await answer;
    expect(response.status(), what).toBe(status);
    expect(response.headers()["content-type"], what).toBe("text/plain; charset=utf-8");
    expect((await response.text()).trim().length, what).toBeGreaterThan(20);
  }
});

test("one address may report 60 times a minute; then 429, for a minute", async ({ request, baseURL }) => {
  await waitForRateLimitWindow(20_000);
  const headers = ping(baseURL!, { "CF-Connecting-IP": "2001:db8:ffff::60" });
  const statuses: number[] = [];
  for (let report = 0; report < 61; report += 1) {
    statuses.push((await request.post("/insights/tap?kind=email", { headers, data: "PING" })).status());
  }
  expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
  const refused = await request.post("/insights/tap?kind=email", { headers, data: "PING" });
  expect(refused.status()).toBe(429);
  expect(refused.headers()["retry-after"]).toBe("60");
});

test("a report's body is measured by the bytes read: a chunked one past 64 bytes is refused with 413", async ({ baseURL }) => {
  // 512 KiB in 1 KiB chunks, with no Content-Length to go by.
  const status = await new Promise<number>((resolve, reject) => {
    const sent = httpRequest(`${baseURL}/insights/tap?kind=call`, { method: "POST", headers: ping(baseURL!, { "CF-Connecting-IP": "2001:db8:ffff:413::1" }) }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    sent.on("error", reject);
    for (let chunk = 0; chunk < 512; chunk += 1) sent.write("x".repeat(1024));
    sent.end();
  });
  expect(status).toBe(413);
});
