/**
 * The fixture site: the project as it is, with the test fixtures' content
 * (`tests/fixtures/content/`, in the collections' own formats) laid over
 * `content/`, built as the site is built, into a folder outside the project,
 * so that nothing of it can ship. The browser tests serve it with a Worker
 * of its own (tests/playwright.config.ts) and read what the real build made
 * of more posts than a page holds, posts in one language, a draft, a post
 * dated after the build and hostile Markdown (tests/e2e/journal-fixtures.spec.ts),
 * and of families' kind words, which the site never ships (tests/e2e/kind-words-fixtures.http.spec.ts).
 *
 * Built again only when the sources or the fixtures changed, as build/ is
 * (scripts/build-if-changed.ts); `npm test` builds it beside the site.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { fixtureSite } from "./fixture-site-path.ts";
import { sourcesDigest } from "./sources-digest.ts";

const projectRoot = resolve(import.meta.dirname, "..");
const fixtures = "tests/fixtures/content";

/** The photograph a fixture post and a kind word show, made here rather than kept in Git: wide enough for the pipeline, with camera data to strip. */
async function makeFixturePhotograph(path: string) {
  await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 244, g: 163, b: 0 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1067"><circle cx="800" cy="533" r="400" fill="#b0124f"/></svg>'), top: 0, left: 0 }])
    .withExif({ IFD0: { Make: "Fixture camera", Model: "GPS on" } })
    .jpeg({ quality: 80 })
    .toFile(path);
}

function copyProject(target: string) {
  rmSync(target, { recursive: true, force: true });
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: projectRoot, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && !/^(tests|docs)\//.test(file) && existsSync(join(projectRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(target, file));
  }
  cpSync(join(projectRoot, fixtures), join(target, "content"), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(target, "node_modules"));
}

const digestFile = join(fixtureSite, "build/.sources-digest");
const digest = sourcesDigest((file) => file.startsWith(`${fixtures}/`));
if (existsSync(digestFile) && readFileSync(digestFile, "utf8") === digest) {
  console.log(`the fixture site (${fixtureSite}) is up to date: not built again`);
} else {
  copyProject(fixtureSite);
  await makeFixturePhotograph(join(fixtureSite, "content/pictures/fixture-photograph.jpg"));
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: fixtureSite, stdio: "inherit" });
  writeFileSync(digestFile, digest);
}
