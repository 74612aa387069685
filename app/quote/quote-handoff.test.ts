import { describe, expect, test } from "vitest";
import { business, whatsAppTexts } from "~/content/business";
import { quoteFormWords } from "~/content/quote-form";
import { buildWhatsAppLink } from "~/lib/outbound-links";
import {
  buildQuoteHandoffEmailLink,
  buildQuoteHandoffText,
  type SentQuote,
} from "./quote-handoff";

const english = quoteFormWords.en;
const gujarati = quoteFormWords.gu;

const fullQuote: SentQuote = {
  fullName: "Asha Patel",
  eventType: "wedding",
  eventDate: "2026-12-12",
  venue: "Rajpath Club, Ahmedabad",
  guestCount: "about 300",
  budget: "₹1.5 lakh",
  message: "Marigold and rose mandap, white orchids at the entrance.",
  preferredContact: "whatsapp",
};

describe("buildQuoteHandoffText", () => {
  test("lists every detail the visitor gave, after the greeting", () => {
    expect(buildQuoteHandoffText(fullQuote, english)).toBe(
      [
        whatsAppTexts.en.quoteHandoff,
        "Name: Asha Patel",
        "Event: Wedding",
        "Date: 12 December 2026",
        "Venue: Rajpath Club, Ahmedabad",
        "Guests: about 300",
        "Budget: ₹1.5 lakh",
        "Message: Marigold and rose mandap, white orchids at the entrance.",
      ].join("\n"),
    );
  });

  test("leaves out what was not given", () => {
    const text = buildQuoteHandoffText({ fullName: "Asha", preferredContact: "call" }, english);
    expect(text).toBe(`${whatsAppTexts.en.quoteHandoff}\nName: Asha`);
  });

  test("uses the event type's label", () => {
    expect(buildQuoteHandoffText({ ...fullQuote, eventType: "pooja" }, english)).toContain(
      "Event: Pooja or religious ceremony",
    );
  });

  test("on a Gujarati page it is written in Gujarati, with the date spelled out in Gujarati", () => {
    expect(buildQuoteHandoffText(fullQuote, gujarati)).toBe(
      [
        whatsAppTexts.gu.quoteHandoff,
        "નામ: Asha Patel",
        "પ્રસંગ: લગ્ન",
        "તારીખ: 12 ડિસેમ્બર, 2026",
        "સ્થળ: Rajpath Club, Ahmedabad",
        "મહેમાન: about 300",
        "બજેટ: ₹1.5 lakh",
        "સંદેશ: Marigold and rose mandap, white orchids at the entrance.",
      ].join("\n"),
    );
  });

  test("keeps Gujarati, emoji and markup as typed", () => {
    const message = "ગલગોટા 🌼 <b>ચોક્કસ</b>";
    expect(buildQuoteHandoffText({ ...fullQuote, message }, english)).toContain(`Message: ${message}`);
  });
});

describe("the hand-off links", () => {
  test("the WhatsApp link carries the whole text to the studio's number", () => {
    const url = new URL(buildWhatsAppLink(buildQuoteHandoffText(fullQuote, english), english.handoff.to.whatsApp));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toContain("Venue: Rajpath Club, Ahmedabad\nGuests: about 300");
  });

  test("the email goes to the studio with the same text", () => {
    const email = buildQuoteHandoffEmailLink(fullQuote, english);
    expect(email.startsWith(`mailto:${business.email}?`)).toBe(true);
    const params = new URLSearchParams(email.slice(email.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Quote request from Asha Patel");
    expect(params.get("body")).toBe(buildQuoteHandoffText(fullQuote, english));
  });

  test("from a Gujarati page the email is in Gujarati", () => {
    const email = buildQuoteHandoffEmailLink(fullQuote, gujarati);
    const params = new URLSearchParams(email.slice(email.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Asha Patel તરફથી ભાવની પૂછપરછ");
    expect(params.get("body")).toBe(buildQuoteHandoffText(fullQuote, gujarati));
  });
});
