import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { faultyBaseURL, insightsBaseURL } from "../playwright.config";
import { journalPosts } from "../shared/content";
import { ownerSession } from "./insights-worker/owner-session";

const vnuJar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

const documents = ["/", "/services", "/portfolio", "/portfolio?category=pooja", "/portfolio?category=none", "/portfolio/satyanarayan-katha-mandap?category=pooja", "/gu/portfolio/no-such-design", "/about", "/contact", "/no-such-page", "/gu/journal", ...journalPosts("en").slice(0, 1).map(({ slug }) => `/journal/${slug}`)];

/** The Nu HTML Checker's errors for each document (path → HTML), as `path: message extract`. */
async function checkerErrors(documents: Record<string, string>): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files: Record<string, string> = {};
    for (const [index, [path, html]] of Object.entries(documents).entries()) {
      const file = join(folder, `page-${index}.html`);
      await writeFile(file, html);
      files[file] = path;
    }
    // vnu exits non-zero when it reports errors; the report is what matters.
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...Object.keys(files)],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout || stderr) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    return (
      report.messages
        // The checker's CSS grammar predates rules browsers have long shipped (`@property`, `margin-trim`,
        // custom properties in `transition-property`) and reads the stylesheet written into each page
        // (app/ssr/inline-stylesheet.ts) as errors; the stylesheet is Tailwind's output, not hand-written.
        .filter((message) => message.type === "error" && !message.message.startsWith("CSS: "))
        // The standard asks that each URL in `ping` be HTTP(S); the links' pings are paths on the
        // page's own (HTTPS) origin (app/lib/tap-ping.ts), which the checker reads as having no
        // scheme. Written in full, a page would name the host it was asked under, which it never
        // does (docs/decisions/012-edge-trust.md, 016-insights.md). Only this site's own tap path is let through.
        .filter((message) => !/^Bad value “\/insights\/tap\?[a-z0-9=&-]+” for attribute “ping” on element “a”: Must contain only “http” or “https” URLs\.$/.test(message.message))
        // The standard lets `blocking="render"` stand on `<link rel="expect">` since 2024 (whatwg/html
        // pull request 9970); the checker (vnu-jar 26.9.27, the newest) still allows it only on a
        // stylesheet's link. Only a post's own link, to its article, is let through
        // (app/routes/journal/journal-post-page.tsx).
        .filter((message) => !(message.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute") && message.extract?.includes('<link rel="expect" href="#post" blocking="render"/>')))
        .map((message) => `${files[decodeURIComponent(new URL(message.url).pathname)]}: ${message.message} ${message.extract ?? ""}`)
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

test("every page is valid HTML according to the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = {};
  for (const path of documents) pages[path] = await (await request.get(path)).text();
  expect(await checkerErrors(pages)).toEqual([]);
});

test("so are the Worker's own pages, which React writes whole: the insights and the pages around them, the CMS's sign-in window, the last-resort 500", async ({ request }) => {
  test.setTimeout(120_000);
  const cookie = await ownerSession(request);
  const owner = { headers: { Cookie: cookie } };
  const pages: Record<string, string> = {
    "/admin/insights?days=90": await (await request.get(`${insightsBaseURL}/admin/insights?days=90`, owner)).text(),
    "/admin/gu/insights?days=7": await (await request.get(`${insightsBaseURL}/admin/gu/insights?days=7`, owner)).text(),
    "/admin/gu/insights (signed out)": await (await request.get(`${insightsBaseURL}/admin/gu/insights`)).text(),
    "/admin/auth (from another site)": await (await request.get("/admin/auth", { headers: { "Sec-Fetch-Site": "cross-site" } })).text(),
    "/ (the last-resort 500)": await (await request.get(`${faultyBaseURL}/?without-version-metadata`)).text(),
  };
  for (const [path, html] of Object.entries(pages)) expect(html, path).toMatch(/^<!DOCTYPE html>/);
  expect(await checkerErrors(pages)).toEqual([]);
});
