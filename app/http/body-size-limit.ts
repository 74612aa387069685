import { refuse } from "./refuse";

/**
 * The largest request body accepted: a complete quote form fits several times
 * over (app/quote/quote-schema.ts). Workers would otherwise read up to 100 MB.
 */
export const MAX_BODY_BYTES = 16 * 1024;

const tooLarge = () => refuse(413, `The form is too large: at most ${MAX_BODY_BYTES / 1024} KiB can be sent.`);

/** The cheap check: a declared `Content-Length` over the limit is refused before anything is read. */
export function refuseDeclaredOversize(request: Request, maxBytes = MAX_BODY_BYTES): Response | null {
  const declared = Number(request.headers.get("Content-Length"));
  return declared > maxBytes ? tooLarge() : null;
}

/**
 * Reads the body, counting as it goes: a chunked body declares no length, and
 * a declared one is not trusted. Stops reading and answers 413 at the first
 * byte over; the rest is left unread (cancelling the stream instead makes
 * `wrangler dev`'s proxy drop the connection rather than pass the 413 on).
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
        reader.releaseLock();
        return tooLarge();
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
