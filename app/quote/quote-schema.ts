import { parse } from "@conform-to/dom";
import * as z from "zod/mini";
import { preferredContactMethods, quoteEventTypes, type QuoteFieldName, quoteFieldNames } from "~/content/vocabulary";

/**
 * The quote request: the one set of rules, used by the form in
 * the browser and by the action on the server (the server's answer counts).
 *
 * Spec §5 names two rules (full name and phone are required) and an email-type
 * input; every other field is optional. Beyond the spec: values are trimmed, a
 * blank answer counts as no answer, each field has a maximum length, and fields
 * the schema does not know are dropped.
 */

// The fields' names and the choices are the content's vocabulary too (the
// form's words name each one), so they live in the content's layer.
export {
  preferredContactMethods,
  quoteEventTypes,
  quoteFieldNames,
  type PreferredContactMethod,
  type QuoteEventType,
  type QuoteFieldName,
} from "~/content/vocabulary";

/**
 * Longest accepted answer per field, in characters. Together they keep the
 * largest valid form (all in Gujarati, URL-encoded at 9 bytes a letter) under
 * the 16 KiB request body limit (app/http/guards/body-size-limit.ts).
 */
export const quoteFieldMaxLength = {
  fullName: 100,
  phone: 30,
  email: 254,
  eventDate: 30,
  guestCount: 50,
  budget: 50,
  venue: 200,
  message: 1000,
} as const;

type TextField = keyof typeof quoteFieldMaxLength;

/** Trims text; an empty answer becomes `undefined`. Anything that is not text passes through to fail the type check. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * What can be wrong with a quote. The schema answers with these names, in no
 * language; the form says them in the page's (app/quote/quote-problems.ts), so
 * the rules stay one set for every language, in the browser and on the server.
 */
export const quoteProblems = ["required", "tooLong", "notText", "notEmail", "notAnEventType", "notAContactMethod"] as const;
export type QuoteProblem = (typeof quoteProblems)[number];
/** The request as a whole, refused by the rate limit (app/quote/quote-action.ts). */
export const RATE_LIMITED = "rateLimited";
/** The request as a whole, refused because the Worker cannot take requests now (app/quote/quote-flash-secret.ts). */
export const UNAVAILABLE = "unavailable";

const tooLong = (field: TextField) => z.maxLength(quoteFieldMaxLength[field], "tooLong" satisfies QuoteProblem);

/** A field name sent twice arrives as a list, not one piece of text. */
const notText: QuoteProblem = "notText";

/** Every field starts the same way: trimmed, and blank counts as not given. */
const answer = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blankToUndefined), schema);

function requiredText(field: TextField) {
  return answer(
    z
      .string({ error: (issue): QuoteProblem => (issue.input === undefined ? "required" : notText) })
      .check(tooLong(field)),
  );
}

function optionalText(field: TextField) {
  return answer(z.optional(z.string({ error: notText }).check(tooLong(field))));
}

export const quoteSchema = z.object({
  fullName: requiredText("fullName"),
  phone: requiredText("phone"),
  email: answer(z.optional(z.email({ error: "notEmail" satisfies QuoteProblem }).check(tooLong("email")))),
  eventType: answer(z.optional(z.enum(quoteEventTypes, { error: "notAnEventType" satisfies QuoteProblem }))),
  eventDate: optionalText("eventDate"),
  guestCount: optionalText("guestCount"),
  budget: optionalText("budget"),
  venue: optionalText("venue"),
  message: optionalText("message"),
  preferredContact: answer(
    z._default(z.enum(preferredContactMethods, { error: "notAContactMethod" satisfies QuoteProblem }), "whatsapp"),
  ),
} satisfies Record<QuoteFieldName, z.ZodMiniType>);

export type QuoteRequest = z.output<typeof quoteSchema>;

/**
 * Conform's submission for the quote form: the browser's check, and the
 * action's decision (app/quote/quote-action.ts). It does what Conform's
 * `parseWithZod` does with automatic coercion off (the schema trims and
 * drops blanks itself), without `@conform-to/zod`, whose coercion brings all
 * of classic Zod into the browser and the Worker; quote-schema.test.ts
 * checks that the two agree on any form.
 */
export function validateQuote(formData: FormData | URLSearchParams) {
  return parse<QuoteRequest, string[]>(formData, {
    resolve(payload) {
      const result = z.safeParse(quoteSchema, payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) (error[issue.path.join(".")] ??= []).push(issue.message);
      return { error };
    },
  });
}

/**
 * Only the quote's own fields, as text (an uploaded file counts as an empty
 * answer). Conform reads dotted and bracketed names as paths and reserves a few
 * names for itself; a posted body may carry anything, so the server drops every
 * other field before parsing.
 */
export function pickQuoteFields(formData: FormData | URLSearchParams): URLSearchParams {
  const fields = new URLSearchParams();
  for (const name of quoteFieldNames) {
    for (const value of formData.getAll(name)) {
      fields.append(name, typeof value === "string" ? value : "");
    }
  }
  return fields;
}

/**
 * The browser's hints from the same rules (`required`, `maxLength`), for
 * Conform to put on the inputs. They help people; the schema still decides.
 * A field is required when the schema refuses it left out. A date input may
 * not carry `maxlength` (HTML), so the event date's limit stays server-side.
 */
export function getQuoteConstraint(): Record<string, { required: boolean; maxLength?: number }> {
  return Object.fromEntries(
    quoteFieldNames.map((name) => [
      name,
      {
        required: !z.safeParse(quoteSchema.shape[name], undefined).success,
        maxLength: name === "eventDate" ? undefined : quoteFieldMaxLength[name as TextField],
      },
    ]),
  );
}
