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

/** Runs the bootstrap against a stand-in window whose events the test fires. */
function bootstrapIn(readyState: "loading" | "complete") {
  const appended: Array<Record<string, string>> = [];
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; delay: number }> = [];
  let starts = 0;
  const document = {
    readyState,
    head: { appendChild: (link: Record<string, string>) => appended.push({ ...link }) },
    createElement: () => ({}),
    getElementById: (id: string) =>
      id === deferredModulesId ? { textContent: JSON.stringify([{ href: "/assets/react.js", low: false }, { href: "/assets/home.js", low: true }]) } : null,
  };
  const run = new Function(
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "startApp",
    startAfterLoadAndPaint("startApp()"),
  );
  run(
    document,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (frame: () => void) => frames.push(frame),
    (timer: () => void, delay = 0) => timers.push({ run: timer, delay }),
    () => (starts += 1),
  );
  return { appended, listeners, frames, timers, starts: () => starts };
}

describe("the bootstrap", () => {
  test("starts the app after the load event and the next paint, once, with the modules preloaded", () => {
    const page = bootstrapIn("loading");
    expect(page.timers).toHaveLength(0);
    page.listeners.get("load")!();
    expect(page.starts()).toBe(0);
    page.frames.forEach((frame) => frame());
    for (const timer of [...page.timers].sort((a, b) => a.delay - b.delay)) timer.run();
    expect(page.starts()).toBe(1);
    expect(page.appended).toEqual([
      { rel: "modulepreload", href: "/assets/react.js", crossOrigin: "" },
      { rel: "modulepreload", href: "/assets/home.js", crossOrigin: "", fetchPriority: "low" },
    ]);
  });

  test("starts in a background tab, which never paints, after three seconds", () => {
    const page = bootstrapIn("complete");
    expect(page.frames).toHaveLength(1);
    const fallback = page.timers.find((timer) => timer.delay === 3000)!;
    fallback.run();
    expect(page.starts()).toBe(1);
  });
});
