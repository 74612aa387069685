import { describe, expect, test } from "vitest";
import { tapPing } from "~/lib/tap-ping";
import { ahmedabadDay, countedPage, pageOfReferrer, servedEvent, tapOf } from "./what-is-counted";

const origin = "https://pushpanjalidecor.in";
const chromeOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

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

  test("not for a request that names no browser: a person's browser always does", () => {
    expect(servedEvent(new Request(`${origin}/`), html())).toBeUndefined();
    expect(servedEvent(get("/", { "User-Agent": " " }), html())).toBeUndefined();
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

  test("the journal's list is one page, whatever its filter; a post's page names the post, in either language", () => {
    expect(servedEvent(get("/journal?service=wedding"), html())).toEqual({ kind: "view", page: { page: "journal", language: "en" } });
    expect(countedPage("/gu/journal")).toEqual({ page: "journal", language: "gu" });
    expect(servedEvent(get("/gu/journal/haldi-decoration-at-home"), html())).toEqual({
      kind: "view",
      page: { page: "post", language: "gu", post: "haldi-decoration-at-home" },
    });
    expect(countedPage("/journal/haldi-decoration-at-home")).toEqual({ page: "post", language: "en", post: "haldi-decoration-at-home" });
  });

  test("a post or a page of the journal that does not exist is no page: no address of a sender's choosing is kept", () => {
    expect(countedPage("/journal/no-such-post")).toBeUndefined();
    expect(countedPage("/gu/journal/no-such-post")).toBeUndefined();
    expect(countedPage("/journal/page/99")).toBeUndefined();
    expect(countedPage("/journal/page/1"), "the first page's one address is /journal").toBeUndefined();
    expect(countedPage("/journal/page")).toBeUndefined();
    expect(countedPage("/journal/haldi-decoration-at-home/more")).toBeUndefined();
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

  test("a tap or a share on a journal post's page is the post's; on a post that does not exist, no page's", () => {
    expect(pageOfReferrer(get("/insights/tap", { "Ping-From": `${origin}/gu/journal/fresh-or-artificial-flowers` }))).toEqual({
      page: "post",
      language: "gu",
      post: "fresh-or-artificial-flowers",
    });
    expect(pageOfReferrer(get("/insights/tap", { Referer: `${origin}/journal/no-such-post` }))).toBeUndefined();
  });
});

test("the owner's day is Ahmedabad's: it turns at 18:30 UTC", () => {
  expect(ahmedabadDay(new Date("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
  expect(ahmedabadDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
});
