import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { business, whatsAppTexts } from "~/content/business";
import { WhatsAppButton } from "~/components/shell/whatsapp-link";
import { buttonClassName, ButtonLink } from "~/components/ui/button";
import { logServerError } from "~/http/server-error";
import { buildTelLink } from "~/lib/outbound-links";
import { FloatingWhatsApp } from "~/components/shell/floating-whatsapp";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { TopBar } from "~/components/shell/top-bar";
import { getSiteOrigin } from "~/lib/site-origin";
import headingFontUrl from "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url";
import "./app.css";

/** Route `meta` exports run in the browser too: they read the origin from here. */
export function loader() {
  return { siteOrigin: getSiteOrigin() };
}

/** The document around every page and error page. */
export function ServerLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={business.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f2b" />
        <link rel="preload" href={headingFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/images/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
      </body>
    </html>
  );
}

/**
 * The shell around every page, rendered on the server. It reads the origin
 * itself: after a form post without JavaScript, React Router 8.5 renders the
 * page without running loaders, so `loaderData` is null there.
 */
export function ServerComponent() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-maroon font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
      >
        Skip to main content
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter siteOrigin={getSiteOrigin()} />
      <FloatingWhatsApp />
    </>
  );
}

/** What the error page says: a request this page does not take, or a failure. */
function errorCopy(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 405) {
    return {
      title: "This page does not take form submissions",
      text: "To ask for a quote, use the form on the Contact page, or reach us directly:",
    };
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    return { title: "That request could not be answered", text: "Please go back and try again, or reach us directly:" };
  }
  return {
    title: "Something went wrong",
    text: "Sorry, this page could not be shown just now. Please try again in a moment, or reach us directly:",
  };
}

/**
 * The page a visitor sees when a request fails: a form posted where there is
 * none (405) or a failure while rendering (500). The studio's name and logo,
 * what happened in plain words and the ways to reach it; what failed is logged
 * on the server (app/http/server-error.ts) and shown only while developing.
 * React Router renders it ahead into every page's payload, so it stays small:
 * no header or footer.
 */
export function ServerErrorBoundary({ error }: Route.ServerErrorBoundaryProps) {
  // Loader and action failures reach the server's log only through here;
  // a failed render arrives without its error, already logged by the Worker.
  if (error !== undefined) logServerError(error);
  const copy = errorCopy(error);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
      <title>{`${copy.title} | ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      <a href="/" className="flex min-h-11 items-center gap-3 font-display text-2xl text-maroon">
        <img src={business.logo.src} width={48} height={48} alt="" />
        {business.name}
      </a>
      <h1 className="mt-10 text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-ink-soft">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={buildTelLink(business.phones.primary.e164)}>Call {business.phones.primary.display}</ButtonLink>
        <WhatsAppButton message={whatsAppTexts.general} />
        <a href="/contact" className={buttonClassName("outline")}>
          Request a Quote
        </a>
      </div>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-8 max-w-full overflow-auto text-left text-xs">{error.stack}</pre>
      ) : null}
    </main>
  );
}
