import type { QuoteFormWords } from "~/content/quote-form";
import { quoteFieldMaxLength, type QuoteFieldName, type QuoteProblem, RATE_LIMITED, UNAVAILABLE } from "./quote-schema";

/**
 * A problem the schema named (./quote-schema.ts), in the words of the page's
 * language: what the form shows under the field and in the error summary.
 * `field` is null for the request as a whole (the rate limit, a Worker that
 * cannot take requests).
 */
export function describeQuoteProblem(
  words: Pick<QuoteFormWords, "problems" | "labels">,
  field: QuoteFieldName | null,
  problem: string,
): string {
  const { problems, labels } = words;
  const maxLength: Partial<Record<QuoteFieldName, number>> = quoteFieldMaxLength;
  const fill = (text: string) =>
    text.replace("{field}", field ? labels[field] : "").replace("{max}", String(field ? maxLength[field] : ""));
  switch (problem as QuoteProblem | typeof RATE_LIMITED | typeof UNAVAILABLE) {
    case "required":
      if (field === "fullName" || field === "phone") return problems.required[field];
      break;
    case "tooLong":
    case "notText":
    case "notEmail":
    case "notAnEventType":
    case "notAContactMethod":
    case RATE_LIMITED:
    case UNAVAILABLE:
      return fill(problems[problem as Exclude<QuoteProblem, "required"> | typeof RATE_LIMITED | typeof UNAVAILABLE]);
  }
  // Only the schema's own names reach the form; anything else shows as it came.
  return problem;
}
