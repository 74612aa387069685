import { isRouteErrorResponse } from "react-router";
import { business, whatsAppNumber, whatsAppTexts } from "~/content/business";
import { errorPages } from "~/content/error-pages";
import { siteWords } from "~/content/site";
import { languageTag, pathInLanguage, type Language } from "~/i18n/language";
import { buildTelLink, buildWhatsAppLink } from "~/lib/outbound-links";
import { escapeHtml } from "~/lib/escape-html";

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

/**
 * The last-resort answer when the Worker fails outside React Router's own
 * error page (app/routes/error-boundary-layout.tsx `ServerErrorBoundary`): status 500, the studio's
 * name and the ways to reach it, nothing about the failure. It needs no
 * stylesheet or script, so it shows whatever else has gone wrong.
 */
export function serverErrorPage(language: Language): Response {
  const phone = business.phones.primary;
  // What a visitor is told, in the language of the page asked for (`content/pages/errors.json`).
  const { serverError: copy, links } = errorPages[language];
  const name = siteWords[language].name;
  const html = `<!DOCTYPE html>
<html lang="${languageTag[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(copy.title)} | ${escapeHtml(name)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(name)}</h1>
<p>${escapeHtml(copy.text)}</p>
<ul>
<li><a href="${escapeHtml(buildTelLink(phone.e164))}">${escapeHtml(links.call)} ${escapeHtml(phone.display)}</a></li>
<li><a href="${escapeHtml(buildWhatsAppLink(whatsAppTexts[language].general, whatsAppNumber))}">${escapeHtml(links.chat)}</a></li>
<li><a href="${pathInLanguage(language, "/")}">${escapeHtml(links.home)}</a></li>
</ul>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 500,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
