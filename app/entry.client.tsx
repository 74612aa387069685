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

createFromReadableStream<RSCPayload>(getRSCStream()).then(async (payload) => {
  // React Router's default entry awaits the form state inside
  // `startTransition`; code after an `await` there runs outside the
  // transition, so the page hydrated in one long task. Awaited first, the
  // hydration is a transition, which React does in short slices
  // (docs/decisions/007-performance.md).
  const formState = payload.type === "render" ? await payload.formState : undefined;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RSCHydratedRouter createFromReadableStream={createFromReadableStream} payload={payload} />
      </StrictMode>,
      { formState },
    );
  });
});
