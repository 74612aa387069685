import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";

/** Paths whose files the site's build never reads: the tests, the documentation, Markdown outside `content/` (the journal's posts are Markdown). */
const notBuilt = /^(tests|docs)\/|^(?!content\/).*\.md$|^\.ci\//;

/**
 * A digest of every file git knows of (committed or not, ignored ones aside)
 * that the build reads, and of the files `also` names: equal digests, the
 * same build.
 */
export function sourcesDigest(also: (file: string) => boolean = () => false): string {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { encoding: "utf8" })
    .split("\0")
    // Files only: a worktree's node_modules may be a link to another's, which git lists as a file.
    .filter((file) => file && (!notBuilt.test(file) || also(file)) && existsSync(file) && statSync(file).isFile())
    .sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}
