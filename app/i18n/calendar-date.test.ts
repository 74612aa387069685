import { describe, expect, test } from "vitest";
import { formatCalendarDate, formatCalendarMonth } from "./calendar-date";

describe("formatCalendarDate", () => {
  test("spells out a date input's value", () => {
    expect(formatCalendarDate("2026-01-05", "en-IN")).toBe("5 January 2026");
    expect(formatCalendarDate("2027-02-28", "en-IN")).toBe("28 February 2027");
  });

  test("writes a Gujarati month whole and in the house's letters", () => {
    expect(formatCalendarDate("2026-10-29", "gu-IN")).toBe("29 ઓક્ટોબર, 2026");
    expect(formatCalendarDate("2026-08-15", "gu-IN")).toBe("15 ઓગસ્ટ, 2026");
  });

  test("leaves free text and impossible dates as typed", () => {
    expect(formatCalendarDate("next Sunday", "en-IN")).toBe("next Sunday");
    expect(formatCalendarDate("2026-02-30", "en-IN")).toBe("2026-02-30");
    expect(formatCalendarDate("2026-13-01", "en-IN")).toBe("2026-13-01");
  });
});

describe("formatCalendarMonth", () => {
  test("spells out a month, whole and in the house's letters in Gujarati", () => {
    expect(formatCalendarMonth("2026-02", "en-IN")).toBe("February 2026");
    expect(formatCalendarMonth("2025-10", "gu-IN")).toBe("ઓક્ટોબર 2025");
    expect(formatCalendarMonth("2026-12", "gu-IN")).toBe("ડિસેમ્બર 2026");
  });

  test("leaves anything but a month as typed", () => {
    expect(formatCalendarMonth("2026-13", "en-IN")).toBe("2026-13");
    expect(formatCalendarMonth("2026-02-01", "en-IN")).toBe("2026-02-01");
    expect(formatCalendarMonth("spring", "gu-IN")).toBe("spring");
  });
});
