import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { benchFloorPath } from "../../app/http/bench-floor.ts";
import { type BuildName, roundOrder, type RunRecord, throttlingMethods, type Versions } from "./comparison.ts";
import { type Chrome, launchChrome, runLighthouse } from "./lighthouse.ts";

/**
 * Measures every page of every build, and the floor page, with Lighthouse:
 * for each throttling method, `runs` rounds of one run each (roundOrder), so
 * that each page's figures and the floor's come from the same minutes. The
 * floor is the one `floorBase` serves.
 */
export async function measureRounds(
  bases: Partial<Record<BuildName, string>>,
  floorBase: string,
  pages: string[],
  runs: number,
): Promise<{ records: RunRecord[]; versions: Versions }> {
  const builds = (Object.keys(bases) as BuildName[]).sort();
  const records: RunRecord[] = [];
  let versions: Versions | undefined;
  for (const throttling of throttlingMethods) {
    for (let round = 1; round <= runs; round++) {
      // A browser per round: nothing one round leaves behind reaches the next.
      const chrome = await launchChrome();
      try {
        versions ??= await readVersions(chrome);
        for (const { build, page } of roundOrder(round, pages, builds)) {
          const url = build === "floor" ? `${floorBase}${benchFloorPath}` : `${bases[build]}${page}`;
          const startedAt = new Date().toISOString();
          const metrics = await runLighthouse(chrome, url, throttling);
          records.push({ build, page, throttling, run: round, startedAt, ...metrics });
          console.error(
            `${throttling} ${round}/${runs} ${page} ${build === "floor" ? "" : build}: perf ${metrics.performance}, ` +
              `FCP ${Math.round(metrics.fcp)} ms, LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms`,
          );
        }
      } finally {
        chrome.close();
      }
    }
  }
  return { records, versions: versions! };
}

/** The floor page's address on whichever server answers it: a build from before the floor existed has none. */
export async function floorServer(bases: string[]): Promise<string> {
  for (const base of bases) {
    const response = await fetch(`${base}${benchFloorPath}`);
    await response.arrayBuffer();
    if (response.ok) return base;
  }
  throw new Error(`No build serves the floor page (${benchFloorPath}): compare against a commit that has app/http/bench-floor.ts`);
}

async function readVersions(chrome: Chrome): Promise<Versions> {
  const { Browser } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
  const { version } = createRequire(import.meta.url)("lighthouse/package.json") as { version: string };
  return { chromium: Browser, lighthouse: version, gujaratiFaces: gujaratiFaces() };
}

/**
 * The families fontconfig has for Gujarati (`fc-list :lang=gu`), in which
 * Chromium on Linux draws Gujarati letters; `undefined` on a system without
 * fontconfig, whose browsers find their faces another way.
 */
function gujaratiFaces(): string[] | undefined {
  let listed: string;
  try {
    listed = execFileSync("fc-list", [":lang=gu", "family"], { encoding: "utf8" });
  } catch {
    return undefined;
  }
  return [...new Set(listed.split("\n").flatMap((line) => line.split(",")[0]?.trim() || []))].sort();
}
