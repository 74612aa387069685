import { useEffect, useRef, type MouseEvent } from "react";

export interface SummaryError {
  /** The id of the control the error is about. */
  fieldId: string;
  message: string;
}

/**
 * A refused request's errors at the top of the form, each a link to its field
 * (GOV.UK's error summary): a visitor on a screen reader or a text browser
 * learns at once what went wrong, and gets there in one step. It takes the
 * focus when it appears and after each refused attempt (`attempt` changes);
 * without JavaScript, through `autofocus` on the page the server sends back.
 * The messages under the fields stay.
 */
export function ErrorSummary({ title, errors, attempt }: { title: string; errors: SummaryError[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [attempt]);

  // The link moves the focus into the field itself, with its label in view; without JavaScript it scrolls to the field.
  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    // A choice of radio buttons shows with its legend, any other field with its label.
    (field.closest("fieldset") ?? field.closest("div") ?? field).scrollIntoView({ block: "start" });
  };

  return (
    <div
      ref={box}
      tabIndex={-1}
      autoFocus
      aria-labelledby="quote-error-summary-title"
      role="alert"
      className="rounded-xl border-4 border-error bg-cream p-4 focus:outline-3 focus:outline-offset-2 focus:outline-rose sm:col-span-2"
    >
      <h3 id="quote-error-summary-title" className="font-sans text-lg font-bold text-ink">
        {title}
      </h3>
      <ul className="mt-2 space-y-1">
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => goToField(event, fieldId)}
              className="inline-flex min-h-11 items-center font-semibold text-error underline underline-offset-2"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
