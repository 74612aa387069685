import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

export interface PageWeight {
  path: string;
  /** Gzip bytes of the HTML document. */
  html: number;
  /** Gzip bytes of every script the page loads by itself, before any interaction. */
  js: number;
  jsFiles: string[];
  /** Gzip bytes of the stylesheets the page links to (render-blocking: a request before the first paint). */
  css: number;
  cssFiles: string[];
}

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/**
 * Stylesheets the HTML links to and the browser loads; a `disabled` one is
 * neither fetched nor applied (the Worker writes the stylesheet into the page
 * and leaves its link disabled: app/ssr/inline-stylesheet.ts).
 */
export function linkedStylesheets(html: string): string[] {
  const links = Array.from(html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g), ([link]) => link);
  const hrefs = links.filter((link) => !/\sdisabled\b/.test(link)).map((link) => /href="([^"]+)"/.exec(link)?.[1]);
  return [...new Set(hrefs.filter((href) => href !== undefined))];
}

/**
 * Weighs a page as served: the HTML and its stylesheets as fetched, and the
 * scripts as a browser loads them: the page is opened in `page` and every
 * script it fetches until the network has been idle after the app's entry
 * module (which the page imports once it has painted) counts.
 */
export async function weighPage(baseURL: string, path: string, page: Page): Promise<PageWeight> {
  const weighing = await startWeighing(baseURL, path, page);
  await page.goto(new URL(path, baseURL).href);
  return weighing.finish();
}

/**
 * The same in two halves, for a test that opens the page itself: call this
 * before opening it, and `finish` once it is open, before anything else
 * happens to it.
 */
export async function startWeighing(baseURL: string, path: string, page: Page): Promise<{ finish: () => Promise<PageWeight> }> {
  const fetchBytes = async (target: string, okStatuses = [200]) => {
    const response = await fetch(new URL(target, baseURL));
    if (!okStatuses.includes(response.status)) throw new Error(`${target} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  // The not-found page is weighed too: it answers 404 by design.
  const htmlBytes = await fetchBytes(path, [200, 404]);
  const html = new TextDecoder().decode(htmlBytes);
  const cssFiles = linkedStylesheets(html);
  const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  if (!entry) throw new Error(`${path} imports no entry module`);
  let css = 0;
  for (const file of cssFiles) css += gzipSize(await fetchBytes(file));

  const scripts: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  };
  page.on("response", onResponse);
  const entryLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === entry);
  // Awaited in `finish`; a test that fails before then closes the page, which rejects it.
  entryLoaded.catch(() => {});

  const finish = async () => {
    try {
      await entryLoaded;
      // The page may have reached "networkidle" before the app started: wait for its modules to stop coming.
      for (let seen = -1; seen !== scripts.length; ) {
        seen = scripts.length;
        await page.waitForTimeout(500);
      }
    } finally {
      page.off("response", onResponse);
    }
    let js = 0;
    for (const script of scripts) js += gzipSize(await script.body());
    const jsFiles = scripts.map((script) => new URL(script.url()).pathname);
    return { path, html: gzipSize(htmlBytes), js, jsFiles, css, cssFiles };
  };
  return { finish };
}

/** Issue budgets: bytes after gzip, and the count of script files. */
export const budgets = {
  js: 120 * 1024,
  /**
   * Script files the page fetches as the app starts: each is a request and an
   * import of its own while the payload decodes. The pages' route modules are
   * one file (plugin-rsc's `clientChunks`, docs/decisions/007-performance.md);
   * a post fetches 9.
   */
  scripts: 10,
  /** Linked stylesheets: none, the stylesheet is in the page. */
  css: 0,
  stylesheets: 0,
  /** A page's HTML with everything it needs to paint written into it. */
  html: 34 * 1024,
  /** The HTML and its render-blocking stylesheets. */
  beforeFirstPaint: 40 * 1024,
} as const;

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
