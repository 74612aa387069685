import { describe, expect, test } from "vitest";
import type { SentQuote } from "./quote-handoff";
import {
  carriesQuoteFlash,
  COOKIE_SIZE_LIMIT,
  QUOTE_FLASH_MAX_AGE_S,
  quoteFlashCookie,
  setQuoteFlash,
  takeQuoteFlash,
} from "./quote-flash";
import { quoteFieldMaxLength } from "./quote-schema";

const secret = "test secret";

const quote: SentQuote = {
  fullName: "Asha Patel",
  eventType: "wedding",
  eventDate: "2026-12-12",
  venue: "Rajpath Club, Ahmedabad",
  message: "ગલગોટા and rose mandap 🌼",
  preferredContact: "whatsapp",
};

/** The page's request after the redirect: the browser sends back the cookie's name and value. */
const pageRequest = (cookie?: string) =>
  new Request("https://pushpanjalidecor.in/contact", { headers: cookie === undefined ? {} : { Cookie: cookie } });

const nameAndValue = (setCookie: string) => setCookie.split(";", 1)[0]!;
const attributes = (setCookie: string) => setCookie.split("; ").slice(1);

/** Every field at its longest, each letter `letter`. */
const longest = (letter: string): SentQuote => ({
  fullName: letter.repeat(quoteFieldMaxLength.fullName),
  eventType: "anniversary",
  eventDate: letter.repeat(quoteFieldMaxLength.eventDate),
  guestCount: letter.repeat(quoteFieldMaxLength.guestCount),
  budget: letter.repeat(quoteFieldMaxLength.budget),
  venue: letter.repeat(quoteFieldMaxLength.venue),
  message: letter.repeat(quoteFieldMaxLength.message),
  preferredContact: "whatsapp",
});

async function roundTrip(sent: SentQuote | null) {
  const setCookie = await setQuoteFlash(sent, secret);
  return { setCookie, ...(await takeQuoteFlash(pageRequest(nameAndValue(setCookie)), secret)) };
}

describe("the flash cookie set with the redirect", () => {
  test("is for this site alone, out of reach of scripts, and short-lived", async () => {
    const setCookie = await setQuoteFlash(quote, secret);
    expect(setCookie.startsWith("__Host-quote-sent=")).toBe(true);
    expect(attributes(setCookie).sort()).toEqual(
      [`Max-Age=${QUOTE_FLASH_MAX_AGE_S}`, "Path=/", "HttpOnly", "Secure", "SameSite=Lax"].sort(),
    );
    expect(QUOTE_FLASH_MAX_AGE_S).toBeLessThanOrEqual(60);
  });

  test("is signed, and carries neither the phone nor the email", async () => {
    const setCookie = await setQuoteFlash({ ...quote, phone: "98765 43210", email: "asha@example.in" } as SentQuote, secret);
    const value = nameAndValue(setCookie).slice("__Host-quote-sent=".length);
    expect(value).toMatch(/^[\w+/=]+\.[\w+/]+$/);
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(value.split(".")[0]!), (c) => c.charCodeAt(0)));
    expect(decoded).toContain("Rajpath Club");
    expect(decoded).not.toContain("98765");
    expect(decoded).not.toContain("asha@example.in");
  });

  test("is read back as it was sent, and cleared", async () => {
    const { flash, headers } = await roundTrip(quote);
    expect(flash).toEqual({ quote });
    const clear = new Headers(headers).get("Set-Cookie") ?? "";
    expect(clear.startsWith("__Host-quote-sent=;")).toBe(true);
    expect(attributes(clear)).toEqual(expect.arrayContaining(["Max-Age=0", "Path=/", "Secure", "HttpOnly"]));
  });

  test("after a filled honeypot: thanks, with nothing to hand off", async () => {
    expect((await roundTrip(null)).flash).toEqual({ quote: null });
  });
});

describe("what fits in a cookie", () => {
  test("the longest request in English fits whole", async () => {
    const { setCookie, flash } = await roundTrip(longest("a"));
    expect(nameAndValue(setCookie).length).toBeLessThanOrEqual(COOKIE_SIZE_LIMIT);
    expect(flash).toEqual({ quote: longest("a") });
  });

  test("the longest request in Gujarati keeps every detail and nearly all of the message that fits", async () => {
    const { setCookie, flash } = await roundTrip(longest("ગ"));
    expect(nameAndValue(setCookie).length).toBeLessThanOrEqual(COOKIE_SIZE_LIMIT);
    // Cut a tenth at a time, it keeps at least nine tenths of what would fit.
    expect(nameAndValue(setCookie).length).toBeGreaterThan(COOKIE_SIZE_LIMIT * 0.9);
    const { message, ...details } = flash!.quote!;
    const { message: typed, ...typedDetails } = longest("ગ");
    expect(details).toEqual(typedDetails);
    expect(message).toMatch(/^ગ{450,}…$/);
    expect(typed!.startsWith(message!.slice(0, -1))).toBe(true);
  });

  test("a shortened message ends between whole letters, without a trailing space", async () => {
    const message = "ક્ષ 🙏🏽 ".repeat(200).slice(0, quoteFieldMaxLength.message);
    const kept = (await roundTrip({ ...longest("ગ"), message })).flash!.quote!.message!;
    expect(kept.endsWith("…")).toBe(true);
    expect(message.startsWith(kept.slice(0, -1))).toBe(true);
    expect(kept).toMatch(/(ક્ષ|🙏🏽)…$/u);
  });

  test("whatever the other details hold, they fit without the message", async () => {
    // JSON writes a control character as six bytes (\u0001): the most any letter takes.
    const worst = { ...longest("\u0001"), message: "ગ".repeat(quoteFieldMaxLength.message) };
    const { setCookie, flash } = await roundTrip(worst);
    expect(nameAndValue(setCookie).length).toBeLessThanOrEqual(COOKIE_SIZE_LIMIT);
    expect(flash!.quote!.fullName).toBe(worst.fullName);
    expect(flash!.quote!.venue).toBe(worst.venue);
  });
});

describe("a cookie the site did not set", () => {
  test("an edited value, another key or a garbled one is ignored, and cleared", async () => {
    const genuine = nameAndValue(await setQuoteFlash(quote, secret));
    const [value, signature] = genuine.split(".");
    const edited = `${value!.slice(0, -4)}AAAA.${signature}`;
    const otherKey = nameAndValue(await setQuoteFlash(quote, "another secret"));
    for (const cookie of [edited, otherKey, "__Host-quote-sent=garbage", "__Host-quote-sent=", "__Host-quote-sent=%E0%A4."]) {
      const { flash, headers } = await takeQuoteFlash(pageRequest(cookie), secret);
      expect(flash, cookie).toBeNull();
      expect(new Headers(headers).get("Set-Cookie"), cookie).toContain("Max-Age=0");
    }
  });

  test("signed details that do not pass the schema are ignored", async () => {
    const cookie = quoteFlashCookie(secret);
    for (const value of [{ quote: { fullName: "A", eventType: "funeral" } }, { quote: { fullName: "a".repeat(101) } }, { other: 1 }, "text"]) {
      const setCookie = await cookie.serialize(value);
      expect((await takeQuoteFlash(pageRequest(nameAndValue(setCookie)), secret)).flash, JSON.stringify(value)).toBeNull();
    }
  });

  test("a request without one: nothing to show and nothing to clear", async () => {
    expect(await takeQuoteFlash(pageRequest(), secret)).toEqual({ flash: null, headers: {} });
    expect(await takeQuoteFlash(pageRequest("theme=dark"), secret)).toEqual({ flash: null, headers: {} });
  });
});

test("carriesQuoteFlash finds the cookie among others, by its exact name", () => {
  expect(carriesQuoteFlash(pageRequest("__Host-quote-sent=x"))).toBe(true);
  expect(carriesQuoteFlash(pageRequest("theme=dark; __Host-quote-sent=x; a=b"))).toBe(true);
  expect(carriesQuoteFlash(pageRequest("__Host-quote-sent="))).toBe(true);
  expect(carriesQuoteFlash(pageRequest())).toBe(false);
  expect(carriesQuoteFlash(pageRequest("x__Host-quote-sent=1; __Host-quote-sent-not=1"))).toBe(false);
});
