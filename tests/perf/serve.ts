import { spawn, spawnSync } from "node:child_process";

/** Builds the site and serves it with `wrangler dev` on loopback, for the benchmark and the load test. */
export async function buildAndServe(port: number): Promise<{ base: string; stop: () => void }> {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("vite build failed");

  const base = `http://127.0.0.1:${port}`;
  const server = spawn("npx", ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1"], {
    stdio: "ignore",
    detached: true,
  });
  const stop = () => process.kill(-server.pid!, "SIGTERM");
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`wrangler dev did not answer on ${base}`);
}
