/**
 * Sections below the first screen render when they near it (`.render-later`,
 * app.css), at an estimated height until then. On a reload, or on Back or
 * Forward to a page the browser no longer holds, the browser scrolls to where
 * the visitor was, measured against the real heights: against the estimates
 * it would land elsewhere. On those navigations this script, at the end of the
 * head and so before the body is laid out, renders every section at once.
 * Without JavaScript such a return may land a little off.
 */
export function renderAllOnReturn(nonce: string): string {
  return `<script nonce="${nonce}">(function(){
var navigation=performance.getEntriesByType("navigation")[0];
if(!navigation||(navigation.type!=="reload"&&navigation.type!=="back_forward")||!("adoptedStyleSheets" in document))return;
var sheet=new CSSStyleSheet();
sheet.replaceSync(".render-later{content-visibility:visible}");
document.adoptedStyleSheets=document.adoptedStyleSheets.concat(sheet);
})()</script>`;
}
