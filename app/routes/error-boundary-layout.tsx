import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/error-boundary-layout";
import { business, whatsAppNumber, whatsAppTexts } from "~/content/business";
import { errorPages } from "~/content/error-pages";
import { siteWords } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { logServerError } from "~/http/server-error";
import { buildTelLink, buildWhatsAppLink } from "~/lib/outbound-links";
import { pathInLanguage, type Language } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { m } from "~/paraglide/messages";

/**
 * Every page sits in this layout, inside the site's shell (app/root.tsx), so
 * that a failed page still shows the studio's header and footer around the
 * error. React Router renders a server error boundary ahead into every page's
 * payload; here it is only the error's own few lines, not a second document.
 */
export function ServerComponent() {
  return <Outlet />;
}

/** What the error page says, in the page's language: a request this page does not take, or a failure. */
function errorCopy(error: unknown, language: Language): { title: string; text: string } {
  const copy = errorPages[language];
  if (isRouteErrorResponse(error) && error.status === 405) return copy.notAForm;
  if (isRouteErrorResponse(error) && error.status < 500) return copy.refused;
  return copy.serverError;
}

/**
 * The page a visitor sees when a request fails: a form posted where there is
 * none (405) or a failure while rendering (500). What happened in plain words
 * and the ways to reach the studio; what failed is logged on the server
 * (app/http/server-error.ts) and shown only while developing.
 */
export function ServerErrorBoundary({ error }: Route.ServerErrorBoundaryProps) {
  // Loader and action failures reach the server's log only through here;
  // a failed render arrives without its error, already logged by the Worker.
  if (error !== undefined) logServerError(error);
  const language = requestLanguage();
  const copy = errorCopy(error, language);
  const locale = { locale: language };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${copy.title} | ${siteWords[language].name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-ink-soft">{copy.text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={buildTelLink(business.phones.primary.e164)}>
          {errorPages[language].links.call} {business.phones.primary.display}
        </ButtonLink>{" "}
        {/* Without the WhatsApp icon: this boundary rides in every page's payload. */}
        <ButtonLink href={buildWhatsAppLink(whatsAppTexts[language].general, whatsAppNumber)} target="_blank" rel="noopener noreferrer" variant="whatsapp">
          {m.whatsapp({}, locale)}
        </ButtonLink>{" "}
        <ButtonLink href={pathInLanguage(language, "/contact")} variant="outline">
          {m.request_quote({}, locale)}
        </ButtonLink>
      </p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-8 max-w-full overflow-auto text-left text-xs">{error.stack}</pre>
      ) : null}
    </section>
  );
}
