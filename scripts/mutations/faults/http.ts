/** Faults at the edge, in front of React Router: its guards and its page cache. */

import type { Area } from "../mutation.ts";

export const http: Area = {
  covers: ["app/http/"],
  faults: [
    {
      name: "cross-site-post",
      fault: "the edge's cross-site guard lets a form posted from another site through unless both Origin and Sec-Fetch-Site say so",
      file: "app/http/guards/cross-site-guard.ts",
      find: `if (fromOtherOrigin || request.headers.get("Sec-Fetch-Site") === "cross-site") {`,
      replace: `if (fromOtherOrigin && request.headers.get("Sec-Fetch-Site") === "cross-site") {`,
      catchers: [
        { kind: "unit", file: "app/http/guards/cross-site-guard.test.ts" },
        { kind: "e2e", file: "tests/e2e/quote-guards.http.spec.ts", grep: "403: posts from another site", project: "js-on" },
      ],
    },
    {
      name: "cache-key-keeps-query",
      fault: "the edge caches a page under the visitor's full address, so every ?utm_source= or made-up query is a cache entry of its own",
      file: "app/http/page-cache.ts",
      find: "const key = pageCacheKey(shared.address, version);",
      replace: "const key = pageCacheKey(new URL(request.url), version);",
      catchers: [{ kind: "unit", file: "app/http/page-cache.test.ts" }],
    },
  ],
};
