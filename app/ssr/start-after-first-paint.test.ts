import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { startAfterFirstPaint, startAfterFirstPaintScript } from "./start-after-first-paint";

/** A stand-in for a browser's paint-timing observer that the test feeds. */
class PaintObserver {
  static supportedEntryTypes = ["paint"];
  static current: PaintObserver | undefined;
  connected = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {
    PaintObserver.current = this;
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  report(name: string) {
    if (this.connected) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

/** The browser globals the bootstrap uses, in a page that is `readyState`. */
function browser(readyState: "loading" | "complete", { paintTiming = true } = {}) {
  let onLoad: (() => void) | undefined;
  const frames: Array<() => void> = [];
  PaintObserver.current = undefined;
  PaintObserver.supportedEntryTypes = paintTiming ? ["paint"] : [];
  const globals = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "load") onLoad = listener;
    },
    PerformanceObserver: PaintObserver,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
  };
  return {
    globals,
    load: () => onLoad?.(),
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
    paint: (name: string) => PaintObserver.current?.report(name),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function install(page: ReturnType<typeof browser>) {
  for (const [name, value] of Object.entries(page.globals)) vi.stubGlobal(name, value);
}

describe("the app", () => {
  test("starts once the page has loaded and its first content is painted, once", () => {
    const page = browser("loading");
    install(page);
    const start = vi.fn();
    startAfterFirstPaint(start);
    page.paint("first-contentful-paint");
    vi.advanceTimersToNextTimer();
    expect(start).not.toHaveBeenCalled();

    page.load();
    page.paint("first-paint");
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    page.paint("first-contentful-paint");
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("on a page already loaded, waits only for the paint", () => {
    const page = browser("complete");
    install(page);
    const start = vi.fn();
    startAfterFirstPaint(start);
    page.paint("first-contentful-paint");
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("where the browser reports no paints, starts on the next frame", () => {
    const page = browser("complete", { paintTiming: false });
    install(page);
    const start = vi.fn();
    startAfterFirstPaint(start);
    page.nextFrame();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("in a background tab, which never paints, starts after three seconds", () => {
    const page = browser("complete");
    install(page);
    const start = vi.fn();
    startAfterFirstPaint(start);
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

test("the script sent to the browser stands on its own and runs React's bootstrap", () => {
  const page = browser("complete");
  const started = vi.fn();
  const script = startAfterFirstPaintScript("started()");
  const globals = { ...page.globals, setTimeout, started };
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  page.paint("first-contentful-paint");
  vi.advanceTimersByTime(1);
  expect(started).toHaveBeenCalledTimes(1);
});
