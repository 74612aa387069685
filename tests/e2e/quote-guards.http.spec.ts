import { request as httpRequest } from "node:http";
import { expect, requestTest as test, testClientAddress, waitForRateLimitWindow } from "./fixtures";
import { baseURL } from "../playwright.config";
import errorPages from "../../content/pages/errors.json" with { type: "json" };
import { flashCookieOf, formBody, markupOf, minimalQuote, QUOTE_FLASH_COOKIE, sendWithoutJavaScript, urlencoded, withoutScripts } from "./quote-form";

/** What the request guards (app/entry.rsc.ts) and the quote action answer, over plain HTTP. */

/** Sends a body in chunks, without a Content-Length. */
function postChunked(path: string, chunks: string[], headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${baseURL}${path}`, { method: "POST", headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

test.describe("413: bodies over 16 KiB", () => {
  test("a declared length over the limit", async ({ request }) => {
    const response = await request.post("/contact", { headers: urlencoded, data: `message=${"a".repeat(17 * 1024)}` });
    expect(response.status()).toBe(413);
    expect(await response.text()).toBe(`${errorPages.en.refusals.tooLarge}\n`);
  });

  test("a chunked body that grows past the limit", async ({}, testInfo) => {
    const chunks = Array.from({ length: 40 }, (_, i) => (i === 0 ? "message=" : "a".repeat(1024)));
    const response = await postChunked("/contact", chunks, {
      ...urlencoded,
      "CF-Connecting-IP": testClientAddress(testInfo),
    });
    expect(response.status).toBe(413);
  });

  test("a chunked body within the limit is read", async ({}, testInfo) => {
    const response = await postChunked("/contact", ["fullName=&phone=", "&venue=Town%20Hall"], {
      ...urlencoded,
      "CF-Connecting-IP": testClientAddress(testInfo),
    });
    expect(response.status).toBe(400);
    expect(withoutScripts(response.body)).toContain("Full name is required");
  });

  test("just under the limit is not refused for its size", async ({ request }) => {
    const data = formBody({ fullName: "", message: "a".repeat(16 * 1024 - 30) });
    expect(data.length).toBeLessThanOrEqual(16 * 1024);
    const response = await request.post("/contact", { headers: urlencoded, data });
    expect(response.status()).toBe(400);
    expect(await markupOf(response)).toContain("Message must be at most 1000 characters");
  });
});

test.describe("415: content types other than a form's", () => {
  for (const contentType of ["application/json", "text/plain", "text/plain;charset=UTF-8", "application/xml"]) {
    test(contentType, async ({ request }) => {
      const response = await request.post("/contact", {
        headers: { "Content-Type": contentType },
        data: contentType.includes("json") ? JSON.stringify(minimalQuote) : formBody(minimalQuote),
      });
      expect(response.status()).toBe(415);
    });
  }

  test("a body without a content type", async ({ request }) => {
    expect((await request.fetch("/contact", { method: "POST" })).status()).toBe(415);
  });

  test("a multipart form is read", async ({ request }) => {
    const response = await request.post("/contact", { multipart: { ...minimalQuote, fullName: "" } });
    expect(response.status()).toBe(400);
    expect(await markupOf(response)).toContain("Full name is required");
  });
});

test.describe("403: posts from another site", () => {
  test("a foreign Origin", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: { ...urlencoded, Origin: "https://evil.example" },
      data: formBody(minimalQuote),
    });
    expect(response.status()).toBe(403);
  });

  test("a browser's cross-site marker", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: { ...urlencoded, "Sec-Fetch-Site": "cross-site" },
      data: formBody(minimalQuote),
    });
    expect(response.status()).toBe(403);
  });

  test("the site's own origin passes", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: { ...urlencoded, Origin: baseURL, "Sec-Fetch-Site": "same-origin" },
      data: formBody({ fullName: "" }),
    });
    expect(response.status()).toBe(400);
  });
});

test.describe("429: at most five quote requests a minute per address", () => {
  test("the sixth is refused with the page, a message and what was typed", async ({ request }, testInfo) => {
    await waitForRateLimitWindow(10_000);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await request.post("/contact", { headers: urlencoded, data: formBody({ fullName: "" }) })).status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);

    const started = Date.now();
    const refused = await request.post("/contact", { headers: urlencoded, data: formBody({ ...minimalQuote, venue: "Sixth Hall" }) });
    expect(refused.status()).toBe(429);
    expect(Date.now() - started).toBeLessThan(1000);
    const page = await markupOf(refused);
    expect(page).toContain("wait a minute and try again");
    expect(page).toContain('value="Sixth Hall"');

    // Home shares the allowance; another address has its own; pages still load.
    expect((await request.post("/?index", { headers: urlencoded, data: formBody(minimalQuote) })).status()).toBe(429);
    expect((await request.post("/contact.rsc", { headers: urlencoded, data: formBody(minimalQuote) })).status()).toBe(429);
    const elsewhere = await request.post("/contact", {
      headers: { ...urlencoded, "CF-Connecting-IP": testClientAddress(testInfo, "another visitor") },
      data: formBody({ fullName: "" }),
    });
    expect(elsewhere.status()).toBe(400);
    expect((await request.get("/contact")).status()).toBe(200);
  });

  test("an IPv6 /64 is one sender, whichever of its addresses each request comes from", async ({ request }, testInfo) => {
    await waitForRateLimitWindow(10_000);
    // Six addresses of one /64, as a phone or a home network may use in turn.
    const network = testClientAddress(testInfo).split(":").slice(0, 4).join(":");
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const headers = { ...urlencoded, "CF-Connecting-IP": `${network}:0:0:0:${i.toString(16)}` };
      statuses.push((await request.post("/contact", { headers, data: formBody({ fullName: "" }) })).status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  test("only quote requests count", async ({ request }) => {
    for (let i = 0; i < 6; i += 1) {
      expect((await request.post("/services", { headers: urlencoded, data: formBody(minimalQuote) })).status()).toBe(405);
      expect((await request.post("/contact", { headers: { "Content-Type": "application/json" }, data: "{}" })).status()).toBe(415);
    }
    expect((await request.post("/contact", { headers: urlencoded, data: formBody({ fullName: "" }) })).status()).toBe(400);
  });
});

test.describe("the honeypot", () => {
  test("filled in, the request is answered as sent, after the same wait, with nothing to hand off", async ({ request }) => {
    const started = Date.now();
    const { response, cookie } = await sendWithoutJavaScript(request, "/contact", { ...minimalQuote, website: "https://spam.example" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(response.headers().location).toBe("/contact#quote-sent");

    const page = await markupOf(await request.get("/contact", { headers: { Cookie: cookie } }));
    expect(page).toContain("Thank you!");
    expect(page).not.toContain("Send these details on WhatsApp");
  });

  test("filled in, even an invalid request looks sent", async ({ request }) => {
    await sendWithoutJavaScript(request, "/contact", { website: "x" });
  });

  test("empty, a person's request goes through with its details", async ({ request }) => {
    const { cookie } = await sendWithoutJavaScript(request, "/contact", { ...minimalQuote, website: "" });
    const page = await (await request.get("/contact", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Send these details on WhatsApp");
    expect(page).toContain(encodeURIComponent("Name: Asha Patel"));
    expect(page).not.toContain(encodeURIComponent(minimalQuote.phone));
  });
});

test.describe("a request sent without JavaScript", () => {
  const typed = { ...minimalQuote, venue: "Rajpath Club", message: "Marigold mandap, ગલગોટા" };

  test("is answered with a redirect to the same page that names none of the details (Post/Redirect/Get)", async ({ request }) => {
    const { response } = await sendWithoutJavaScript(request, "/?index", typed);
    const location = response.headers().location ?? "";
    expect(location).toBe("/#quote-sent");
    for (const value of Object.values(typed)) expect(decodeURIComponent(location)).not.toContain(value);
  });

  test("the details follow in a signed cookie for this site alone, out of reach of scripts, for a minute", async ({ request }) => {
    const { response } = await sendWithoutJavaScript(request, "/contact", { ...typed, email: "asha@example.in" });
    const { pair, attributes } = flashCookieOf(response);
    expect(pair.startsWith(`${QUOTE_FLASH_COOKIE}=`)).toBe(true);
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]));
    const maxAge = Number(attributes.find((attribute) => attribute.startsWith("Max-Age="))?.slice("Max-Age=".length));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    // Only what the hand-off needs: never the phone number or email.
    const [value] = pair.slice(`${QUOTE_FLASH_COOKIE}=`.length).split(".");
    const { quote } = JSON.parse(Buffer.from(value!, "base64").toString("utf8"));
    expect(quote).toMatchObject({ fullName: typed.fullName, venue: typed.venue, message: typed.message });
    expect(Object.keys(quote)).not.toContain("phone");
    expect(Object.keys(quote)).not.toContain("email");
  });

  test("the page after it thanks the visitor once, privately, and clears the cookie", async ({ request }) => {
    const { cookie } = await sendWithoutJavaScript(request, "/?index", typed);
    const thanks = await request.get("/", { headers: { Cookie: cookie } });
    expect(thanks.status()).toBe(200);
    expect(thanks.headers()["cache-control"]).toBe("private, no-store");
    const cleared = flashCookieOf(thanks);
    expect(cleared.pair).toBe(`${QUOTE_FLASH_COOKIE}=`);
    expect(cleared.attributes).toContain("Max-Age=0");
    const page = await markupOf(thanks);
    expect(page).toContain("Thank you!");
    expect(page).toContain(encodeURIComponent("Venue: Rajpath Club"));

    // The client's cookie jar has applied the clearing: this is a reload.
    const reload = await request.get("/");
    expect(await markupOf(reload)).not.toContain("Thank you!");
    expect(reload.headers()["cache-control"]).toBe("public, max-age=300, s-maxage=86400, stale-while-revalidate=86400");
  });

  test("a cookie the site did not sign shows nothing, is cleared, and fails nothing", async ({ request }) => {
    const { cookie } = await sendWithoutJavaScript(request, "/contact", typed);
    const [value, signature] = cookie.slice(`${QUOTE_FLASH_COOKIE}=`.length).split(".");
    const forged = btoa(JSON.stringify({ quote: { fullName: "Someone Else", preferredContact: "whatsapp" } }));
    for (const tampered of [`${value}x.${signature}`, `${forged}.${signature}`, forged, "%E0%A4", ""]) {
      const response = await request.get("/contact", { headers: { Cookie: `${QUOTE_FLASH_COOKIE}=${tampered}` } });
      expect(response.status(), tampered).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(flashCookieOf(response).attributes).toContain("Max-Age=0");
      const page = await markupOf(response);
      expect(page, tampered).not.toContain("Thank you!");
      expect(page).not.toContain("Someone Else");
    }
  });
});

test.describe("odd requests never cause a 5xx", () => {
  const cases: [string, { method?: string; path?: string; headers?: Record<string, string>; data?: string }][] = [
    ["a call to a server function the site does not have", { headers: { ...urlencoded, "rsc-action-id": "abc" }, data: "x=1" }],
    ["a form field naming a server function", { headers: urlencoded, data: "$ACTION_ID_abc=1" }],
    ["multipart without a boundary", { headers: { "Content-Type": "multipart/form-data" }, data: "fullName=x" }],
    ["a field sent twice", { headers: urlencoded, data: "fullName=A&fullName=B&phone=1" }],
    ["Conform's reserved names and paths", { headers: urlencoded, data: "__intent__={&__state__=x&a[-1]=1&__proto__[x]=1&fullName.x=1" }],
    ["broken percent-encoding", { headers: urlencoded, data: "fullName=%E0%A4&phone=%&venue=%zz" }],
    ["a post to a page without an action", { path: "/services", headers: urlencoded, data: formBody(minimalQuote) }],
    ["a post to an unknown page", { path: "/no-such-page", headers: urlencoded, data: formBody(minimalQuote) }],
    ["a post to the contact card", { path: "/pushpanjali-decor-contact.vcf", headers: urlencoded, data: formBody(minimalQuote) }],
  ];
  for (const [name, { method = "POST", path = "/contact", headers = {}, data }] of cases) {
    test(name, async ({ request }) => {
      const response = await request.fetch(path, { method, headers, data, maxRedirects: 0 });
      expect(response.status(), await response.text()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(500);
    });
  }

  test("Gujarati, emoji and markup in every field", async ({ request }) => {
    const fields = ["fullName", "phone", "email", "eventType", "eventDate", "guestCount", "budget", "venue", "message", "preferredContact"];
    const text = 'ગલગોટા 🌼🙏🏽 <script>alert(1)</script><img src=x onerror=alert(1)>';
    const response = await request.post("/contact", {
      headers: urlencoded,
      data: formBody(Object.fromEntries(fields.map((field) => [field, text]))),
    });
    expect(response.status()).toBe(400);
    const page = await response.text();
    expect(page).toContain("value=\"ગલગોટા 🌼🙏🏽 &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;\"");
    expect(page).not.toContain("<script>alert(1)</script>");
  });
});

test("methods other than GET, HEAD and POST are refused with 405", async ({ request }) => {
  for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
    const response = await request.fetch("/contact", { method, headers: urlencoded, data: formBody(minimalQuote) });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST");
  }
});

test("GET and HEAD are untouched by the guards", async ({ request }) => {
  const headers = { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
  expect((await request.get("/contact", { headers })).status()).toBe(200);
  expect((await request.head("/", { headers })).status()).toBe(200);
});

test.describe("in Gujarati", () => {
  test("a form refused on /gu/contact is shown again with its errors in Gujarati and what was typed", async ({ request }) => {
    const response = await request.post("/gu/contact", { headers: urlencoded, data: formBody({ fullName: "", venue: "ટાઉન હૉલ" }) });
    expect(response.status()).toBe(400);
    const page = await markupOf(response);
    expect(page).toContain('lang="gu-IN"');
    expect(page).toContain("પૂરું નામ લખવું જરૂરી છે");
    expect(page).toContain("ફોન નંબર લખવો જરૂરી છે");
    expect(page).not.toContain("Full name is required");
    expect(page).toContain('value="ટાઉન હૉલ"');
  });

  test("the guards answer a Gujarati page's form in Gujarati", async ({ request }) => {
    const crossSite = await request.post("/gu/contact", { headers: { ...urlencoded, Origin: "https://evil.example" }, data: formBody(minimalQuote) });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()["content-language"]).toBe("gu-IN");
    expect(await crossSite.text()).toBe(`${errorPages.gu.refusals.crossSite}\n`);

    const tooLarge = await request.post("/gu", { headers: urlencoded, data: `message=${"a".repeat(17 * 1024)}` });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toBe(`${errorPages.gu.refusals.tooLarge}\n`);

    const english = await request.post("/contact", { headers: { ...urlencoded, Origin: "https://evil.example" }, data: formBody(minimalQuote) });
    expect(await english.text()).toBe(`${errorPages.en.refusals.crossSite}\n`);
  });
});
