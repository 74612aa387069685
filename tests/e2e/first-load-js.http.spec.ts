import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * First-load JavaScript: the scripts a page's HTML asks for (module preloads
 * and the bootstrap import), gzip-compressed. The quote form's own code
 * (Conform, Zod) loads later, when a visitor turns to the form.
 */
const BUDGET_KIB = 125;

for (const path of ["/", "/contact"]) {
  test(`${path} loads at most ${BUDGET_KIB} KiB of JavaScript (gzip) up front`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const scripts = new Set([
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]!),
    ]);
    expect(scripts.size).toBeGreaterThan(0);

    let total = 0;
    for (const script of scripts) {
      const body = await (await request.get(script)).body();
      total += gzipSync(body).byteLength;
    }
    const kib = total / 1024;
    test.info().annotations.push({ type: "first-load JS", description: `${path}: ${kib.toFixed(1)} KiB gzip in ${scripts.size} files` });
    expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
    expect([...scripts].filter((script) => script.includes("/quote-form-"))).toEqual([]);
  });
}
