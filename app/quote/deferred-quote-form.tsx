"use client";

import { lazy, Suspense } from "react";
import type { QuoteFormProps } from "./quote-form";
import { QUOTE_FORM_ID } from "./quote-ids";

/**
 * The quote form's code (Conform and Zod, 19 KiB gzip) would take Home and
 * Contact past their JavaScript budget (docs/decisions/005-quote-form.md), so
 * the browser asks for it once the visitor turns to the page: moves a pointer
 * over it (or taps), presses a key, scrolls or moves the focus. Until it
 * arrives, the form the server rendered works as a plain HTML form: React
 * keeps the server's HTML of a Suspense boundary whose code is still loading,
 * and hydrates it afterwards, keeping whatever was typed. A page reached by a
 * client-side navigation has no such HTML, so there the code loads at once.
 *
 * The server renders the form straight away: a boundary that suspended there
 * would reach the HTML after the page, put in place by a script.
 */
const QuoteForm = import.meta.env.SSR
  ? (await import("./quote-form")).QuoteForm
  : lazy(async () => {
      await visitorTurnsToPage();
      return { default: (await import("./quote-form")).QuoteForm };
    });

function visitorTurnsToPage(): Promise<void> {
  const serverRenderedForm = document.getElementById(QUOTE_FORM_ID);
  // The visitor may have turned to the page before the app started.
  const turned = scrollY > 0 || document.querySelector(":hover, :focus") !== null;
  if (!serverRenderedForm || turned) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = new AbortController();
    const interacted = () => {
      listening.abort();
      resolve();
    };
    // Caught at `window` on the way down: React holds back events aimed at a
    // part of the page whose code is still loading.
    for (const type of ["pointerover", "keydown", "scroll", "focusin"]) {
      addEventListener(type, interacted, { capture: true, passive: true, signal: listening.signal });
    }
  });
}

export function DeferredQuoteForm(props: QuoteFormProps) {
  return (
    <Suspense fallback={null}>
      <QuoteForm {...props} />
    </Suspense>
  );
}
