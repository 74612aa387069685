import { renderWorkerPage } from "#render-worker-page";
import { isRouteErrorResponse } from "react-router";
import { business } from "~/content/business";
import { errorPages } from "~/content/error-pages";
import { siteWords } from "~/content/site";
import type { Language } from "~/i18n/language";

/**
 * Whether an error thrown on the server is a failure. React Router throws
 * responses on purpose (redirects, the not-found status); they are answers.
 */
export function isFailure(error: unknown): boolean {
  const isDataWithStatus = typeof error === "object" && error !== null && "init" in error && "data" in error;
  return !(error instanceof Response) && !isRouteErrorResponse(error) && !isDataWithStatus;
}

/** Logs a failure on the server, with its stack; visitors never see it. */
export function logServerError(error: unknown): void {
  if (!isFailure(error)) return;
  console.error("Server error:", error instanceof Error ? (error.stack ?? error.message) : error);
}

const headers = { "Cache-Control": "private, no-store" };

/**
 * The last-resort answer when the Worker fails outside React Router's own
 * error page (app/routes/error-boundary-layout.tsx `ServerErrorBoundary`): status 500, the studio's
 * name and the ways to reach it, nothing about the failure
 * (./server-error-page.tsx). It needs no stylesheet or script, so it shows
 * whatever else has gone wrong; and if the page itself cannot be rendered
 * (the SSR environment fails to load), the same words as plain text.
 */
export async function serverErrorPage(language: Language): Promise<Response> {
  try {
    const html = await renderWorkerPage({ page: "server-error", language });
    return new Response(html, { status: 500, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
  } catch (error) {
    logServerError(error);
    return new Response(serverErrorText(language), { status: 500, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** The page's words without the page: the studio's name, what happened, and its number. */
function serverErrorText(language: Language): string {
  const { serverError: copy, links } = errorPages[language];
  return `${siteWords[language].name}\n\n${copy.text}\n\n${links.call} ${business.phones.primary.display}\n`;
}
