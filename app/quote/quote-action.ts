import "server-only";
import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { submissionContext } from "./submission-context";
import { setQuoteFlash } from "./quote-flash";
import { quoteFlashSecret } from "./quote-flash-secret";
import { type SentQuote, sentQuoteSchema } from "./quote-handoff";
import { isHoneypotFilled } from "./quote-honeypot";
import { QUOTE_SENT_ID } from "./quote-ids";
import { pickQuoteFields, RATE_LIMITED, UNAVAILABLE, validateQuote } from "./quote-schema";

/** Spec §7 and §9: the request is not sent anywhere; sending is simulated by a 1-second wait. */
export const SIMULATED_SEND_MS = 1000;

export interface QuoteActionData {
  /** Conform's answer: the problems found (named in no language, ./quote-problems.ts) and what was typed, or a reset after success. */
  result: SubmissionResult<string[]>;
  /** After a request went through: a fresh id (each success shows its own toast) and the hand-off details. */
  sent?: { id: string; quote: SentQuote | null };
  /** When the rate limit refused a valid request: its details, to send on WhatsApp instead. */
  unsentQuote?: SentQuote;
}

/**
 * The action of every page that shows the quote form, so the visitor stays on
 * the page they used. See docs/decisions/005-quote-form.md for the answers:
 * data for React Router's client, a page (or a redirect) for a plain form post.
 */
export async function quoteAction({ request, context }: ActionFunctionArgs) {
  const { withinRateLimit, isDocumentRequest, countAccepted } = context.get(submissionContext);
  const formData = await request.formData();
  // The browser's check, decided here: the same schema, the same Conform
  // submission (quote-schema.ts), without the classic Zod that
  // @conform-to/zod's coercion would bring into the Worker.
  const submission = validateQuote(pickQuoteFields(formData));

  // A production Worker without its signing secret takes no request (./quote-flash-secret.ts):
  // the visitor keeps what they typed and can send it on WhatsApp instead.
  const secret = quoteFlashSecret();
  if (!secret) {
    return data<QuoteActionData>(
      {
        result: submission.reply({ formErrors: [UNAVAILABLE] }),
        unsentQuote: submission.status === "success" ? sentQuoteSchema.parse(submission.value) : undefined,
      },
      { status: 503 },
    );
  }

  if (!(await withinRateLimit())) {
    return data<QuoteActionData>(
      {
        result: submission.reply({ formErrors: [RATE_LIMITED] }),
        unsentQuote: submission.status === "success" ? sentQuoteSchema.parse(submission.value) : undefined,
      },
      { status: 429 },
    );
  }

  const answerSent = async (quote: SentQuote | null) => {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_SEND_MS));
    if (isDocumentRequest) {
      // Post/Redirect/Get: reloading the page after success cannot send the form
      // again. The details follow in a cookie the page reads once (./quote-flash.ts).
      throw redirect(`${new URL(request.url).pathname}#${QUOTE_SENT_ID}`, {
        status: 303,
        headers: { "Set-Cookie": await setQuoteFlash(quote, secret) },
      });
    }
    return data<QuoteActionData>({
      result: submission.reply({ resetForm: true }),
      sent: { id: crypto.randomUUID(), quote },
    });
  };

  // A bot: the same answer and the same wait as a person, and nothing to hand off.
  if (isHoneypotFilled(formData)) return answerSent(null);

  if (submission.status !== "success") {
    return data<QuoteActionData>({ result: submission.reply() }, { status: 400 });
  }
  countAccepted(submission.value.eventType);
  return answerSent(sentQuoteSchema.parse(submission.value));
}
