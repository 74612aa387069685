import type { ReactNode } from "react";

interface WorkerDocumentProps {
  /** The page's language tag (`en-IN`, `gu-IN`; the CMS's sign-in window is `en`). */
  lang: string;
  /** The whole title, the studio's name in it. */
  title: string;
  /** What search engines may do: none of these pages is indexed. */
  robots?: "noindex" | "noindex, nofollow";
  /** An address the browser goes on to at once (the insights' page after sign-in). */
  refreshTo?: string;
  /** The page's one stylesheet, inline: the policy allows it by its hash. */
  stylesheet?: string;
  /** What the body holds. */
  children: ReactNode;
}

/**
 * The document every one of the Worker's own pages (app/ssr/worker-pages.tsx) is
 * written in: a `<head>` that asks no search engine to keep it, fits a
 * phone's width and loads nothing, and the page's body.
 */
export function WorkerDocument({ lang, title, robots = "noindex, nofollow", refreshTo, stylesheet, children }: WorkerDocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={robots} />
        {refreshTo ? <meta httpEquiv="refresh" content={`0; url=${refreshTo}`} /> : null}
        <title>{title}</title>
        {stylesheet ? <style>{stylesheet}</style> : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
