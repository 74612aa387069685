import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, systemChromium } from "../system-chromium.ts";
import { onExit } from "./exit-tasks.ts";
import { mainThreadTimes, type TraceEvent } from "./main-thread.ts";

/**
 * Lighthouse's own: `simulate` loads the page unthrottled and computes the
 * metrics a phone would see from the trace; `devtools` applies the slower
 * network and CPU while the page loads.
 */
export type ThrottlingMethod = "simulate" | "devtools";

export interface LighthouseMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The page's main thread, unthrottled, from the run's trace (see main-thread.ts). */
  mainWall: number;
  mainCpu: number;
  longestWallAfterFcp: number;
  mostCpuAfterFcp: number;
}

export interface Chrome {
  port: number;
  close: () => void;
}

/** Runs that fail outright (Chromium's trace missing its navigation, say) are repeated this many times at most. */
const MAX_REPEATS = 2;

export async function launchChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? systemChromium,
    chromeFlags: chromiumFlags,
    handleSIGINT: false,
  });
  return { port: chrome.port, close: onExit(() => chrome.kill()) };
}

/** One Lighthouse mobile run of `url` in `chrome`; a run that fails outright is reported and repeated. */
export async function runLighthouse(chrome: Chrome, url: string, throttlingMethod: ThrottlingMethod): Promise<LighthouseMetrics> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits, runtimeError } = result!.lhr;
    if (!runtimeError) {
      const score = (id: string) => Math.round((categories[id]!.score ?? 0) * 100);
      const value = (id: string) => audits[id]!.numericValue ?? 0;
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        ...mainThreadColumns(result!.artifacts.Trace.traceEvents as unknown as TraceEvent[]),
      };
    }
    // A failed run scores 0 without measuring anything: it must not reach a median.
    const failure = `Lighthouse (${throttlingMethod}) failed on ${url}: ${runtimeError.code} ${runtimeError.message}`;
    if (attempt > MAX_REPEATS) throw new Error(`${failure} (${attempt} times in a row)`);
    console.warn(`${failure}; repeating the run`);
  }
}

function mainThreadColumns(trace: TraceEvent[]) {
  const times = mainThreadTimes(trace);
  return {
    mainWall: times?.wallMs ?? NaN,
    mainCpu: times?.cpuMs ?? NaN,
    longestWallAfterFcp: times?.longestWallAfterFcpMs ?? NaN,
    mostCpuAfterFcp: times?.mostCpuAfterFcpMs ?? NaN,
  };
}
