export interface BenchOptions {
  pages: string[];
  /** Lighthouse runs per page (and per build in a comparison). */
  runs: number;
  /** The first port of the servers; see serveBuild for the others. */
  port: number;
}

const DEFAULT_PAGES = ["/", "/services", "/portfolio", "/about", "/contact"];

/** BENCH_PAGES (comma-separated paths), BENCH_RUNS and BENCH_PORT. */
export function benchOptionsFromEnv(): BenchOptions {
  const { BENCH_PAGES, BENCH_RUNS, BENCH_PORT } = process.env;
  const pages = BENCH_PAGES ? BENCH_PAGES.split(",").map((page) => page.trim()).filter(Boolean) : DEFAULT_PAGES;
  if (pages.length === 0 || pages.some((page) => !page.startsWith("/"))) throw new Error(`BENCH_PAGES takes paths starting with "/", separated by commas, such as /,/contact`);
  const runs = Number(BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, at least 1`);
  return { pages, runs, port: Number(BENCH_PORT ?? 8790) };
}
