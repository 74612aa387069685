import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * A slow network between Chromium and the site on loopback, as an HTTP proxy:
 * every answer's headers wait `latencyMs` after its request arrived, and every
 * answer's body shares one downlink of `downloadKbps` (the encoded bytes, as
 * DevTools counts them); a request's body shares an uplink of `uploadKbps`.
 * That is what DevTools' network emulation does, with one difference that is
 * the reason for this proxy: DevTools slows only the requests of the pages it
 * is attached to, and a prerendered page's (its document, fetched ahead, and
 * its subresources) went at loopback speed, answered within 10–100 ms, with
 * `Network.emulateNetworkConditions` at 562.5 ms (docs/decisions/015-the-next-page.md).
 * Chromium is pointed at it with `--proxy-server` and `--proxy-bypass-list=<-loopback>`.
 */
export interface NetworkShape {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface ThrottlingProxy {
  /** Chromium's flags to send all traffic, loopback included, through the proxy. */
  chromiumFlags: string[];
  close: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Bytes are released in pieces this large, so that answers in flight at once share the link as they would. */
const PIECE = 1460;

/** One direction of the link: bytes pass one piece after another, at `kbps`, whoever sends them. */
function link(kbps: number) {
  let freeAt = 0;
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  return () =>
    new Transform({
      async transform(chunk: Buffer, _encoding, done) {
        for (let offset = 0; offset < chunk.length; offset += PIECE) {
          const piece = chunk.subarray(offset, offset + PIECE);
          const start = Math.max(performance.now(), freeAt);
          freeAt = start + piece.length / bytesPerMs;
          await wait(freeAt - performance.now());
          this.push(piece);
        }
        done();
      },
    });
}

export async function startThrottlingProxy({ latencyMs, downloadKbps, uploadKbps }: NetworkShape): Promise<ThrottlingProxy> {
  const downlink = link(downloadKbps);
  const uplink = link(uploadKbps);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const arrived = performance.now();
    // A proxy is asked for the whole address: `GET http://127.0.0.1:8790/services HTTP/1.1`.
    const target = new URL(incoming.url!);
    const upstream = forward(target, { method: incoming.method, headers: incoming.headers }, async (answer) => {
      await wait(arrived + latencyMs - performance.now());
      outgoing.writeHead(answer.statusCode!, answer.statusMessage, answer.rawHeaders);
      await pipeline(answer, downlink(), outgoing).catch(() => outgoing.destroy());
    });
    upstream.on("error", () => outgoing.destroy());
    pipeline(incoming, uplink(), upstream).catch(() => upstream.destroy());
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromiumFlags: [`--proxy-server=http://127.0.0.1:${port}`, "--proxy-bypass-list=<-loopback>"],
    close: () => server.close(),
  };
}
