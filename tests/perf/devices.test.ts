import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

// Each performance device stays only while `npm run bench -- --without <device>`
// can show what it buys (tests/perf/devices/README.md). A change to the code
// around a device that its patch no longer fits fails here, in the change that
// caused it, rather than in the next benchmark.
const devicesFolder = fileURLToPath(new URL("devices/", import.meta.url));
const checkoutRoot = fileURLToPath(new URL("../..", import.meta.url));
const patches = readdirSync(devicesFolder).filter((name) => name.endsWith(".patch"));

test("there is a patch for each performance device", () => {
  expect(patches.length).toBeGreaterThan(0);
});

test.each(patches)("%s still takes its device out of the current code", (patch) => {
  const result = spawnSync("git", ["apply", "--check", `${devicesFolder}${patch}`], { cwd: checkoutRoot, encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});
