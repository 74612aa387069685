import { errorPages, type Refusal } from "~/content/error-pages";
import { languageOfPath, languageTag } from "~/i18n/language";

/**
 * A short plain-text refusal, in the language of the page the request was
 * sent to (a form on `/gu/contact` is answered in Gujarati); guards answer
 * with these before React Router is involved. The sentences are in
 * `content/pages/errors.json` (`refusals`).
 */
export function refuse(request: Request, status: number, refusal: Refusal, headers: Record<string, string> = {}): Response {
  const language = languageOfPath(new URL(request.url).pathname);
  return new Response(`${errorPages[language].refusals[refusal]}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": languageTag[language],
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
