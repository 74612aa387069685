import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { business } from "~/content/business";
import { businessText, contactCardIn } from "~/content/business-text";
import { buildBusinessVCard, escapeText, foldLine, vCardFileName } from "./vcard";

const encoder = new TextEncoder();

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe("the studio's vCard", () => {
  const text = buildBusinessVCard(contactCardIn("en"), "https://pushpanjalidecor.in");
  const card = parse(text);

  test("is named after the business slug", () => {
    expect(vCardFileName).toBe("pushpanjali-decor-contact.vcf");
  });

  test("is vCard 3.0 with CRLF line endings only", () => {
    expect(card.name).toBe("vcard");
    expect(card.getFirstPropertyValue("version")).toBe("3.0");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  test("carries every contact fact from the content module", () => {
    expect(card.getFirstPropertyValue("fn")).toBe(business.name);
    expect(card.getFirstPropertyValue("n")).toEqual([business.name, "", "", "", ""]);
    expect(card.getFirstPropertyValue("org")).toBe(business.name);
    expect(card.getFirstPropertyValue("title")).toBe("Founder & Lead Designer");
    expect(card.getFirstPropertyValue("email")).toBe(business.email);
    expect(card.getFirstPropertyValue("url")).toBe("https://pushpanjalidecor.in/");

    const phones = card.getAllProperties("tel").map((tel) => ({
      type: tel.getParameter("type"),
      value: tel.getFirstValue(),
    }));
    expect(phones).toEqual([
      { type: ["CELL", "VOICE"], value: "+919876543210" },
      { type: ["WORK", "VOICE"], value: "+919876543211" },
    ]);
  });

  test("has a seven-component address with escaped commas", () => {
    expect(card.getFirstPropertyValue("adr")).toEqual([
      "",
      "",
      "Studio 4, Sardar Patel Colony Road, Naranpura",
      "Ahmedabad",
      "Gujarat",
      "380061",
      "India",
    ]);
    expect(text).toContain("Studio 4\\, Sardar Patel Colony Road\\, Naranpura;Ahmedabad");
  });

  test("no physical line is longer than 75 octets", () => {
    for (const line of text.split("\r\n")) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});

describe("the studio's vCard from a Gujarati page", () => {
  const text = buildBusinessVCard(contactCardIn("gu"), "https://pushpanjalidecor.in");
  const card = parse(text);

  test("is in Gujarati: the name, the role, the address and the note with the hours", () => {
    expect(card.getFirstPropertyValue("fn")).toBe("પુષ્પાંજલિ ડેકોર");
    expect(card.getFirstPropertyValue("org")).toBe("પુષ્પાંજલિ ડેકોર");
    expect(card.getFirstPropertyValue("title")).toBe("સ્થાપક અને મુખ્ય ડિઝાઇનર");
    const address = card.getFirstPropertyValue("adr") as string[];
    expect(address[3]).toBe(businessText.gu.address.city);
    expect(address[5]).toBe(business.address.postalCode);
    expect(card.getFirstPropertyValue("note")).toContain(`${businessText.gu.hoursDays}, ${businessText.gu.hoursDisplay} સુધી ખુલ્લું`);
  });

  test("keeps the English name as a nickname, so a phone's search finds it typed in Latin letters", () => {
    expect(card.getFirstPropertyValue("nickname")).toBe(business.name);
    expect(buildBusinessVCard(contactCardIn("en"), "https://pushpanjalidecor.in")).not.toContain("NICKNAME");
  });

  test("has the same numbers and e-mail as the English card, and folds its lines", () => {
    const english = parse(buildBusinessVCard(contactCardIn("en"), "https://pushpanjalidecor.in"));
    for (const property of ["tel", "email", "url"]) {
      expect(card.getAllProperties(property).map((entry) => entry.getFirstValue())).toEqual(english.getAllProperties(property).map((entry) => entry.getFirstValue()));
    }
    for (const line of text.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("escaping and folding", () => {
  test("escapes backslash, comma, semicolon and newlines", () => {
    expect(escapeText("a\\b,c;d\ne\r\nf")).toBe("a\\\\b\\,c\\;d\\ne\\nf");
  });

  test("folds a long line at 75 octets and unfolds back to the original", () => {
    const line = `NOTE:${"Marigold strings and rose garlands, ".repeat(5)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    expect(encoder.encode(physical[0]!).length).toBe(75);
    for (const part of physical.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  test("never splits a multi-byte UTF-8 character", () => {
    const line = `NOTE:${"ફૂલોની સજાવટ અમદાવાદમાં ".repeat(6)}`;
    const physical = foldLine(line).split("\r\n");
    for (const part of physical) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(new TextDecoder().decode(encoder.encode(part))).not.toContain("\uFFFD");
    }
    expect(physical.join("\r\n").replace(/\r\n /g, "")).toBe(line);
  });

  test("a card with commas, a long address and Gujarati text round-trips through a parser", () => {
    // ical.js decodes text with RFC 6350's rules, which leave `\;` alone outside
    // compound values, so the semicolon case goes into the address here.
    const note = "શુભ લગ્ન, ફૂલ, હાર અને તોરણ\nસમયસર સજાવટ";
    const street = `Shop 12; ${"Very Long Heritage Pol Lane, ".repeat(4)}Old City`;
    const lines = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Pushpanjali Decor",
      `ADR;TYPE=WORK:;;${[street, "Ahmedabad", "Gujarat", "380001", "India"].map(escapeText).join(";")}`,
      `NOTE:${escapeText(note)}`,
      "END:VCARD",
    ];
    const text = lines.map(foldLine).join("\r\n") + "\r\n";
    const card = parse(text);
    expect(card.getFirstPropertyValue("note")).toBe(note);
    expect((card.getFirstPropertyValue("adr") as string[])[2]).toBe(street);
    for (const line of text.split("\r\n")) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});
