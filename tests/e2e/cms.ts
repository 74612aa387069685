import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../playwright.config";
import { watchViolations } from "./fixtures";

/**
 * Driving the CMS at /admin/ as the owner does, against Decap's local proxy
 * (`decap-server`, as `npm run cms` starts it), for the CMS test and the
 * owner's guide's screenshots. The proxy edits a copy of the project, so the
 * working copy's content is never touched, whatever a run leaves behind.
 */

export const projectRoot = join(import.meta.dirname, "../..");

/** Where `public/admin/config.yml` tells the CMS the local proxy is. */
const configuredProxy = "http://127.0.0.1:8081";

/** A copy of the project's files (not its dependencies, which it links to) that the CMS may edit and the build may build. */
export function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), "cms-project-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: projectRoot, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(copy, file));
  }
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"));
  return copy;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Decap's local proxy, as `npm run cms` starts it, reading and writing the
 * project copy in `folder`. It listens on a port of its own (8081, where the
 * config looks for it, may be a developer's `npm run cms`, or another test's),
 * and the browser's requests for 8081 are passed to it.
 */
export async function startCmsProxy(folder: string, context: BrowserContext): Promise<ChildProcess> {
  const port = await freePort();
  const proxy = spawn(process.execPath, [join(projectRoot, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: folder },
    stdio: "ignore",
  });
  await expect.poll(() => listening(port), { timeout: 20_000 }).toBe(true);
  await context.route(`${configuredProxy}/**`, async (route) => {
    const url = route.request().url().replace(configuredProxy, `http://127.0.0.1:${port}`);
    // Playwright keeps its connections to the proxy open, and the proxy (a
    // Node server) closes one idle for 5 s: a request that sets off on one as
    // it closes is reset (or its writing broken off, EPIPE) before the proxy has read it, and goes again.
    const response = await route.fetch({ url }).catch((error: Error) => {
      if (!/ECONNRESET|EPIPE/.test(error.message)) throw error;
      return route.fetch({ url });
    });
    await route.fulfill({ response });
  });
  return proxy;
}

/** The site's address, as the config's `base_url` names it: the sign-in window's messages must come from it. */
export const siteOrigin = "https://pushpanjalidecor.in";

/**
 * The browser asks for the site's real address and the built Worker answers
 * (the tests are offline); the Worker's redirects go to the browser as they
 * are, so the sign-in window really travels to GitHub's address and back.
 */
export async function serveTheSiteAtItsAddress(page: Page) {
  await page.context().route(`${siteOrigin}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(siteOrigin, baseURL), maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

/** Opens the CMS and signs in: against the local proxy, "Login" needs no account. */
export async function openCms(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Portfolio designs" })).toBeVisible();
}

/** An entry's field of a language: in the editor the English is on the left, the Gujarati on the right, each field once per side. */
export function field(page: Page, name: string, language: "en" | "gu" = "en") {
  return page.locator(`[id^="${name}-field-"]`).nth(language === "en" ? 0 : 1);
}

/** The same, found by its label as the owner reads it (the English side is the first). */
export function labelledField(page: Page, label: string, language: "en" | "gu" = "en") {
  return page.getByLabel(label, { exact: true }).nth(language === "en" ? 0 : 1);
}

/** Opens the Publish button's menu of the entry being edited. */
export async function openPublishMenu(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("menuitem", { name: "Publish now" })).toBeVisible();
}

/** Publishes the entry being edited and waits until the CMS says it is saved. */
export async function publish(page: Page) {
  await openPublishMenu(page);
  await publishNow(page);
}

/** "Publish now" in the open menu, then the CMS's word that it is saved. */
export async function publishNow(page: Page) {
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Changes saved", { exact: false })).toBeVisible();
}

/** Picks a photograph for the entry's picture field: uploaded from `file`, then chosen. */
export async function choosePhotograph(page: Page, file: string) {
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/**
 * A photograph as a phone takes it: 1,600 × 1,200 JPEG. It is drawn, but
 * looks enough like a stage in flowers for the owner's guide: strings of
 * marigold and mogra on a maroon backdrop, roses along the top, a marigold floor.
 */
export async function makePhotograph(file: string) {
  const strings = Array.from({ length: 15 }, (_, column) => {
    const x = 100 + column * 100;
    const colours = column % 3 === 2 ? ["#fff8ec", "#f3ead6"] : ["#f59e0b", "#fbbf24"];
    return Array.from({ length: 24 }, (_, row) => `<circle cx="${x}" cy="${190 + row * 34}" r="17" fill="${colours[row % 2]}"/>`).join("");
  }).join("");
  const roses = Array.from({ length: 17 }, (_, index) => `<circle cx="${index * 100}" cy="130" r="${index % 2 ? 46 : 38}" fill="${index % 2 ? "#d94f70" : "#be123c"}"/>`).join("");
  const drawing = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#7a1f2b"/>' +
      strings +
      roses +
      '<rect y="1010" width="1600" height="190" fill="#ea8a0c"/></svg>',
  );
  await sharp(drawing).jpeg({ quality: 85 }).toFile(file);
}

/** Ends what the test started and removes the copy. */
export function cleanUp(processes: (ChildProcess | undefined)[], folder: string | undefined) {
  for (const child of processes) if (child && child.exitCode === null) child.kill("SIGTERM");
  if (folder) rmSync(folder, { recursive: true, force: true });
}

/** Console errors and policy violations, whether the CMS reports them or not. */
export async function watchProblems(page: Page) {
  const problems = await watchViolations(page);
  page.on("console", (message) => {
    if (message.type() === "error" && !/content security policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}
