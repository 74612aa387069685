import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useActionData, useFetcher } from "react-router";
import type { QuoteFormWords } from "~/content/quote-form";
import { buttonClassName } from "~/components/ui/button";
import type { QuoteActionData } from "./quote-action";
import { ErrorSummary } from "./error-summary";
import { FieldErrors, QuoteField, quoteControlClassName } from "./quote-field";
import type { QuoteFlash } from "./quote-flash";
import { HONEYPOT_FIELD } from "./quote-honeypot";
import { describeQuoteProblem } from "./quote-problems";
import { QUOTE_FORM_ID, QUOTE_SENT_ID, QUOTE_TITLE_ID } from "./quote-ids";
import {
  getQuoteConstraint,
  preferredContactMethods,
  type QuoteFieldName,
  quoteEventTypes,
  quoteFieldNames,
  validateQuote,
} from "./quote-schema";
import { QuoteHandoff, QuoteSentToast } from "./quote-sent";

const constraint = getQuoteConstraint();

/** The fields with a label above them, in the order the form shows them. */
const quoteFieldOrder = ["fullName", "phone", "email", "eventType", "eventDate", "guestCount", "budget", "venue", "message"] as const;

/** The kind of input each one-line field is, and what a browser may fill it with. */
const inputs = {
  fullName: { type: "text", autoComplete: "name" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  eventDate: { type: "date", autoComplete: undefined },
  guestCount: { type: "text", autoComplete: undefined },
  budget: { type: "text", autoComplete: undefined },
  venue: { type: "text", autoComplete: undefined },
} as const;

const noSubscription = () => () => {};

export interface QuoteFormProps {
  /** Everything the form says, in the page's language. */
  words: QuoteFormWords;
  /** After a request sent without JavaScript: what the page read from the flash cookie (./quote-loader.ts). */
  sentByRedirect?: QuoteFlash | null;
}

/**
 * The quote form (spec §4, §5). Without JavaScript it is a plain form posting
 * to the page's action. With it, Conform validates with the same schema on
 * blur and on submit, and React Router posts it without leaving the page.
 */
export function QuoteForm({ words, sentByRedirect }: QuoteFormProps) {
  // With JavaScript the form posts through a fetcher, so the address stays as
  // it was (a navigation to the index route's action would show /?index on
  // Home); without it, the page after the post carries the action's answer.
  const fetcher = useFetcher<QuoteActionData>();
  const pageAnswer = useActionData<QuoteActionData>();
  const answer = fetcher.data ?? pageAnswer;
  // False in the server's HTML and while hydrating, true once the form runs here.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);

  const [form, fields] = useForm({
    id: QUOTE_FORM_ID,
    lastResult: answer?.result,
    constraint,
    onValidate: ({ formData }) => validateQuote(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  // The latest answer counts: a refused request after one sent without JavaScript is not "sent".
  const sent = answer
    ? answer.sent
    : sentByRedirect
      ? { id: "redirect", quote: sentByRedirect.quote }
      : undefined;
  const sending = fetcher.state === "submitting";

  // After a refused attempt (not while a field is checked as the visitor leaves it), the
  // errors are listed at the top of the form, which takes the focus each time.
  // The schema names each problem; the form says it in the page's language (./quote-problems.ts).
  const problemsOf = (name: QuoteFieldName) =>
    fields[name].errors?.map((problem) => describeQuoteProblem(words, name, problem));
  const summary =
    form.status === "error"
      ? quoteFieldNames.flatMap((name) =>
          fields[name].errors ? [{ fieldId: fields[name].id, message: problemsOf(name)!.join(" ") }] : [],
        )
      : [];
  const placeholders: Partial<Record<QuoteFieldName, string>> = words.placeholders;
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (answer?.result?.status === "error") setAttempts((count) => count + 1);
  }, [answer]);
  // A request sent here shows its thanks and hand-off at the top of the screen, as the page
  // after one sent without JavaScript does: the Send button stays clear of the toast at the bottom.
  useEffect(() => {
    if (fetcher.data?.sent) document.getElementById(QUOTE_SENT_ID)?.scrollIntoView({ block: "start" });
  }, [fetcher.data]);

  const formProps = getFormProps(form);
  /**
   * A visitor who sends with Enter (or a phone's Go key) leaves the focus in a
   * field. A successful request resets the form by remounting its fields, and
   * the focused one losing its focus as it goes asked Conform to validate it,
   * which posted the emptied form as a page. The Send button takes the focus,
   * as when it is pressed.
   */
  const onSubmit: typeof formProps.onSubmit = (event) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.form === event.currentTarget && !submitter.name) submitter.focus();
    setAttempts((count) => count + 1);
    formProps.onSubmit(event);
  };

  return (
    <fetcher.Form
      method="post"
      // The page's own address, without any query the visitor arrived with.
      action="."
      {...formProps}
      onSubmit={onSubmit}
      aria-labelledby={QUOTE_TITLE_ID}
      // Conform shows the errors; the browser's own bubbles would not be red or in place.
      noValidate
      data-enhanced={enhanced || undefined}
      className="grid gap-x-5 gap-y-3 sm:grid-cols-2"
    >
      {summary.length > 0 ? <ErrorSummary title={words.problems.summaryTitle} errors={summary} attempt={attempts} /> : null}
      <p className="text-sm text-ink-soft sm:col-span-2">
        {words.requiredNote[0]}
        <span className="text-rose">*</span>
        {words.requiredNote[1]}
      </p>
      {quoteFieldOrder.map((name) => (
        <QuoteField
          key={name}
          field={fields[name]}
          label={words.labels[name]}
          errors={problemsOf(name)}
          className={name === "message" ? "sm:col-span-2" : undefined}
        >
          {name === "eventType" ? (
            <select {...getSelectProps(fields.eventType)} key={fields.eventType.key} className={quoteControlClassName}>
              <option value="">{words.placeholders.eventType}</option>
              {quoteEventTypes.map((type) => (
                <option key={type} value={type}>
                  {words.eventTypes[type]}
                </option>
              ))}
            </select>
          ) : name === "message" ? (
            <textarea
              {...getTextareaProps(fields.message)}
              key={fields.message.key}
              rows={4}
              placeholder={words.placeholders.message}
              className={quoteControlClassName}
            />
          ) : (
            <input
              {...getInputProps(fields[name], { type: inputs[name].type })}
              key={fields[name].key}
              autoComplete={inputs[name].autoComplete}
              placeholder={placeholders[name]}
              className={quoteControlClassName}
            />
          )}
        </QuoteField>
      ))}

      <fieldset
        aria-describedby={fields.preferredContact.errors ? fields.preferredContact.errorId : undefined}
        className="sm:col-span-2"
      >
        <legend className="mb-1.5 font-semibold text-ink">{words.labels.preferredContact}</legend>
        <div className="flex flex-wrap gap-x-6">
          {preferredContactMethods.map((method, index) => (
            <label key={`${fields.preferredContact.key}-${method}`} className="inline-flex min-h-11 items-center gap-2">
              <input
                // The first choice is where the error summary's link leads.
                id={index === 0 ? fields.preferredContact.id : undefined}
                type="radio"
                name={fields.preferredContact.name}
                value={method}
                defaultChecked={(fields.preferredContact.initialValue ?? "whatsapp") === method}
                aria-invalid={fields.preferredContact.errors ? true : undefined}
                className="size-5 accent-rose"
              />
              {words.contactMethods[method]}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.preferredContact.errorId} errors={problemsOf("preferredContact")} />
      </fieldset>

      {/* See quote-honeypot.ts. */}
      <label htmlFor={`${QUOTE_FORM_ID}-${HONEYPOT_FIELD}`} className="sr-only">
        {words.honeypot}
      </label>
      <input
        id={`${QUOTE_FORM_ID}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        className="sr-only"
      />

      <div className="sm:col-span-2">
        {form.errors ? (
          <p id={form.errorId} role="alert" className="mb-4 font-medium text-error">
            {form.errors.map((problem) => describeQuoteProblem(words, null, problem)).join(" ")}
          </p>
        ) : null}
        {answer?.unsentQuote ? (
          <QuoteHandoff quote={answer.unsentQuote} intro={words.handoff.unsentIntro} words={words} />
        ) : null}
        {/* Next to the button the visitor just pressed; the page after a post without JavaScript scrolls here. */}
        <div id={QUOTE_SENT_ID} role="status">
          {sent ? <QuoteSentToast key={sent.id} toast={words.toast} /> : null}
          {sent?.quote ? <QuoteHandoff quote={sent.quote} intro={words.handoff.sentIntro} words={words} /> : null}
        </div>
        <button
          type="submit"
          disabled={sending}
          className={buttonClassName("primary", "w-full text-base disabled:cursor-wait disabled:opacity-75 sm:w-auto")}
        >
          {sending ? words.sending : words.send}
        </button>
      </div>
    </fetcher.Form>
  );
}
