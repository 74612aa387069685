/**
 * `npm run test:e2e`: builds the site unless `build/` was built from the
 * sources as they are now, so that running a slice of the browser tests
 * again after changing only a test starts at once. The build's inputs are
 * every file git knows of (committed or not, ignored ones aside) outside the
 * tests and the documentation; their digest is kept in `build/` beside what
 * it was built from, and a failed build leaves none.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const digestFile = "build/.sources-digest";

/** Paths whose files the site's build never reads. */
const notBuilt = /^(tests|docs)\/|\.md$|^\.ci\//;

function sourcesDigest(): string {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { encoding: "utf8" })
    .split("\0")
    .filter((file) => file && !notBuilt.test(file) && existsSync(file))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

const digest = sourcesDigest();
if (existsSync(digestFile) && readFileSync(digestFile, "utf8") === digest) {
  console.log("build/ is up to date with the sources: not built again");
} else {
  rmSync(digestFile, { force: true });
  execFileSync("npx", ["vite", "build"], { stdio: "inherit" });
  writeFileSync(digestFile, digest);
}
