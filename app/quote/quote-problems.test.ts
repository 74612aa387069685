import { describe, expect, test } from "vitest";
import { quoteFormWords } from "~/content/quote-form";
import { languages } from "~/i18n/language";
import { describeQuoteProblem } from "./quote-problems";
import { quoteFieldNames, quoteProblems, quoteSchema, RATE_LIMITED } from "./quote-schema";

const english = quoteFormWords.en;
const gujarati = quoteFormWords.gu;

describe("describeQuoteProblem", () => {
  test("says the spec's two required-field messages in English (spec §5)", () => {
    expect(describeQuoteProblem(english, "fullName", "required")).toBe("Full name is required");
    expect(describeQuoteProblem(english, "phone", "required")).toBe("Phone number is required");
  });

  test("says them in Gujarati on a Gujarati page", () => {
    expect(describeQuoteProblem(gujarati, "fullName", "required")).toBe("પૂરું નામ લખવું જરૂરી છે");
    expect(describeQuoteProblem(gujarati, "phone", "required")).toBe("ફોન નંબર લખવો જરૂરી છે");
  });

  test("names the field in a too-long answer: its limit in English, no count in Gujarati, whose letters the limit does not count", () => {
    expect(describeQuoteProblem(english, "venue", "tooLong")).toBe("Venue must be at most 200 characters");
    expect(describeQuoteProblem(gujarati, "venue", "tooLong")).toBe("સ્થળ: લખાણ બહુ લાંબું છે, થોડું ટૂંકું કરીને લખો");
    expect(describeQuoteProblem(english, "fullName", "notText")).toBe("Full name must be a single piece of text");
  });

  test("says the rate limit for the request as a whole", () => {
    expect(describeQuoteProblem(english, null, RATE_LIMITED)).toMatch(/^You have sent several requests/);
    expect(describeQuoteProblem(gujarati, null, RATE_LIMITED)).toMatch(/^તમે છેલ્લી એક મિનિટમાં/);
  });

  test.each(languages)("every problem the schema can name has its words in %s, with nothing left to fill", (language) => {
    const words = quoteFormWords[language];
    const refused = quoteSchema.safeParse({
      fullName: "",
      phone: ["1", "2"],
      email: "not an address",
      eventType: "funeral",
      venue: "x".repeat(201),
      preferredContact: "pigeon",
    });
    expect(refused.success).toBe(false);
    const named = new Set(refused.error!.issues.map((issue) => issue.message));
    expect([...named].sort()).toEqual([...quoteProblems].sort());
    for (const issue of refused.error!.issues) {
      const field = issue.path[0] as (typeof quoteFieldNames)[number];
      const text = describeQuoteProblem(words, field, issue.message);
      expect(text, `${field}: ${issue.message}`).not.toBe(issue.message);
      expect(text).not.toMatch(/[{}]/);
    }
  });
});
