/**
 * How the pages read the owner's content. The build hands the app every file
 * in `content/` as its collection's schema gives it: checked, with the
 * schema's defaults filled in (the content check's `load`,
 * `build/content-check-plugin.ts`, which the unit tests use too). So the
 * Worker reads plain data and carries no schema and no Zod; the readers only
 * name the schema's output type, through type-only imports from `schemas/`.
 *
 * Whatever only the build needs stays in `build/` and `schemas/`, reached
 * from `vite.config.ts` and never from a module the pages import: a new
 * collection (the journal's posts) gets its schema in `schemas/` and its
 * file or folder in the content check's list, and its reader here imports
 * the schema's type only (`import type`), which the bundler drops.
 */

/**
 * A content file, as the build checked it: the type is its schema's output
 * (`z.output<…>`), which the content check guarantees.
 */
export function asChecked<File>(data: unknown): File {
  return data as File;
}

/** The file name without its folder and `.json`: a service's id, a design's slug. */
export function entryId(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
}

/** Every file of a folder (as `import.meta.glob` gives them, keyed by path from the project's root), as the build checked it, with its id. */
export function readFolder<File>(files: Record<string, unknown>): { id: string; file: File }[] {
  return Object.entries(files).map(([path, data]) => ({ id: entryId(path), file: asChecked<File>(data) }));
}
