import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";

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
    const response = await route.fetch({ url: route.request().url().replace(configuredProxy, `http://127.0.0.1:${port}`) });
    await route.fulfill({ response });
  });
  return proxy;
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

/** Publishes the entry being edited and waits until the CMS says it is saved. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Changes saved", { exact: false })).toBeVisible();
}

/** Picks a photograph for the entry's picture field: uploaded from `file`, then chosen. */
export async function choosePhotograph(page: Page, file: string) {
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/** A photograph as a phone takes it: 1,600 × 1,200 JPEG, larger than the widest size the site makes. */
export async function makePhotograph(file: string) {
  const drawing = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#7a1f2b"/>' +
      '<circle cx="800" cy="620" r="420" fill="#f2a900"/><circle cx="560" cy="420" r="180" fill="#d94f70"/><circle cx="1060" cy="430" r="160" fill="#fff4e0"/></svg>',
  );
  await sharp(drawing).jpeg({ quality: 85 }).toFile(file);
}

/** Ends what the test started and removes the copy. */
export function cleanUp(processes: (ChildProcess | undefined)[], folder: string | undefined) {
  for (const child of processes) if (child && child.exitCode === null) child.kill("SIGTERM");
  if (folder) rmSync(folder, { recursive: true, force: true });
}
