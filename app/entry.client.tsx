import "virtual:react-router/unstable_rsc/inject-hmr-runtime";

import type { unstable_RSCPayload as RSCPayload } from "react-router/dom";

/**
 * Starts the app in short tasks, so a phone stays responsive while it does:
 * - React Router is evaluated in a task of its own, apart from React, not as
 *   one module graph;
 * - the page's payload is decoded one chunk per task;
 * - React Router's default client entry awaits the form state inside
 *   `startTransition`, which drops the transition and hydrates the page in one
 *   long task. Here the state is awaited first and hydration starts inside the
 *   transition, so React hydrates in short slices.
 */
async function hydrate() {
  await nextTask();
  const [{ createFromReadableStream, createTemporaryReferenceSet, encodeReply, setServerCallback }, { hydrateRoot }, React] =
    await Promise.all([import("@vitejs/plugin-rsc/browser"), import("react-dom/client"), import("react")]);
  await nextTask();
  const { unstable_createCallServer, unstable_getRSCStream, unstable_RSCHydratedRouter } = await import("react-router/dom");
  setServerCallback(unstable_createCallServer({ createFromReadableStream, createTemporaryReferenceSet, encodeReply }));
  await nextTask();
  const payload = await createFromReadableStream<RSCPayload>(oneChunkPerTask(unstable_getRSCStream()));
  const formState = payload.type === "render" ? await payload.formState : undefined;
  await nextTask();
  React.startTransition(() => {
    hydrateRoot(
      document,
      React.createElement(React.StrictMode, null, React.createElement(unstable_RSCHydratedRouter, { createFromReadableStream, payload })),
      { formState },
    );
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The page's payload arrives as a dozen inline chunks that are all there by
 * the time the app starts. Read straight through, they decode in one long
 * task; handed over one per task, the main thread is free between them.
 */
function oneChunkPerTask(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        await nextTask();
        controller.enqueue(chunk);
      },
    }),
  );
}

void hydrate();
