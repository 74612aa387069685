import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The project's root: its own content, which a test reads but never changes. */
export const projectRoot = join(import.meta.dirname, "../..");

/**
 * A copy of the project's content in a new folder a test may break, laid out
 * as the build reads it (`content/`, and `public/` linked); the test removes it.
 */
export function breakableContentCopy(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  symlinkSync(join(projectRoot, "public"), join(root, "public"));
  return root;
}

/** Changes one JSON file of such a copy (`file` from its root) as `edit` changes its parsed data, and writes it back. */
export function changeJsonFile(root: string, file: string, edit: (data: any) => void): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  edit(data);
  writeFileSync(path, JSON.stringify(data));
}
