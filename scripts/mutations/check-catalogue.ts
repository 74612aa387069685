/**
 * What must hold before any time is spent: names unique, each fault filed
 * under the part of the tree it breaks, each `find` once in its file, each
 * catcher's file there.
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Area, Mutation } from "./mutation.ts";
import { projectRoot } from "./project-copies.ts";

const occurrences = (text: string, find: string) => text.split(find).length - 1;

const covered = (file: string, covers: string[]) => covers.some((path) => (path.endsWith("/") ? file.startsWith(path) : file === path));

/** The catalogue's problems, one sentence each; the selected mutations' files are read, the rest only named. */
export function checkCatalogue(areas: Area[], selected: Mutation[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const { covers, faults } of areas) {
    for (const { name, file } of faults) {
      if (names.has(name)) problems.push(`two mutations are named ${name}`);
      names.add(name);
      if (!covered(file, covers)) problems.push(`${name}: breaks ${file}, but is filed with the faults in ${covers.join(", ")}: move it to the file for its folder`);
    }
  }
  for (const mutation of selected) {
    const path = join(projectRoot, mutation.file);
    if (!existsSync(path)) {
      problems.push(`${mutation.name}: ${mutation.file} is not there`);
    } else {
      const count = occurrences(readFileSync(path, "utf8"), mutation.find);
      if (count !== 1) problems.push(`${mutation.name}: its \`find\` occurs ${count} times in ${mutation.file}, not once: has the code moved?`);
    }
    if (!mutation.catchers.length) problems.push(`${mutation.name}: names no catcher`);
    for (const catcher of mutation.catchers) {
      if (!existsSync(join(projectRoot, catcher.file))) problems.push(`${mutation.name}: its catcher ${catcher.file} is not there: has the test moved?`);
    }
  }
  return problems;
}
