"use client";

import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * React Router's scroll handling for client navigations: a new page opens at
 * its top (or at its `#hash`), Back returns near where the visitor was.
 *
 * React Router's `<ScrollRestoration>` also writes an inline script that opens
 * `sessionStorage` and rewrites the history entry while the page is still
 * parsing, before the first paint: on a phone that is the longest script the
 * page runs before it shows. The browser restores scroll positions itself on
 * reload and on Back to a loaded document, and the hook below restores the
 * ones client navigations saved once the app has started, so the page does
 * without that script.
 */
export function ClientScrollRestoration() {
  useScrollRestoration();
  return null;
}
