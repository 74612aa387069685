import { describe, expect, test } from "vitest";
import {
  discardBody,
  MAX_BODY_BYTES,
  MAX_DISCARDED_BYTES,
  readBodyWithinLimit,
  refuseDeclaredOversize,
} from "./body-size-limit";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("https://pushpanjalidecor.in/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body streamed in chunks, with no length declared. */
function chunked(chunkCount: number, chunkSize: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunkCount) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(97));
    },
  });
  return { stream, chunksPulled: () => sent };
}

describe("the limit", () => {
  test("is 16 KiB", () => {
    expect(MAX_BODY_BYTES).toBe(16384);
  });
});

describe("refuseDeclaredOversize", () => {
  test("refuses a declared length over the limit with 413", () => {
    expect(refuseDeclaredOversize(post(null, { "Content-Length": "16385" }))?.status).toBe(413);
  });

  test("lets the limit itself, a smaller one or none through", () => {
    expect(refuseDeclaredOversize(post(null, { "Content-Length": "16384" }))).toBeNull();
    expect(refuseDeclaredOversize(post(null, { "Content-Length": "10" }))).toBeNull();
    expect(refuseDeclaredOversize(post(null))).toBeNull();
  });
});

describe("readBodyWithinLimit", () => {
  test("returns the bytes of a body within the limit", async () => {
    const body = await readBodyWithinLimit(post("fullName=Asha"));
    expect(body).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(body as Uint8Array)).toBe("fullName=Asha");
  });

  test("accepts exactly the limit", async () => {
    const body = await readBodyWithinLimit(post("a".repeat(MAX_BODY_BYTES)));
    expect((body as Uint8Array).byteLength).toBe(MAX_BODY_BYTES);
  });

  test("refuses one byte more with 413", async () => {
    const body = await readBodyWithinLimit(post("a".repeat(MAX_BODY_BYTES + 1)));
    expect((body as Response).status).toBe(413);
  });

  test("counts bytes, not characters", async () => {
    const gujarati = "ગ".repeat(Math.floor(MAX_BODY_BYTES / 3) + 1); // 3 bytes each in UTF-8
    expect(((await readBodyWithinLimit(post(gujarati))) as Response).status).toBe(413);
  });

  test("refuses a chunked body past the limit, and stops reading it at 1 MiB", async () => {
    const { stream, chunksPulled } = chunked(5000, 1024);
    const result = await readBodyWithinLimit(post(stream));
    expect((result as Response).status).toBe(413);
    expect(chunksPulled() * 1024).toBeGreaterThan(MAX_DISCARDED_BYTES);
    expect(chunksPulled() * 1024).toBeLessThan(MAX_DISCARDED_BYTES + 10 * 1024);
  });

  test("reads a small chunked body whole", async () => {
    const { stream } = chunked(3, 100);
    expect(((await readBodyWithinLimit(post(stream))) as Uint8Array).byteLength).toBe(300);
  });

  test("an empty body is empty", async () => {
    expect(((await readBodyWithinLimit(post(null))) as Uint8Array).byteLength).toBe(0);
  });
});

describe("discardBody", () => {
  test("reads a refused body to its end", async () => {
    const { stream, chunksPulled } = chunked(20, 1024);
    await discardBody(post(stream));
    expect(chunksPulled()).toBe(20);
  });

  test("gives up after 1 MiB", async () => {
    const { stream, chunksPulled } = chunked(100_000, 1024);
    await discardBody(post(stream));
    expect(chunksPulled()).toBeLessThan(1100);
  });

  test("a request without a body is fine", async () => {
    await expect(discardBody(post(null))).resolves.toBeUndefined();
  });
});
