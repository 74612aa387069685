import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export const quoteControlClassName =
  "block min-h-11 w-full rounded-xl border border-ink-soft/40 bg-cream px-4 py-2.5 text-base text-ink placeholder:text-ink-soft/70 aria-invalid:border-error aria-invalid:ring-1 aria-invalid:ring-error";

/**
 * Spec §5: a field's errors show in red directly under it; Conform ties them to
 * the control by id. The line is kept free while there is no error, so an error
 * appearing when a field is left (say, by pressing Send) moves nothing below it
 * and the press still lands on the button.
 */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm leading-5 font-medium text-error">
      {errors?.join(" ")}
    </p>
  );
}

/** A label above its control, with the field's errors under it. */
export function QuoteField({
  field,
  label,
  errors,
  className = "",
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  /** The field's errors, in the page's language. */
  errors: string[] | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1.5 block font-semibold text-ink">
        {label}
        {field.required ? (
          <span aria-hidden="true" className="text-rose">
            {" *"}
          </span>
        ) : null}
      </label>
      {children}
      <FieldErrors id={field.errorId} errors={errors} />
    </div>
  );
}
