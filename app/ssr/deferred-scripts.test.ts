import { describe, expect, test } from "vitest";
import { deferModulePreloads, deferModulePreloadsInHead, deferredModulesId, startAfterLoadAndPaint } from "./deferred-scripts";

const head =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/home.js" crossorigin="" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/react.js" crossorigin=""/>' +
  "<title>Pushpanjali Decor</title>";
const body = '</head><body><p>Fresh flowers</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

function listed(html: string) {
  const json = new RegExp(`<script type="application/json" id="${deferredModulesId}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

async function streamed(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return await new Response(deferModulePreloads(source)).text();
}

describe("the head", () => {
  test("keeps everything but the module preloads, which it lists with their priority", () => {
    const rewritten = deferModulePreloadsInHead(head);
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(rewritten).toContain("<title>Pushpanjali Decor</title>");
    expect(listed(rewritten)).toEqual([
      { href: "/assets/home.js", low: true },
      { href: "/assets/react.js", low: false },
    ]);
  });

  test("ends with the content it is given, after the list", () => {
    const rewritten = deferModulePreloadsInHead(head, "<script>end</script>");
    expect(rewritten.endsWith(`</script><script>end</script>`)).toBe(true);
    expect(rewritten.indexOf(deferredModulesId)).toBeLessThan(rewritten.indexOf("<script>end</script>"));
    const plain = "<head><title>Pushpanjali Decor</title>";
    expect(deferModulePreloadsInHead(plain, "<script>end</script>")).toBe(`${plain}<script>end</script>`);
  });

  test("without module preloads is left as it is", () => {
    const plain = '<head><meta charSet="utf-8"/><title>Pushpanjali Decor</title>';
    expect(deferModulePreloadsInHead(plain)).toBe(plain);
  });

  test("cannot close the script element the list sits in", () => {
    // React writes attribute values escaped.
    const rewritten = deferModulePreloadsInHead('<head><link rel="modulepreload" href="/a.js?x=&lt;/script&gt;&amp;y=&quot;1&#x27;"/>');
    expect(rewritten.match(/<\/script>/g)).toHaveLength(1);
    expect(listed(rewritten)).toEqual([{ href: "/a.js?x=</script>&y=\"1'", low: false }]);
  });
});

describe("the document stream", () => {
  test("is rewritten in the head only, whatever the chunking", async () => {
    const whole = head + body;
    const expected = deferModulePreloadsInHead(head) + body;
    expect(await streamed([whole])).toBe(expected);
    for (const size of [1, 7, 64]) {
      const chunks = whole.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(await streamed(chunks)).toBe(expected);
    }
  });

  test("splits no character, even when a chunk ends inside one", async () => {
    const gujarati = `${head}<meta name="x" content="ફૂલ"/>${body}ફૂલ`;
    const bytes = new TextEncoder().encode(gujarati);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += 5) controller.enqueue(bytes.subarray(start, start + 5));
        controller.close();
      },
    });
    const text = await new Response(deferModulePreloads(source)).text();
    expect(text).toContain('content="ફૂલ"');
    expect(text.endsWith("</html>ફૂલ")).toBe(true);
  });

  test("without a head end passes everything through", async () => {
    expect(await streamed(["<p>", "partial"])).toBe("<p>partial");
  });
});

/** A stand-in for a browser's observer of paint timings, which the test feeds entries. */
class PaintObserver {
  static supportedEntryTypes = ["paint"];
  static instances: PaintObserver[] = [];
  observing: unknown;
  connected = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {
    PaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observing = options;
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  report(name: string) {
    if (this.connected) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

/**
 * Runs the bootstrap against a stand-in window whose events the test fires;
 * with `reportsPaints`, the window reports paint timings like Chromium's.
 */
function bootstrapIn(readyState: "loading" | "complete", { reportsPaints = false } = {}) {
  const requested: string[] = [];
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; delay: number }> = [];
  let starts = 0;
  const modules = [
    { href: "/assets/home.js", low: true },
    { href: "/assets/react.js", low: false },
    { href: "/assets/root.js", low: true },
    { href: "/assets/index.js", low: false },
  ];
  const document = {
    readyState,
    getElementById: (id: string) => (id === deferredModulesId ? { textContent: JSON.stringify(modules) } : null),
  };
  const run = new Function(
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "loadModule",
    "startApp",
    "PerformanceObserver",
    startAfterLoadAndPaint("startApp()", "loadModule"),
  );
  run(
    document,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (frame: () => void) => frames.push(frame),
    (timer: () => void, delay = 0) => timers.push({ run: timer, delay }),
    (href: string) => {
      requested.push(href);
      return Promise.resolve();
    },
    () => (starts += 1),
    reportsPaints ? PaintObserver : undefined,
  );
  /** Runs timers in order of their delay, including the ones they set, until none is left. */
  const runTimers = () => {
    const tasks: number[] = [];
    while (page.timers.length > 0) {
      page.timers.sort((a, b) => a.delay - b.delay);
      const timer = page.timers.shift()!;
      timer.run();
      tasks.push(requested.length);
    }
    return tasks;
  };
  const page = { requested, listeners, frames, timers, runTimers, starts: () => starts };
  return page;
}

describe("the bootstrap", () => {
  test("starts the app after the load event and the next paint, once, with the modules requested first", () => {
    const page = bootstrapIn("loading");
    expect(page.timers).toHaveLength(0);
    page.listeners.get("load")!();
    expect(page.starts()).toBe(0);
    page.frames.forEach((frame) => frame());
    page.runTimers();
    expect(page.starts()).toBe(1);
    // The modules React marked low priority come last.
    expect(page.requested).toEqual(["/assets/react.js", "/assets/index.js", "/assets/home.js", "/assets/root.js"]);
  });

  test("requests one module per task", () => {
    const page = bootstrapIn("complete");
    page.frames.forEach((frame) => frame());
    const requestedAfterEachTask = page.runTimers();
    // Each task adds at most one request; the 3 s fallback adds none once started.
    requestedAfterEachTask.reduce((before, after) => {
      expect(after - before).toBeLessThanOrEqual(1);
      return after;
    }, 0);
    expect(page.requested).toHaveLength(4);
    expect(page.starts()).toBe(1);
  });

  test("waits for the first contentful paint where the browser reports paints", () => {
    PaintObserver.instances = [];
    const page = bootstrapIn("loading", { reportsPaints: true });
    page.listeners.get("load")!();
    const [observer] = PaintObserver.instances;
    expect(observer!.observing).toEqual({ type: "paint", buffered: true });
    expect(page.frames).toHaveLength(0);
    // Only the three-second fallback waits; a paint without content changes nothing.
    const fallback = page.timers.find((timer) => timer.delay === 3000)!;
    page.timers.splice(page.timers.indexOf(fallback), 1);
    observer!.report("first-paint");
    expect(page.timers).toHaveLength(0);
    observer!.report("first-contentful-paint");
    page.runTimers();
    expect(page.starts()).toBe(1);
    expect(page.requested).toEqual(["/assets/react.js", "/assets/index.js", "/assets/home.js", "/assets/root.js"]);
    expect(observer!.connected).toBe(false);
  });

  test("starts in a background tab, which never paints, after three seconds", () => {
    const page = bootstrapIn("complete");
    expect(page.frames).toHaveLength(1);
    const fallback = page.timers.find((timer) => timer.delay === 3000)!;
    page.timers.splice(page.timers.indexOf(fallback), 1);
    fallback.run();
    page.runTimers();
    expect(page.starts()).toBe(1);
  });
});
