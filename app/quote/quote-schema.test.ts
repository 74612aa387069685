import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_BODY_BYTES } from "~/http/guards/body-size-limit";
import {
  getQuoteConstraint,
  pickQuoteFields,
  quoteFieldMaxLength,
  quoteFieldNames,
  quoteSchema,
  validateQuote,
} from "./quote-schema";

const minimal = { fullName: "Asha Patel", phone: "98765 43210" };

/** Field name → the problems the schema names (the form says them in the page's language: quote-problems.ts). */
function errorsFor(input: Record<string, unknown>) {
  const result = quoteSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".");
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

describe("required fields (spec §5)", () => {
  test("a missing full name and phone are both refused as required", () => {
    expect(errorsFor({})).toEqual({
      fullName: ["required"],
      phone: ["required"],
    });
  });

  test("empty or blank answers count as missing", () => {
    expect(errorsFor({ fullName: "", phone: " \t\n " })).toEqual({
      fullName: ["required"],
      phone: ["required"],
    });
  });

  test("a name and a phone number are enough", () => {
    expect(quoteSchema.parse(minimal)).toEqual({ ...minimal, preferredContact: "whatsapp" });
  });

  test("the phone number has no format rule", () => {
    expect(quoteSchema.safeParse({ ...minimal, phone: "call after 6, ask for Meena" }).success).toBe(true);
  });
});

describe("optional fields", () => {
  test("every field other than name and phone may be left empty", () => {
    const empty = {
      ...minimal,
      email: "",
      eventType: "",
      eventDate: "",
      guestCount: "",
      budget: "",
      venue: "  ",
      message: "",
      preferredContact: "",
    };
    expect(quoteSchema.parse(empty)).toEqual({ ...minimal, preferredContact: "whatsapp" });
  });

  test("an email, when given, must be an email address", () => {
    expect(errorsFor({ ...minimal, email: "asha at example" })).toEqual({
      email: ["notEmail"],
    });
    expect(quoteSchema.parse({ ...minimal, email: " asha@example.in " }).email).toBe("asha@example.in");
  });

  test("the event type is one of the six listed", () => {
    for (const eventType of ["wedding", "pooja", "birthday", "corporate", "anniversary", "other"]) {
      expect(quoteSchema.parse({ ...minimal, eventType }).eventType).toBe(eventType);
    }
    expect(errorsFor({ ...minimal, eventType: "funeral" })).toEqual({
      eventType: ["notAnEventType"],
    });
  });

  test("the preferred contact is WhatsApp, call or email, WhatsApp when not chosen", () => {
    expect(quoteSchema.parse({ ...minimal, preferredContact: "call" }).preferredContact).toBe("call");
    expect(quoteSchema.parse({ ...minimal, preferredContact: "email" }).preferredContact).toBe("email");
    expect(quoteSchema.parse(minimal).preferredContact).toBe("whatsapp");
    expect(errorsFor({ ...minimal, preferredContact: "pigeon" })).toEqual({
      preferredContact: ["notAContactMethod"],
    });
  });

  test("date, guests and budget are free text", () => {
    const quote = quoteSchema.parse({
      ...minimal,
      eventDate: "first week of Diwali",
      guestCount: "about 250",
      budget: "₹1.5 lakh",
    });
    expect(quote).toMatchObject({ eventDate: "first week of Diwali", guestCount: "about 250", budget: "₹1.5 lakh" });
  });
});

describe("text handling", () => {
  test("values are trimmed", () => {
    const quote = quoteSchema.parse({
      fullName: "  Asha Patel ",
      phone: "\t98765 43210\n",
      venue: " Town Hall ",
      message: "\n Marigold mandap \n",
    });
    expect(quote).toMatchObject({
      fullName: "Asha Patel",
      phone: "98765 43210",
      venue: "Town Hall",
      message: "Marigold mandap",
    });
  });

  test("Gujarati and emoji pass through unchanged", () => {
    const fullName = "આશા પટેલ";
    const message = "લગ્ન માટે ગલગોટાનો મંડપ 🌼🌸";
    expect(quoteSchema.parse({ ...minimal, fullName, message })).toMatchObject({ fullName, message });
  });

  test("markup is kept as text, never interpreted", () => {
    const message = '<script>alert("hi")</script>';
    expect(quoteSchema.parse({ ...minimal, message }).message).toBe(message);
  });

  test("unknown fields are ignored", () => {
    const quote = quoteSchema.parse({ ...minimal, isAdmin: "yes", __proto__: { polluted: true } });
    expect(quote).not.toHaveProperty("isAdmin");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("a field sent twice is refused with a clear message", () => {
    expect(errorsFor({ ...minimal, fullName: ["Asha", "Meena"], venue: ["a", "b"] })).toEqual({
      fullName: ["notText"],
      venue: ["notText"],
    });
  });
});

describe("maximum lengths", () => {
  for (const [field, max] of Object.entries(quoteFieldMaxLength)) {
    test(`${field}: ${max} characters pass, ${max + 1} do not`, () => {
      const fits = field === "email" ? `${"a".repeat(max - 11)}@example.in` : "अ".repeat(max);
      const tooLong = field === "email" ? `a${fits}` : `${fits}a`;
      expect(errorsFor({ ...minimal, [field]: fits })).toEqual({});
      expect(errorsFor({ ...minimal, [field]: tooLong })[field]).toContain("tooLong");
    });
  }

  test("the largest valid form, all in Gujarati, fits in the request body limit", () => {
    const longest = Object.fromEntries(
      Object.entries(quoteFieldMaxLength).map(([field, max]) => [
        field,
        field === "email" ? `${"a".repeat(max - 11)}@example.in` : "ગ".repeat(max),
      ]),
    );
    const form = { ...longest, eventType: "anniversary", preferredContact: "whatsapp", website: "" };
    expect(errorsFor(form)).toEqual({});
    const body = new URLSearchParams(form).toString();
    expect(new TextEncoder().encode(body).byteLength).toBeLessThan(MAX_BODY_BYTES);
  });

  test("the length is counted after trimming", () => {
    const padded = `   ${"a".repeat(quoteFieldMaxLength.fullName)}   `;
    expect(errorsFor({ ...minimal, fullName: padded })).toEqual({});
  });
});

/** Conform's own parse with a Zod schema, which `validateQuote` stands in for, in the browser and in the action. */
const parseWithConform = (body: URLSearchParams) =>
  parseWithZod(pickQuoteFields(body), { schema: quoteSchema, disableAutoCoercion: true });

describe("validateQuote (Conform's submission, as the browser and the action check it)", () => {
  test("names the problem of each field", () => {
    const submission = validateQuote(new URLSearchParams("fullName=&phone=%20"));
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      fullName: ["required"],
      phone: ["required"],
    });
  });

  test("a valid form yields the trimmed quote", () => {
    const submission = validateQuote(
      new URLSearchParams({ fullName: " Asha ", phone: "98765 43210", eventType: "pooja", email: "" }),
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      fullName: "Asha",
      phone: "98765 43210",
      eventType: "pooja",
      preferredContact: "whatsapp",
    });
  });

  test("an error reply carries back what was typed", () => {
    const submission = validateQuote(new URLSearchParams({ fullName: "", venue: "Town Hall" }));
    expect(submission.reply().initialValue).toMatchObject({ venue: "Town Hall" });
  });

  test("agrees with Conform's parseWithZod on any form", () => {
    const fieldName = fc.constantFrom(...Object.keys(quoteSchema.shape), "website", "other");
    const fieldValue = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.constantFrom("", " ", "wedding", "funeral", "email", "asha@example.in", "x".repeat(1001)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 16 }), (pairs) => {
        const body = pickQuoteFields(new URLSearchParams(pairs));
        const ours = validateQuote(body);
        const withConform = parseWithConform(body);
        expect(ours.status).toBe(withConform.status);
        expect(ours.reply()).toEqual(withConform.reply());
        if (ours.status === "success" && withConform.status === "success") {
          expect(ours.value).toEqual(withConform.value);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("pickQuoteFields", () => {
  test("keeps the quote's fields, repeated ones included, and drops the rest", () => {
    const body = new URLSearchParams([
      ["fullName", "Asha"],
      ["fullName", "Meena"],
      ["phone", "1"],
      ["__intent__", "{not json"],
      ["__state__", "{"],
      ["fullName.first", "x"],
      ["items[-1]", "x"],
      ["__proto__[polluted]", "x"],
      ["$ACTION_ID_abc", "x"],
    ]);
    expect([...pickQuoteFields(body)]).toEqual([
      ["fullName", "Asha"],
      ["fullName", "Meena"],
      ["phone", "1"],
    ]);
  });

  test("an uploaded file counts as an empty answer", () => {
    const body = new FormData();
    body.append("fullName", new File(["x"], "name.txt"));
    expect(pickQuoteFields(body).get("fullName")).toBe("");
  });

  test("Conform can parse whatever is left", () => {
    const body = new URLSearchParams([
      ["__proto__[polluted]", "x"],
      ["message[0]", "x"],
      ["__intent__", "garbage"],
    ]);
    expect(() => parseWithZod(body, { schema: quoteSchema, disableAutoCoercion: true })).toThrow();
    expect(parseWithConform(body).status).toBe("error");
  });
});

test("has a rule for each of the form's fields, in the form's order", () => {
  expect(Object.keys(quoteSchema.shape)).toEqual([...quoteFieldNames]);
});

describe("getQuoteConstraint", () => {
  test("marks the two required fields and every field's maximum length", () => {
    const constraint = getQuoteConstraint();
    expect(constraint.fullName).toMatchObject({ required: true, maxLength: 100 });
    expect(constraint.phone).toMatchObject({ required: true, maxLength: 30 });
    expect(constraint.email).toMatchObject({ required: false, maxLength: 254 });
    expect(constraint.message).toMatchObject({ required: false, maxLength: 1000 });
    expect(constraint.preferredContact?.required).toBe(false);
  });

  test("puts no maxlength on the date input, which HTML does not allow", () => {
    expect(getQuoteConstraint().eventDate).toEqual({ required: false, maxLength: undefined });
  });
});
