import { describe, expect, test } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled } from "./quote-honeypot";

describe("isHoneypotFilled", () => {
  test("an absent or empty honeypot is a person", () => {
    expect(isHoneypotFilled(new URLSearchParams("fullName=Asha"))).toBe(false);
    expect(isHoneypotFilled(new URLSearchParams(`${HONEYPOT_FIELD}=`))).toBe(false);
    expect(isHoneypotFilled(new URLSearchParams(`${HONEYPOT_FIELD}=%20%20`))).toBe(false);
  });

  test("any text in it is a bot", () => {
    expect(isHoneypotFilled(new URLSearchParams(`${HONEYPOT_FIELD}=https://spam.example`))).toBe(true);
    expect(isHoneypotFilled(new URLSearchParams(`${HONEYPOT_FIELD}=&${HONEYPOT_FIELD}=x`))).toBe(true);
  });

  test("so is a file", () => {
    const form = new FormData();
    form.append(HONEYPOT_FIELD, new File([""], "x.txt"));
    expect(isHoneypotFilled(form)).toBe(true);
  });
});
