import { describe, expect, test } from "vitest";
import { mainThreadTimes, type TraceEvent } from "./main-thread";

const page = { pid: 7, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = page): TraceEvent => ({
  name: "ThreadControllerImpl::RunTask",
  ph: "X",
  ...thread,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});

const trace: TraceEvent[] = [
  { name: "thread_name", ph: "M", ...page, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: 7, tid: 2, ts: 0, args: { name: "Compositor" } },
  // The blank page Lighthouse starts from, then the page itself.
  { name: "navigationStart", ph: "R", ...page, ts: 50_000, args: { data: { documentLoaderURL: "" } } },
  { name: "navigationStart", ph: "R", ...page, ts: 100_000, args: { data: { documentLoaderURL: "http://127.0.0.1/" } } },
  { name: "firstContentfulPaint", ph: "R", ...page, ts: 300_000 },
  task(60, 30, 30), // before the page's navigation
  task(120, 40, 15), // before the first paint
  task(280, 30, 6), // straddles the first paint: waited for a core most of the time
  task(400, 12, 9),
  task(410, 90, 90, { pid: 7, tid: 2 }), // another thread
  { name: "Layout", ph: "X", ...page, ts: 401_000, dur: 5_000, tdur: 5_000 }, // inside a task, not one
];

describe("mainThreadTimes", () => {
  test("separates the page's wall-clock task time from the time its main thread ran", () => {
    expect(mainThreadTimes(trace)).toEqual({
      wallMs: 82,
      cpuMs: 30,
      longestWallAfterFcpMs: 30,
      mostCpuAfterFcpMs: 9,
    });
  });

  test("has nothing to say about a trace without a first paint", () => {
    expect(mainThreadTimes(trace.filter((event) => event.name !== "firstContentfulPaint"))).toBeUndefined();
  });
});
