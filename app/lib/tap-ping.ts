/**
 * The address a tap on one of the ways to get in touch or to share reports
 * to, for the owner's insights (docs/decisions/016-insights.md). A link
 * carries it in its `ping` attribute: following the link, the browser
 * posts to it by itself, without delaying the tap and without JavaScript
 * (Chromium and Safari; Firefox sends no pings). With JavaScript, the app
 * sends the same address with `navigator.sendBeacon` (app/insights/beacon.ts);
 * the Worker counts a visitor's tap once however many reports it gets.
 * The address names the kind of tap and the design or service it is about;
 * the page is the report's `Ping-From` or `Referer`. It is a path, so that
 * a page is the same whatever host it is asked for under (012), and the
 * browser sends it to the page's own origin.
 */
export const tapKinds = ["whatsapp", "similar", "call", "email", "contact", "share"] as const;
export type TapKind = (typeof tapKinds)[number];

export const tapPath = "/insights/tap";

/** Where the app reports a page it showed without loading a document (app/insights/client-navigation-views.tsx). */
export const viewPath = "/insights/view";

export function tapPing(kind: TapKind, about: { design?: string; service?: string } = {}): string {
  const query = new URLSearchParams({ kind });
  if (about.design) query.set("design", about.design);
  if (about.service) query.set("service", about.service);
  return `${tapPath}?${query}`;
}
