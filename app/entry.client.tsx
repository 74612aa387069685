import "virtual:react-router/unstable_rsc/inject-hmr-runtime";

import type { unstable_RSCPayload as RSCPayload } from "react-router/dom";
import { documentPayloadPath } from "./lib/document-payload";
import { reportPrerenderedView, reportTaps } from "./insights/beacon";

/**
 * React Router's client entry (`npx react-router reveal entry.client`),
 * started in short tasks so that a phone's main thread stays free while the
 * app starts. Each departure was measured (docs/decisions/007-performance.md):
 * - React and React Router are imported one after the other, so each is
 *   evaluated in a task of its own rather than as one module graph at once
 *   (which is also why this file writes `createElement`, not JSX: JSX would
 *   import React statically);
 * - where the page leaves its payload out of its HTML (app/entry.ssr.tsx),
 *   it is fetched from the page's document payload address, at once, beside
 *   the app's modules; either way it is decoded a piece of at most 8 KiB per task;
 * - the form state is awaited before `startTransition`, not inside it, so
 *   that hydration is a transition, which React does in slices
 *   (docs/decisions/upstream-hydration-in-a-transition.md).
 * Before anything else, it starts reporting taps and a prerendered page
 * once shown, for the owner's insights (app/insights/beacon.ts).
 */
async function hydrate() {
  const fetchedPayload = payloadFromItsAddress();
  const [{ createFromReadableStream, createTemporaryReferenceSet, encodeReply, setServerCallback }, { hydrateRoot }, React] =
    await Promise.all([import("@vitejs/plugin-rsc/browser"), import("react-dom/client"), import("react")]);
  await nextTask();
  const { unstable_createCallServer, unstable_getRSCStream, unstable_RSCHydratedRouter } = await import("react-router/dom");
  setServerCallback(unstable_createCallServer({ createFromReadableStream, createTemporaryReferenceSet, encodeReply }));
  const body = (await fetchedPayload) ?? unstable_getRSCStream();
  const payload = await createFromReadableStream<RSCPayload>(onePiecePerTask(body));
  const formState = payload.type === "render" ? await payload.formState : undefined;
  await nextTask();
  React.startTransition(() => {
    const router = React.createElement(unstable_RSCHydratedRouter, { createFromReadableStream, payload });
    hydrateRoot(document, React.createElement(React.StrictMode, null, router), { formState });
  });
}

/**
 * The page's payload from its document payload address, or `undefined` where
 * the page carries it (React Router's inline chunks). Where it cannot be
 * fetched the app does not start, and the page works as it does without
 * JavaScript.
 */
async function payloadFromItsAddress(): Promise<ReadableStream<Uint8Array> | undefined> {
  if ("__FLIGHT_DATA" in window) return undefined;
  const response = await fetch(`${documentPayloadPath(location.pathname)}${location.search}`);
  if (!response.ok || !response.body) throw new Error(`The page's payload answered ${response.status}`);
  return response.body;
}

/**
 * Ends the current task; what follows runs in a new one. A message the page
 * sends itself, not a timer: a browser slows a hidden tab's timers to one a
 * second (a design page left behind the WhatsApp tab it had opened took 11.7 s
 * to start in Firefox, 3.6 s this way), and nested timers to one each 4 ms.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * At most this many bytes of the payload are decoded in one task. Fetched, a
 * post's payload (66 KiB) came as one read and decoded in one task of 283 ms
 * at 4× CPU slowdown: some 35 ms for each 8 KiB.
 */
const PAYLOAD_PIECE_BYTES = 8 * 1024;

/**
 * The payload arrives as a dozen inline chunks, or fetched, as a few large ones,
 * all there by the time the app starts. Read straight through, they decode in
 * one long task; handed over a piece per task, the main thread is free between
 * them. React's decoder reads a row that spans pieces as it reads one that
 * spans network chunks.
 */
function onePiecePerTask(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        for (let start = 0; start < chunk.byteLength; start += PAYLOAD_PIECE_BYTES) {
          await nextTask();
          controller.enqueue(chunk.subarray(start, start + PAYLOAD_PIECE_BYTES));
        }
      },
    }),
  );
}

reportTaps();
reportPrerenderedView();
void hydrate();
