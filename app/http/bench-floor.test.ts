import { describe, expect, test } from "vitest";
import { benchFloor, benchFloorPath } from "./bench-floor";

const at = (path: string, method = "GET") => new Request(`https://pushpanjalidecor.in${path}`, { method });

describe("benchFloor", () => {
  test("serves a nearly empty page, with no stylesheet, font, picture or script, to a Worker started for the bench", async () => {
    const response = benchFloor(at(benchFloorPath), { BENCH_FLOOR: "on" });
    expect(response?.status).toBe(200);
    expect(response?.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response!.text();
    expect(html).toContain("<h1>Floor</h1>");
    expect(html).not.toMatch(/<(script|style|link|img|svg)\b/);
  });

  test("answers HEAD without a body", () => {
    const response = benchFloor(at(benchFloorPath, "HEAD"), { BENCH_FLOOR: "on" });
    expect(response?.status).toBe(200);
    expect(response?.body).toBeNull();
  });

  test("leaves every request to the site in a Worker not started for the bench, and every other address or method", () => {
    expect(benchFloor(at(benchFloorPath), {})).toBeUndefined();
    expect(benchFloor(at(benchFloorPath), { BENCH_FLOOR: "" })).toBeUndefined();
    expect(benchFloor(at("/bench/floor/"), { BENCH_FLOOR: "on" })).toBeUndefined();
    expect(benchFloor(at(benchFloorPath, "POST"), { BENCH_FLOOR: "on" })).toBeUndefined();
  });
});
