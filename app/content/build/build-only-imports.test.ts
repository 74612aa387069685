import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, test } from "vitest";

/**
 * What only the build needs stays out of the Worker and the browser
 * (docs/decisions/018-worker-bundle.md): no module the site runs imports a
 * `build/` folder (the content check, the pictures' processing, the CMS's
 * copy), a collection's schema (`app/content/schemas/`), classic Zod or the
 * library that writes the journal's feeds, other than for its types
 * (`import type`). The quote's own rules, in
 * `zod/mini`, are the one schema the site runs.
 */

const appFolder = join(import.meta.dirname, "../..");
const root = dirname(appFolder);

function siteModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ["build", "schemas", "paraglide"].includes(entry.name) ? [] : siteModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every specifier a module imports or re-exports for more than its types. */
function valueImports(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gm);
  return [...statements, ...source.matchAll(/^import\s+"([^"]+)"/gm)].map(([, specifier]) => specifier!);
}

function isBuildOnly(module: string, specifier: string): boolean {
  if (specifier === "zod" || specifier.startsWith("zod/v4") || specifier === "zod/v3" || specifier === "feed") return true;
  const local = specifier.startsWith("~/") ? join(appFolder, specifier.slice(2)) : specifier.startsWith(".") ? resolve(dirname(module), specifier) : undefined;
  if (!local) return false;
  const path = relative(appFolder, local).split("/");
  return path.includes("build") || (path[0] === "content" && path[1] === "schemas");
}

test("no module the site runs imports what only the build needs", () => {
  const found = siteModules(appFolder).flatMap((module) =>
    valueImports(readFileSync(module, "utf8"))
      .filter((specifier) => isBuildOnly(module, specifier))
      .map((specifier) => `${relative(root, module)} imports ${specifier}`),
  );
  expect(found).toEqual([]);
});
