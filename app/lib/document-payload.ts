/**
 * Where the browser's app finds the payload it hydrates a page with, when the
 * page leaves it out of its HTML (app/entry.ssr.tsx): `/services.payload`, and
 * `/_.payload` for `/`, with the page's query. It answers with the payload the
 * page's own document request renders (its route manifest included), not the
 * one React Router navigates with (`.rsc`): docs/decisions/007-performance.md.
 * Imports nothing: the browser's entry uses it as well as the Worker.
 */
export function documentPayloadPath(pagePath: string): string {
  return pagePath === "/" ? "/_.payload" : `${pagePath}.payload`;
}

/** The page a document payload address belongs to, or `undefined` for any other path. */
export function pageOfDocumentPayload(path: string): string | undefined {
  if (path === "/_.payload") return "/";
  return path.endsWith(".payload") && path !== "/.payload" ? path.slice(0, -".payload".length) : undefined;
}
