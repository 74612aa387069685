/**
 * Serves one page from the Cache API and nothing else: no rendering, no
 * nonce, no headers, no counting. Its rate against a static file's is the
 * most any Worker's page from the edge cache can reach on the same runtime.
 * The page has the size of the site's home page as wrk reads it (no gzip).
 */
const page = `<!doctype html><html><body>${"x".repeat(96_000)}</body></html>`;

export default {
  async fetch(request, env, context) {
    const cache = await caches.open("pages");
    const key = new Request(new URL("/__pages/ceiling/", request.url));
    const cached = await cache.match(key);
    if (cached) return cached;
    const response = new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300, s-maxage=86400" } });
    context.waitUntil(cache.put(key, response.clone()));
    return response;
  },
};
