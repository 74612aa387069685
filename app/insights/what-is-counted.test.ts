import { describe, expect, test } from "vitest";
import { tapPing } from "./tap-ping";
import {
  ahmedabadDay,
  browserLanguage,
  countedPage,
  deviceOf,
  pageOfReferrer,
  placeOf,
  referrerHost,
  servedEvent,
  tapOf,
} from "./what-is-counted";

const origin = "https://pushpanjalidecor.in";
const chromeOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const chromeOnAndroid = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${origin}${path}`, { headers: { "User-Agent": chromeOnWindows, ...headers } });
const html = (status = 200) => new Response("<!DOCTYPE html>", { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("a served page counts as a view", () => {
  test("for each public page, in either language, named once whatever its language", () => {
    expect(servedEvent(get("/"), html())).toEqual({ kind: "view", page: { page: "home", language: "en" } });
    expect(servedEvent(get("/gu/services"), html())).toEqual({ kind: "view", page: { page: "services", language: "gu" } });
    expect(servedEvent(get("/portfolio/marigold-rose-mandap-canopy?category=weddings"), html())).toEqual({
      kind: "view",
      page: { page: "design", language: "en", design: "marigold-rose-mandap-canopy" },
    });
  });

  test("not for a bot, a prefetch, a prerender, HEAD, an error, the app's payload or anything that is not a page", () => {
    expect(servedEvent(get("/", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }), html())).toBeUndefined();
    expect(servedEvent(get("/", { "User-Agent": "WhatsApp/2.23.20.0" }), html()), "a link preview").toBeUndefined();
    expect(servedEvent(get("/", { "Sec-Purpose": "prefetch" }), html())).toBeUndefined();
    expect(servedEvent(get("/", { "Sec-Purpose": "prefetch;prerender" }), html())).toBeUndefined();
    expect(servedEvent(new Request(`${origin}/`, { method: "HEAD", headers: { "User-Agent": chromeOnWindows } }), html())).toBeUndefined();
    expect(servedEvent(get("/no-such-page"), html(404))).toBeUndefined();
    expect(servedEvent(get("/"), html(500))).toBeUndefined();
    expect(servedEvent(get("/services.rsc"), new Response("", { headers: { "Content-Type": "text/x-component" } }))).toBeUndefined();
    expect(servedEvent(get("/admin/insights"), html())).toBeUndefined();
    expect(servedEvent(get("/sitemap.xml"), new Response("", { headers: { "Content-Type": "application/xml" } }))).toBeUndefined();
  });

  test("not when another site's page asks for it as a picture, a frame or from a script", () => {
    expect(servedEvent(get("/", { "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" }), html())).toBeUndefined();
    expect(servedEvent(get("/", { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe" }), html())).toBeUndefined();
    expect(servedEvent(get("/", { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" }), html())).toBeUndefined();
    expect(servedEvent(get("/", { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" }), html())).toBeDefined();
  });

  test("a design that does not exist is no page", () => {
    expect(countedPage("/portfolio/no-such-design")).toBeUndefined();
  });
});

describe("the contact card downloaded without JavaScript counts as a contact saved", () => {
  const card = new Response("BEGIN:VCARD", { headers: { "Content-Type": "text/vcard" } });
  test("against the page it was downloaded from", () => {
    expect(servedEvent(get("/gu/pushpanjali-decor-contact.vcf", { Referer: `${origin}/gu/contact` }), card)).toEqual({
      kind: "contact",
      page: { page: "contact", language: "gu" },
    });
  });
  test("not when no page of the site sent it", () => {
    expect(servedEvent(get("/pushpanjali-decor-contact.vcf"), card)).toBeUndefined();
    expect(servedEvent(get("/pushpanjali-decor-contact.vcf", { Referer: "https://elsewhere.example/contact" }), card)).toBeUndefined();
  });
});

describe("a tap's address", () => {
  const tapOfPing = (ping: string) => tapOf(new URL(ping, origin));
  test("says what the site's links say", () => {
    expect(tapOfPing(tapPing("whatsapp", { service: "wedding" }))).toEqual({ kind: "whatsapp", service: "wedding" });
    expect(tapOfPing(tapPing("similar", { design: "marigold-rose-mandap-canopy" }))).toEqual({ kind: "similar", design: "marigold-rose-mandap-canopy" });
    expect(tapOfPing(tapPing("call"))).toEqual({ kind: "call" });
  });
  test("is refused when it names a kind, design or service the site does not have", () => {
    expect(tapOfPing("/insights/tap?kind=view")).toBeUndefined();
    expect(tapOfPing("/insights/tap?kind=quote")).toBeUndefined();
    expect(tapOfPing("/insights/tap")).toBeUndefined();
    expect(tapOfPing("/insights/tap?kind=similar&design=<script>")).toBeUndefined();
    expect(tapOfPing("/insights/tap?kind=whatsapp&service=drop%20table")).toBeUndefined();
  });
});

describe("the page a report comes from", () => {
  test("is a ping's Ping-From, else the Referer, on this site only", () => {
    expect(pageOfReferrer(get("/insights/tap", { "Ping-From": `${origin}/services`, Referer: `${origin}/about` }))).toEqual({ page: "services", language: "en" });
    expect(pageOfReferrer(get("/insights/tap", { Referer: `${origin}/gu/about` }))).toEqual({ page: "about", language: "gu" });
    expect(pageOfReferrer(get("/insights/tap", { Referer: "https://elsewhere.example/services" }))).toBeUndefined();
    expect(pageOfReferrer(get("/insights/tap", { Referer: "not a url" }))).toBeUndefined();
    expect(pageOfReferrer(get("/insights/tap"))).toBeUndefined();
  });
});

describe("what is kept about a visitor", () => {
  test("the device: phone, tablet or computer", () => {
    expect(deviceOf(get("/", { "User-Agent": chromeOnAndroid }))).toBe("phone");
    expect(deviceOf(get("/", { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148" }))).toBe("phone");
    expect(deviceOf(get("/", { "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36" }))).toBe("tablet");
    expect(deviceOf(get("/", { "User-Agent": "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15" }))).toBe("tablet");
    expect(deviceOf(get("/"))).toBe("desktop");
    expect(deviceOf(get("/", { "Sec-CH-UA-Mobile": "?1" }))).toBe("phone");
  });

  test("the language the browser asks for first, without its region", () => {
    expect(browserLanguage(get("/", { "Accept-Language": "gu-IN,gu;q=0.9,en-IN;q=0.8" }))).toBe("gu");
    expect(browserLanguage(get("/", { "Accept-Language": "en;q=0.5, hi-IN" }))).toBe("hi");
    expect(browserLanguage(get("/", { "Accept-Language": "*" }))).toBeUndefined();
    expect(browserLanguage(get("/"))).toBeUndefined();
  });

  test("the referring site's host only, and none for the site itself", () => {
    expect(referrerHost(get("/", { Referer: "https://www.google.com/search?q=flower+decoration" }))).toBe("google.com");
    expect(referrerHost(get("/", { Referer: "android-app://com.google.android.gm/" }))).toBe("com.google.android.gm");
    expect(referrerHost(get("/", { Referer: `${origin}/services` }))).toBeUndefined();
    for (const notASite of ["http://192.168.1.5/", "http://[::1]/", "http://localhost/", `https://${"a".repeat(250)}.example/`, "foo://a\"b`c{d}e!$&*=;'x/"]) {
      expect(referrerHost(get("/", { Referer: notASite })), notASite).toBeUndefined();
    }
  });

  test("the country, and the state within India, as the edge says; never the address", () => {
    // Node's Request has no `cf`; the Workers runtime's carries what Cloudflare's edge knows.
    const from = (cf: Record<string, string>) => placeOf(Object.assign(new Request(`${origin}/`), { cf }));
    expect(from({ country: "IN", region: "Gujarat" })).toEqual({ country: "IN", region: "Gujarat" });
    expect(from({ country: "US", region: "California" })).toEqual({ country: "US", region: undefined });
    expect(from({ country: "<b>" })).toEqual({ country: undefined, region: undefined });
  });
});

test("the owner's day is Ahmedabad's: it turns at 18:30 UTC", () => {
  expect(ahmedabadDay(new Date("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
  expect(ahmedabadDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
});
