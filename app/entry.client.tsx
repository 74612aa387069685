import "virtual:react-router/unstable_rsc/inject-hmr-runtime";

import { createFromReadableStream, createTemporaryReferenceSet, encodeReply, setServerCallback } from "@vitejs/plugin-rsc/browser";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  unstable_createCallServer as createCallServer,
  unstable_getRSCStream as getRSCStream,
  unstable_RSCHydratedRouter as RSCHydratedRouter,
  type unstable_RSCPayload as RSCPayload,
} from "react-router/dom";

setServerCallback(createCallServer({ createFromReadableStream, createTemporaryReferenceSet, encodeReply }));

/**
 * React Router's default client entry awaits the form state inside
 * `startTransition`, which drops the transition: the page then hydrates in one
 * long task. Here the state is awaited first and hydration starts inside the
 * transition, so React hydrates in short slices and the page stays responsive.
 */
async function hydrate() {
  await nextTask();
  const payload = await createFromReadableStream<RSCPayload>(getRSCStream());
  const formState = payload.type === "render" ? await payload.formState : undefined;
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RSCHydratedRouter createFromReadableStream={createFromReadableStream} payload={payload} />
      </StrictMode>,
      { formState },
    );
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

void hydrate();
