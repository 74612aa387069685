import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, requestTest as test } from "./fixtures";
import { formBody, minimalQuote, urlencoded } from "./quote-form";
import { faultyBaseURL, faultyLogFile } from "../playwright.config";

/**
 * What visitors get when something fails. The failures are real ones, staged
 * by running the same build with failing platform bindings (faulty-worker/).
 */

const business = { name: "Pushpanjali Decor", phone: "tel:+919876543210" };
const valid = formBody(minimalQuote);

function serverLog(): string {
  return readFileSync(fileURLToPath(new URL(`../../${faultyLogFile}`, import.meta.url)), "utf8");
}

async function expectServerLogToMention(text: string) {
  await expect.poll(serverLog, { message: `the server log mentions ${text}` }).toContain(text);
}

/** A page that names the studio and offers a way to reach it, and gives nothing away. */
function expectBrandedErrorPage(html: string, internals: string[]) {
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(html).toContain(`<title>Something went wrong | ${business.name}</title>`);
  expect(html).toContain(business.phone);
  expect(html).toContain("https://wa.me/");
  for (const internal of internals) expect(html).not.toContain(internal);
  expect(html).not.toMatch(/\bat [\w$.<>]+ \(/); // no stack frame
}

test("a failure while handling a form: the branded 500 page, logged on the server", async ({ request }) => {
  const response = await request.post(`${faultyBaseURL}/contact`, { headers: urlencoded, data: valid, maxRedirects: 0 });
  expect(response.status()).toBe(500);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const html = await response.text();
  expectBrandedErrorPage(html, ["Rate Limiting service unavailable", "Error:"]);
  // The studio's own page: its header and footer around a heading that says what happened.
  expect(html).toContain('href="#main"');
  expect(html).toMatch(/<header[^>]*>[\s\S]*id="site-header"[\s\S]*<\/header>/);
  expect(html).toMatch(/<footer/);
  expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
  expect(html).toMatch(/<style nonce="[^"]+">\/\*! tailwindcss/);
  await expectServerLogToMention("Server error: Error: Rate Limiting service unavailable");
});

test("a failure before a page is rendered: the plain branded 500 page, logged on the server", async ({ request }) => {
  const response = await request.get(`${faultyBaseURL}/about?without-version-metadata`);
  expect(response.status()).toBe(500);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expectBrandedErrorPage(await response.text(), ["CF_VERSION_METADATA", "TypeError", "reading 'id'"]);
  await expectServerLogToMention("Server error: TypeError");
});

test("the same build with working bindings serves pages", async ({ request }) => {
  const response = await request.get(`${faultyBaseURL}/about`);
  expect(response.status()).toBe(200);
});

test("a form posted to a page that takes none: 405 with the studio's page", async ({ request }) => {
  // `/` without `?index` matches no page's own boundary: the root's answers.
  for (const path of ["/services", "/portfolio", "/about", "/"]) {
    const response = await request.post(path, { headers: urlencoded, data: valid, maxRedirects: 0 });
    expect(response.status(), path).toBe(405);
    const html = await response.text();
    expect(html, path).toContain(`<title>This page does not take form submissions | ${business.name}</title>`);
    expect(html, path).toContain('href="/contact"');
    expect(html, path).toContain(business.phone);
  }
});

test("no error answer is blank", async ({ request }) => {
  const answers = [
    await request.get("/no-such-page"),
    await request.fetch("/", { method: "PUT" }),
    await request.post("/services", { headers: urlencoded, data: valid, maxRedirects: 0 }),
    await request.post("/contact", { headers: { "Content-Type": "application/json" }, data: "{}", maxRedirects: 0 }),
    await request.post(`${faultyBaseURL}/contact`, { headers: urlencoded, data: valid, maxRedirects: 0 }),
  ];
  for (const answer of answers) {
    expect(answer.status(), answer.url()).toBeGreaterThanOrEqual(400);
    expect((await answer.text()).trim().length, answer.url()).toBeGreaterThan(20);
  }
});

test("when the insights' database stalls and fails, pages answer as fast as ever, and the failure is logged once", async ({ request }) => {
  const visitor = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
  for (const path of ["/", "/services", "/gu/about"]) {
    const started = Date.now();
    const response = await request.get(`${faultyBaseURL}${path}`, { headers: visitor });
    await response.body();
    expect(response.status(), path).toBe(200);
    // The failing database keeps each count waiting 3 s (faulty-worker/worker.ts): a page that waited for it would take longer.
    expect(Date.now() - started, `${path} waited for no count`).toBeLessThan(2000);
  }
  const failure = "Insights: a count could not be written (D1 is unavailable)";
  await expectServerLogToMention(failure);
  expect(serverLog().split(failure).length - 1, "logged once").toBe(1);
});
