"use client";

import { startTransition, useEffect, useRef, useState } from "react";
import { Link, NavLink, useHref, useLocation, type LinkProps, type NavLinkProps } from "react-router";

/**
 * Links to another page of the site. Once the app runs, React Router follows
 * them on the client, and a link the visitor points at, focuses or touches for
 * 100 ms (React Router's intent) fetches the next page's payload ahead, once,
 * from the address React Router's navigation then asks for (`/services.rsc`,
 * `/_.rsc` for `/`), which the browser answers from its cache (a payload is
 * fresh for five minutes: app/http/page-cache.ts).
 *
 * Not React Router's own `prefetch="intent"`: with every route sent with the
 * first page (`routeDiscovery: "initial"`,
 * docs/decisions/003-links-to-home-load-a-document.md) its router matches no
 * other page until the first navigation, and fetches nothing before; with lazy
 * discovery a tap while the routes are being fetched shows the error page.
 * And not its `<link rel="prefetch">`: Firefox holds a prefetch to
 * `default-src`, which is 'none' here (docs/decisions/008-hardening.md); a
 * `fetch` is `connect-src 'self'` (docs/decisions/015-the-next-page.md).
 * Nothing is fetched ahead on a metered connection (`Save-Data`) or for a
 * visitor who asked for reduced data.
 *
 * A link the app follows is marked `data-app-navigates`: the speculation
 * rules (public/speculation-rules.json), which prerender the next document
 * for a browser without the app, leave it alone, so that a tap never costs
 * both a payload and a document. The server never writes the mark: before and
 * without JavaScript every link loads a document.
 *
 * `reloadDocument` links (to Home: docs/decisions/003-links-to-home-load-a-document.md)
 * load a document with the app too; the speculation rules serve them.
 */
export function PageLink({ reloadDocument, ...props }: Omit<LinkProps, "prefetch">) {
  return <Link reloadDocument={reloadDocument} {...props} {...useFetchAhead(props, reloadDocument)} />;
}

/** {@link PageLink} for the navigation, marking the current page (`aria-current="page"`). */
export function PageNavLink({ reloadDocument, ...props }: Omit<NavLinkProps, "prefetch">) {
  return <NavLink reloadDocument={reloadDocument} {...props} {...useFetchAhead(props, reloadDocument)} />;
}

/** React Router's delay before a pointed-at link counts as an intent (its `usePrefetchBehavior`). */
const INTENT_MS = 100;

type Intent = Pick<LinkProps, "to" | "onMouseEnter" | "onMouseLeave" | "onFocus" | "onBlur" | "onTouchStart" | "onClick">;

/** The props that make a link fetch its page's payload on intent, and mark it as the app's. */
function useFetchAhead({ to, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, onClick }: Intent, reloadDocument: boolean | undefined) {
  const appRuns = useAppRuns();
  const payload = payloadAddress(useHref(to), useLocation());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // On the server and while hydrating the app follows no link; a document link is never the app's.
  if (!appRuns || reloadDocument) return {};
  const stop = () => clearTimeout(timer.current);
  const start = () => {
    stop();
    if (payload && mayFetchAhead()) timer.current = setTimeout(() => fetchAhead(payload), INTENT_MS);
  };
  return {
    "data-app-navigates": "",
    onMouseEnter: also(onMouseEnter, start),
    onFocus: also(onFocus, start),
    onTouchStart: also(onTouchStart, start),
    onMouseLeave: also(onMouseLeave, stop),
    onBlur: also(onBlur, stop),
    // A tap within the 100 ms (a phone's touch, then its click) fetches the payload itself.
    onClick: also(onClick, stop),
  };
}

/**
 * Fetches a payload into the browser's cache, at low priority, read to the
 * end (an unread body stops coming). A failure costs nothing: the tap fetches it.
 */
function fetchAhead(address: string) {
  fetch(address, { priority: "low" })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/** A handler that calls the link's own, if it has one, then `ours`. */
const also =
  <Event,>(theirs: ((event: Event) => void) | undefined, ours: () => void) =>
  (event: Event) => {
    theirs?.(event);
    ours();
  };

/**
 * The next page's payload, at the address React Router's client navigation
 * fetches it from (its `singleFetchUrl`): the path with `.rsc` (`_.rsc` for a
 * path ending in `/`), the query kept, the fragment dropped. None for the page
 * already shown.
 */
function payloadAddress(href: string, shown: { pathname: string; search: string }): string | undefined {
  const url = new URL(href, "http://page.invalid");
  if (url.pathname === shown.pathname && url.search === shown.search) return undefined;
  return `${url.pathname}${url.pathname.endsWith("/") ? "_" : ""}.rsc${url.search}`;
}

/** Chromium names the visitor's wish in `navigator.connection` (Network Information API, not in TypeScript's DOM types). */
const connection = () => (navigator as Navigator & { connection?: { readonly saveData?: boolean } }).connection;

/**
 * Whether the visitor lets pages be fetched ahead (React Router's own route
 * discovery asks the same of `saveData`), read when a link is pointed at.
 * `prefers-reduced-data` is Media Queries 5; a browser that does not know it
 * reads it as not matching.
 */
const mayFetchAhead = () => connection()?.saveData !== true && !matchMedia("(prefers-reduced-data: reduce)").matches;

/**
 * Whether the app runs: `false` on the server and while hydrating, then `true`.
 * The change is a transition, which React renders in slices: every link on
 * the page takes it at once, and as an external store's update
 * (`useSyncExternalStore` with a server snapshot) it was one synchronous
 * render of them all, one of the longest tasks of the app's start
 * (docs/decisions/007-performance.md, "The links' switch to the app"). Each
 * link keeps it itself: one value for all (a context) would wait for every
 * part of the page to hydrate, and Home's quote form hydrates only when the
 * visitor turns to it.
 */
function useAppRuns(): boolean {
  const [appRuns, setAppRuns] = useState(false);
  useEffect(() => startTransition(() => setAppRuns(true)), []);
  return appRuns;
}
