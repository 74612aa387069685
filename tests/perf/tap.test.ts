import { describe, expect, test } from "vitest";
import { type Tap, tapFromTrace, type TraceEvent } from "./tap";

const menu: Tap = { page: "/gu", target: "menu button", selector: `header button[popovertarget="mobile-menu"]` };
const page = { pid: 7 };

/** An Event Timing begin event as Chromium writes it (times in ms from the document's time origin). */
const timing = (type: string, timeStamp: number, duration: number, processingStart: number, processingEnd: number): TraceEvent => ({
  name: "EventTiming",
  ph: "b",
  ...page,
  ts: (100 + timeStamp) * 1000,
  args: { data: { type, timeStamp, duration, processingStart, processingEnd } },
});

const trace: TraceEvent[] = [
  // The blank page the tab opened with, then the page (at 100 ms on the trace's clock).
  { name: "navigationStart", ph: "R", ...page, ts: 10_000, args: { data: { documentLoaderURL: "" } } },
  { name: "navigationStart", ph: "R", ...page, ts: 100_000, args: { data: { documentLoaderURL: "http://127.0.0.1:8800/gu" } } },
  { name: "firstContentfulPaint", ph: "R", ...page, ts: 900_000 },
  // The finger came down 310 ms after the first paint, during a long task.
  timing("pointerover", 1110, 400, 1400, 1401), // not part of the tap's answer
  timing("pointerdown", 1110, 152, 1255, 1256),
  timing("pointerup", 1190, 80, 1260, 1262),
  timing("click", 1190, 88, 1262, 1270),
  { name: "EventTiming", ph: "e", ...page, ts: 1_262_000, args: {} },
];

describe("tapFromTrace", () => {
  test("reads the tap's answer as its longest pointer or click event, and when it came after the first paint", () => {
    expect(tapFromTrace(trace, menu)).toEqual({
      tapToNextPaintMs: 152,
      tappedAfterFirstPaintMs: 310,
      event: { type: "pointerdown", inputDelayMs: 145, processingMs: 1, presentationMs: 6 },
    });
  });

  test("names the page whose trace has no Event Timing for the tap", () => {
    expect(() => tapFromTrace(trace.filter((event) => event.name !== "EventTiming"), menu)).toThrow("No Event Timing for the tap on /gu");
  });
});
