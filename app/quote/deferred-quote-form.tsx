"use client";

import { type ComponentType, lazy, Suspense, useEffect } from "react";
import type { QuoteFormProps } from "./quote-form";
import { QUOTE_FORM_ID } from "./quote-ids";

/**
 * The quote form's code (Conform, Zod) is not part of the page's first load
 * (docs/decisions/005-quote-form.md). The server renders the form into the
 * HTML, where it works as a plain form; in the browser React leaves that HTML
 * in place and hydrates it once the code arrives, which it is asked for when
 * the visitor first shows interest in the form. A page reached by client-side
 * navigation has no such HTML, so it asks for the code straight away.
 */

let requestCode = () => {};
const codeRequested = new Promise<void>((resolve) => {
  requestCode = resolve;
});
const loadQuoteForm = () => import("./quote-form").then((module) => ({ default: module.QuoteForm }));

const QuoteForm: ComponentType<QuoteFormProps> = import.meta.env.SSR
  ? (await loadQuoteForm()).default
  : lazy(() => codeRequested.then(loadQuoteForm));

const interestEvents = ["focusin", "pointerdown", "pointerover", "touchstart", "input"] as const;

export function DeferredQuoteForm(props: QuoteFormProps) {
  useEffect(() => {
    const form = document.getElementById(QUOTE_FORM_ID);
    // No server HTML to wait in (a client-side navigation), or the visitor got there before the page's script.
    if (!form || form.matches(":hover, :focus-within")) return requestCode();
    // Caught on the way down at `window`: React stops these events at the
    // document while the form's part of the page is waiting to hydrate.
    const onInterest = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return;
      stopWatching();
      requestCode();
    };
    const stopWatching = () => {
      for (const type of interestEvents) window.removeEventListener(type, onInterest, { capture: true });
    };
    for (const type of interestEvents) window.addEventListener(type, onInterest, { capture: true, passive: true });
    return stopWatching;
  }, []);

  return (
    <Suspense fallback={null}>
      <QuoteForm {...props} />
    </Suspense>
  );
}
