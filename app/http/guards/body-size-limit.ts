import { refuse } from "./refuse";

/**
 * The largest request body accepted: a complete quote form fits several times
 * over (app/quote/quote-schema.ts). Workers would otherwise read up to 100 MB.
 */
export const MAX_BODY_BYTES = 16 * 1024;

const tooLarge = (request: Request) =>
  refuse(request, 413, "tooLarge");

/** The cheap check: a declared `Content-Length` over the limit is refused before anything is read. */
export function refuseDeclaredOversize(request: Request, maxBytes = MAX_BODY_BYTES): Response | null {
  const declared = Number(request.headers.get("Content-Length"));
  return declared > maxBytes ? tooLarge(request) : null;
}

/**
 * A refused body is still read to its end, up to this much, before the answer
 * goes out: answering while a client is still uploading makes some clients,
 * and `wrangler dev`'s proxy, report a dropped connection instead of the answer.
 */
export const MAX_DISCARDED_BYTES = 1024 * 1024;

/** Reads the rest of a refused request's body into nothing (see MAX_DISCARDED_BYTES). */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await discardRest(request.body.getReader(), 0);
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let read = alreadyRead;
  try {
    while (read <= MAX_DISCARDED_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client has gone; there is nobody left to answer.
  }
}

/**
 * Reads the body, counting as it goes: a chunked body declares no length, and
 * a declared one is not trusted. Past the limit it keeps nothing more and
 * answers 413.
 */
export async function readBodyWithinLimit(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer> | Response> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discardRest(reader, size);
        return tooLarge(request);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
