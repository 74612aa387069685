import { gzipSync } from "node:zlib";

export interface PageWeight {
  path: string;
  /** Gzip bytes of the HTML document. */
  html: number;
  /** Gzip bytes of every script the page loads before it is interactive. */
  js: number;
  jsFiles: string[];
  /** Gzip bytes of the page's stylesheets. */
  css: number;
  cssFiles: string[];
}

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** Scripts a page loads up front: module preloads, the bootstrap import and classic scripts. */
export function firstLoadAssets(html: string) {
  const js = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(href!);
  for (const [, src] of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(src!);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src!);
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(href!);
  return { js: [...js], css: [...css] };
}

/** Weighs a page as served: HTML plus the JavaScript and CSS it needs on first load. */
export async function weighPage(baseURL: string, path: string): Promise<PageWeight> {
  const fetchBytes = async (url: string, okStatuses = [200]) => {
    const response = await fetch(new URL(url, baseURL));
    if (!okStatuses.includes(response.status)) throw new Error(`${url} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  // The not-found page is weighed too: it answers 404 by design.
  const htmlBytes = await fetchBytes(path, [200, 404]);
  const assets = firstLoadAssets(new TextDecoder().decode(htmlBytes));
  let js = 0;
  for (const file of assets.js) js += gzipSize(await fetchBytes(file));
  let css = 0;
  for (const file of assets.css) css += gzipSize(await fetchBytes(file));
  return { path, html: gzipSize(htmlBytes), js, jsFiles: assets.js, css, cssFiles: assets.css };
}

/** Issue budgets, in bytes after gzip. */
export const budgets = {
  js: 125 * 1024,
  css: 12 * 1024,
  stylesheets: 1,
  html: 30 * 1024,
} as const;

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
