/**
 * `npm run test:e2e`: builds the site unless `build/` was built from the
 * sources as they are now, so that running a slice of the browser tests
 * again after changing only a test starts at once. The build's inputs are
 * every file git knows of (committed or not, ignored ones aside) outside the
 * tests and the documentation; their digest is kept in `build/` beside what
 * it was built from, and a failed build leaves none.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { sourcesDigest } from "./sources-digest.ts";

const digestFile = "build/.sources-digest";

const digest = sourcesDigest();
if (existsSync(digestFile) && readFileSync(digestFile, "utf8") === digest) {
  console.log("build/ is up to date with the sources: not built again");
} else {
  rmSync(digestFile, { force: true });
  execFileSync("npx", ["vite", "build"], { stdio: "inherit" });
  writeFileSync(digestFile, digest);
}
