import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { adminHeaders, isServedCmsFile } from "./decap-cms-plugin";

describe("the CMS's files", () => {
  test("the script, its chunks and its licence notice are served; source maps and the second copy are not", () => {
    const names = ["decap-cms.js", "977.decap-cms.js", "decap-cms.js.LICENSE.txt", "decap-cms.js.map", "977.decap-cms.js.map", "cms.js", "977.cms.js", "cms.css", "dd5d52671a5763720504.wasm"];
    expect(names.filter(isServedCmsFile)).toEqual(["decap-cms.js", "977.decap-cms.js", "decap-cms.js.LICENSE.txt"]);
  });
});

describe("headers for /admin/ under npm run dev", () => {
  test("are the ones public/_headers gives /admin/*, and no other rule's", () => {
    const headers = adminHeaders(readFileSync("public/_headers", "utf8"));
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  test("a rule's comments and other rules are skipped", () => {
    const file = "/*\n  X-One: 1\n\n# the CMS\n/admin/*\n  ! X-One\n  X-Two: a: b\n/images/*\n  X-Three: 3\n";
    expect(adminHeaders(file)).toEqual({ "X-Two": "a: b" });
  });
});
