import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const projectRoot = resolve(import.meta.dirname, "..");

/** Where the fixture site is built (scripts/fixture-site.ts): one folder per checkout of the project, outside it, so nothing of it ships. */
export const fixtureSite = join(tmpdir(), `pushpanjali-fixture-site-${Buffer.from(projectRoot).toString("base64url").slice(-24)}`);
