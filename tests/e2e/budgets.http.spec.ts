import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pages } from "./fixtures";

// Each page's weight against the budgets is checked on its visit in every-page.ts.

test("no script is fetched before the first paint: the head preloads none", async ({ request }) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(head, path).not.toMatch(/<script[^>]+src=/);
  }
});

test("the stylesheet is in the page, under the response's nonce: nothing to fetch before the first paint", async ({ request }) => {
  for (const { path } of pages) {
    // Twice: the page as rendered, then as the edge's cache serves it, with a nonce of its own.
    for (const serving of ["rendered or cached", "cached"]) {
      const response = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)?.[1];
      const head = (await response.text()).split("</head>")[0]!;
      const opening = `<style nonce="${nonce}">/*! tailwindcss`;
      expect(head, `${path}, ${serving}`).toContain(opening);
      const style = head.slice(head.indexOf(opening), head.indexOf("</style>", head.indexOf(opening)));
      expect(style, `${path}, ${serving}`).toContain(".bg-maroon{");
      const links = head.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
      for (const link of links) expect(link, `${path}, ${serving}`).toMatch(/\sdisabled=""/);
    }
  }
});

test("the app's modules are requested only after the page has painted its first content", async ({ page }) => {
  const appModules = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    );
  for (const { path } of pages) {
    await page.goto(path);
    await expect.poll(async () => (await appModules()).length, path).toBeGreaterThan(3);
    const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    for (const module of await appModules()) expect(module.startTime, `${path}: ${module.name}`).toBeGreaterThan(firstContentfulPaint);
  }
});

test("the Worker's code, as built, weighs at most 400 KiB of gzip: what only the build needs stays out of it", () => {
  // What `wrangler deploy` uploads: every module under build/server (docs/decisions/018-worker-bundle.md).
  const folder = join(import.meta.dirname, "../../build/server");
  const modules = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  expect(modules.length).toBeGreaterThan(10);
  const gzipBytes = modules.reduce((sum, file) => sum + gzipSync(readFileSync(join(folder, file)), { level: 9 }).length, 0);
  expect(gzipBytes / 1024, "KiB of gzip, module by module").toBeLessThanOrEqual(400);
});
