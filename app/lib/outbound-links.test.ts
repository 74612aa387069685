import { describe, expect, test } from "vitest";
import { business, whatsAppNumber, whatsAppTexts } from "~/content/business";
import {
  buildMailtoLink,
  buildMapEmbedUrl,
  buildMapLink,
  buildTelLink,
  buildWhatsAppLink,
  buildWhatsAppShareLink,
} from "./outbound-links";

describe("buildTelLink", () => {
  test("keeps E.164 digits and the plus sign", () => {
    expect(buildTelLink(business.phones.primary.e164)).toBe("tel:+919876543210");
    expect(buildTelLink("+91 98765 43211")).toBe("tel:+919876543211");
  });

  test("refuses a number that is not E.164", () => {
    expect(() => buildTelLink("98765 43210")).toThrow(/E\.164/);
  });
});

describe("buildWhatsAppShareLink", () => {
  test("names no number, so the visitor chooses the chat, and carries the address whole", () => {
    const message = whatsAppTexts.gu.shareDesign("ગલગોટા & ગુલાબ", "https://pushpanjalidecor.in/gu/portfolio/a-b?x=1");
    const link = new URL(buildWhatsAppShareLink(message));
    expect(link.origin + link.pathname).toBe("https://wa.me/");
    expect(link.searchParams.get("text")).toBe(message);
    expect(message).toContain("https://pushpanjalidecor.in/gu/portfolio/a-b?x=1");
  });
});

describe("buildWhatsAppLink", () => {
  test("goes to the studio's WhatsApp number, digits only, with the text URL-encoded", () => {
    const link = buildWhatsAppLink(whatsAppTexts.en.general, whatsAppNumber);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(whatsAppTexts.en.general);
    expect(link).not.toContain(" ");
  });

  test("encodes characters that would break the query string", () => {
    const link = buildWhatsAppLink('Quote for "Haldi & Mehendi"? 100% marigold #1', "+91 98765 43210");
    expect(link).toBe(
      "https://wa.me/919876543210?text=Quote%20for%20%22Haldi%20%26%20Mehendi%22%3F%20100%25%20marigold%20%231",
    );
  });

  test("keeps Gujarati text intact after decoding", () => {
    const text = "નમસ્તે! લગ્ન માટે ફૂલ સજાવટ";
    expect(new URL(buildWhatsAppLink(text, whatsAppNumber)).searchParams.get("text")).toBe(text);
  });
});

describe("buildMailtoLink", () => {
  test("plain address without parameters", () => {
    expect(buildMailtoLink(business.email)).toBe("mailto:hello@pushpanjalidecor.in");
  });

  test("encodes subject and body with %20, not +", () => {
    expect(buildMailtoLink("a@b.in", { subject: "Quote request", body: "Line 1\nA & B" })).toBe(
      "mailto:a@b.in?subject=Quote%20request&body=Line%201%0AA%20%26%20B",
    );
  });
});

describe("map links", () => {
  const unplaced = { ...business, position: undefined };
  const exactly = { ...business, position: { latitude: 23.05612, longitude: 72.55734 } };

  test("without a position, the map link searches for the studio by name and full address", () => {
    const url = new URL(buildMapLink(unplaced));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("query")).toBe("Pushpanjali Decor, Studio 4, Sardar Patel Colony Road, Naranpura, Ahmedabad, Gujarat 380061, India");
  });

  test("without a position, the embed shows the full address, needs no key and draws no rough point", () => {
    const url = new URL(buildMapEmbedUrl(unplaced, "en"));
    expect(url.origin + url.pathname).toBe("https://maps.google.com/maps");
    expect(url.searchParams.get("q")).toBe("Studio 4, Sardar Patel Colony Road, Naranpura, Ahmedabad, Gujarat 380061, India");
    expect(url.searchParams.get("output")).toBe("embed");
    expect(url.searchParams.has("key")).toBe(false);
  });

  test("with the exact position, the embed and the link are centred on it", () => {
    expect(new URL(buildMapEmbedUrl(exactly, "en")).searchParams.get("q")).toBe("23.05612,72.55734");
    expect(new URL(buildMapLink(exactly)).searchParams.get("query")).toBe("23.05612,72.55734");
  });

  test("the embed speaks the page's language", () => {
    expect(new URL(buildMapEmbedUrl(business, "en")).searchParams.get("hl")).toBe("en");
    expect(new URL(buildMapEmbedUrl(business, "gu")).searchParams.get("hl")).toBe("gu");
  });
});
