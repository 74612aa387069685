import { Links, Meta, Outlet, ScrollRestoration } from "react-router";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { ClientNavigationViews } from "~/insights/client-navigation-views";
import { languageTag } from "~/i18n/language";
import { requestLanguage } from "~/i18n/request-language";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { m } from "~/paraglide/messages";
import "./app.css";

/**
 * A request the pages' own boundary cannot catch (a form posted to `/`
 * without `?index`) gets the same error page, without the shell.
 */
export { ServerErrorBoundary } from "./routes/error-boundary-layout";

/** Route `meta` exports run in the browser too: they read the origin from here. */
export function loader() {
  return { siteOrigin: getSiteOrigin() };
}

/** The document around every page and error page. */
export function ServerLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={languageTag[requestLanguage()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f2b" />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
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
  const language = requestLanguage();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-maroon font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
      >
        {m.skip_to_main({}, { locale: language })}
      </a>
      <SiteHeader language={language} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter language={language} siteOrigin={getSiteOrigin()} />
      <ClientNavigationViews />
    </>
  );
}
