import { describe, expect, test } from "vitest";
import { parseLinkedText } from "./linked-text";

describe("an answer's text: plain text with links at most", () => {
  test("reads everything but a link as the characters typed", () => {
    const typed = "# Not a heading. *Not emphasis*, _nor this_, `nor code`; 1. not a list\n- nor this\n> nor a quote, <b>nor HTML</b>, &amp; \\* as typed";
    expect(parseLinkedText(typed)).toEqual({
      text: ["# Not a heading. *Not emphasis*, _nor this_, `nor code`; 1. not a list - nor this > nor a quote, <b>nor HTML</b>, &amp; \\* as typed"],
      problems: [],
    });
  });

  test("gives each link its words and address, between the words around it", () => {
    const typed =
      "Fill in [the form](#quote), [call us](tel:+919876543210), [write](mailto:hello@pushpanjalidecor.in), [chat on WhatsApp](https://wa.me/919876543210) or read [our services](/services#wedding).";
    expect(parseLinkedText(typed)).toEqual({
      text: [
        "Fill in ",
        { text: "the form", href: "#quote" },
        ", ",
        { text: "call us", href: "tel:+919876543210" },
        ", ",
        { text: "write", href: "mailto:hello@pushpanjalidecor.in" },
        ", ",
        { text: "chat on WhatsApp", href: "https://wa.me/919876543210" },
        " or read ",
        { text: "our services", href: "/services#wedding" },
        ".",
      ],
      problems: [],
    });
  });

  test("reads a line break and a run of spaces as one space, and ends at its last word", () => {
    expect(parseLinkedText("  Every day,\n8 AM   to 8 PM.  ").text).toEqual(["Every day, 8 AM to 8 PM."]);
    expect(parseLinkedText("[Call\nus](tel:+919876543210)").text).toEqual([{ text: "Call us", href: "tel:+919876543210" }]);
  });

  test.each([
    ["javascript:alert(1)", "[click](javascript:alert(1))"],
    ["data:text/html,hi", "[click](data:text/html,hi)"],
    ["//elsewhere.example/", "[click](//elsewhere.example/)"],
    ["ftp://files.example/", "[click](ftp://files.example/)"],
    ["javascript&#58;alert(1)", "[click](javascript&#58;alert(1))"],
  ])("refuses a link to %s, naming it", (address, typed) => {
    const { problems } = parseLinkedText(`See ${typed}.`);
    expect(problems).toEqual([
      `has a link to "${address}", which is not an address a link may have: https://…, mailto:…, tel:…, an address on this site starting with / or a place on the page starting with #`,
    ]);
  });

  test("refuses a link without words, and a second paragraph", () => {
    expect(parseLinkedText("Ask us [](https://wa.me/919876543210).").problems).toEqual([
      'has a link to "https://wa.me/919876543210" without words: write them between the square brackets before its address',
    ]);
    expect(parseLinkedText("One answer.\n\nAnother.").problems).toEqual(["must be one paragraph: a blank line starts another"]);
  });
});
