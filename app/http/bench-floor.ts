/**
 * The benchmark's floor: a nearly empty page, served by the same Worker with
 * the same headers as the site's pages, which `npm run bench` measures in the
 * same runs as them, so that each page's figures read as a distance from what
 * the browser and the instrument cost on their own (docs/decisions/007-performance.md).
 * Only a Worker started with `BENCH_FLOOR=on` serves it (the bench passes
 * `--var BENCH_FLOOR:on` to `wrangler dev`); anywhere else the address is an
 * ordinary not-found page, so no search engine or visitor ever meets it.
 * This module imports nothing, so that the bench (plain Node) can read the address.
 */
export const benchFloorPath = "/bench/floor";

/** A heading and a paragraph of system text, no stylesheet, font, picture or script: what any page must at least cost. */
const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The benchmark's floor: a nearly empty page.">
<title>Floor</title>
</head>
<body>
<main>
<h1>Floor</h1>
<p>A nearly empty page, measured beside the site's pages in the same benchmark runs.</p>
</main>
</body>
</html>
`;

/** The floor page for a Worker that serves it; the caller gives it a page's cache and security headers. */
export function benchFloor(request: Request, env: { BENCH_FLOOR?: string }): Response | undefined {
  if (env.BENCH_FLOOR !== "on" || new URL(request.url).pathname !== benchFloorPath) return undefined;
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  return new Response(request.method === "HEAD" ? null : floorHtml, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
