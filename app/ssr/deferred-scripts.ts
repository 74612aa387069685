import { inlineScriptJson } from "~/lib/inline-script-json";

/**
 * Every page is complete without JavaScript, so the code that makes it smoother
 * waits until the page has loaded and painted. React writes a
 * `<link rel="modulepreload">` into the head for each module the page will
 * need; left there, they compete with the stylesheet, the heading font and the
 * hero for a phone's bandwidth before the first paint. The head is rewritten so
 * that the list travels as inert JSON instead, and the bootstrap script
 * requests the modules and starts the app once the page is on screen.
 */

export const deferredModulesId = "deferred-modules";

interface DeferredModule {
  href: string;
  low: boolean;
}

const modulePreloadTag = /<link rel="modulepreload"[^>]*>/g;
const headEnd = new TextEncoder().encode("</head>");

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/** An attribute's value as React wrote it, unescaped. */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value?.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => entities[entity]!);
}

/**
 * Takes the module preloads out of a document head and lists them as JSON at
 * its end, followed by `endOfHead`.
 */
export function deferModulePreloadsInHead(head: string, endOfHead = ""): string {
  const modules: DeferredModule[] = [];
  const rest = head.replace(modulePreloadTag, (tag) => {
    const href = attribute(tag, "href");
    if (href) modules.push({ href, low: attribute(tag, "fetchPriority")?.toLowerCase() === "low" });
    return "";
  });
  if (modules.length === 0) return rest + endOfHead;
  return `${rest}<script type="application/json" id="${deferredModulesId}">${inlineScriptJson(modules)}</script>${endOfHead}`;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let start = 0; start <= haystack.length - needle.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}

/**
 * Rewrites the head of a streamed HTML document with
 * {@link deferModulePreloadsInHead}; the body streams through untouched.
 */
export function deferModulePreloads(html: ReadableStream<Uint8Array>, endOfHead = ""): ReadableStream<Uint8Array> {
  let head: Uint8Array | undefined = new Uint8Array(0);
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!head) {
          controller.enqueue(chunk);
          return;
        }
        const joined = concat(head, chunk);
        const end = indexOf(joined, headEnd);
        if (end === -1) {
          head = joined;
          return;
        }
        head = undefined;
        const rewritten = deferModulePreloadsInHead(new TextDecoder().decode(joined.subarray(0, end)), endOfHead);
        controller.enqueue(new TextEncoder().encode(rewritten));
        controller.enqueue(joined.subarray(end));
      },
      flush(controller) {
        if (head?.length) controller.enqueue(head);
      },
    }),
  );
}

/**
 * Wraps the app's bootstrap so it runs after the `load` event and the page's
 * first contentful paint. A frame can be painted and still not be on screen
 * for a while, so where the browser reports paints the bootstrap waits for
 * that report; elsewhere it waits for the next frame. It first requests the
 * listed modules, the ones React marked low priority last, one per task:
 * starting a request costs the main thread a little, and a phone should not
 * pay for ten of them at once. Then it runs `start`. A tab opened in the
 * background does not paint, so a timer starts the code there, 3 s after
 * `load` at the latest. `importModule` names the function that loads a module
 * (tests pass a stand-in for `import`).
 */
export function startAfterLoadAndPaint(start: string, importModule = "import"): string {
  return `(function(){
var started=false;
function run(){
if(started)return;started=true;
var list=document.getElementById(${JSON.stringify(deferredModulesId)});
var modules=list?JSON.parse(list.textContent):[];
modules=modules.filter(function(m){return !m.low}).concat(modules.filter(function(m){return m.low}));
(function next(){
var m=modules.shift();
if(!m){${start};return}
${importModule}(m.href).catch(function(){});
setTimeout(next);
})();
}
function afterFirstPaint(){
var types=typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(run)});return}
new PerformanceObserver(function(entries,observer){
if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(run)}
}).observe({type:"paint",buffered:true});
}
function afterLoad(){afterFirstPaint();setTimeout(run,3000)}
document.readyState==="complete"?afterLoad():addEventListener("load",afterLoad,{once:true});
})()`;
}
