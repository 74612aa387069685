import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { onExit } from "./exit-tasks.ts";

export interface Server {
  base: string;
  stop: () => void;
}

/** Runs a command in `cwd` with its output on this process's stderr, so that stdout carries only the report. */
export function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", 2, 2] });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed in ${cwd} (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Builds the site in `dir` (a checkout with its `node_modules`) into `dir/build`. */
export function buildSite(dir: string): Promise<void> {
  return run(join(dir, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], dir);
}

/**
 * Serves the build in `dir` with `wrangler dev` on 127.0.0.1:`port`, once it
 * answers with that very build. Its devtools inspector listens on `port` + 2,
 * so that two servers side by side take four consecutive ports.
 */
export async function serveBuild(dir: string, port: number, { persistTo }: { persistTo?: string } = {}): Promise<Server> {
  const inspectorPort = port + 2;
  // Another server on the port would answer in this build's place.
  await assertPortFree(port);
  await assertPortFree(inspectorPort);
  if (!existsSync(join(dir, ".wrangler/deploy/config.json"))) {
    // Without it wrangler would bundle the sources itself and serve something else than the build.
    throw new Error(`${dir} has no Vite build for wrangler dev to serve`);
  }

  // Where the local bindings keep their state: `.wrangler/state` as for `npm start`, unless the caller wants its own.
  const persisted = persistTo ? ["--persist-to", persistTo] : [];
  // The insights' database, as `npm start` makes it (a build from before it has none).
  if (existsSync(join(dir, "migrations"))) {
    await run(join(dir, "node_modules/.bin/wrangler"), ["d1", "migrations", "apply", "INSIGHTS_DB", "--local", ...persisted], dir);
  }

  const base = `http://127.0.0.1:${port}`;
  // A production build takes quote requests only with a signing secret (app/quote/quote-flash-secret.ts).
  const flashSecret = `QUOTE_FLASH_SECRET:${randomBytes(32).toString("base64url")}`;
  // BENCH_FLOOR: the floor page the bench measures beside the pages (app/http/bench-floor.ts).
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspectorPort), "--var", flashSecret, "--var", "BENCH_FLOOR:on", ...persisted];
  const server = spawn(join(dir, "node_modules/.bin/wrangler"), args, {
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let errorOutput = "";
  server.stderr.on("data", (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  let exited = false;
  server.on("exit", () => {
    exited = true;
  });
  const stop = onExit(() => {
    if (!exited) process.kill(-server.pid!, "SIGTERM");
  });

  try {
    await waitUntilAnswering(base, () => exited);
    await assertServesBuild(base, dir);
    return { base, stop };
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\nwrangler dev in ${dir} said:\n${errorOutput}`);
  }
}

/** Builds the site in the current checkout and serves it, for the single-build bench and the load test. */
export async function buildAndServe(port: number, options: { persistTo?: string } = {}): Promise<Server> {
  await buildSite(process.cwd());
  return serveBuild(process.cwd(), port, options);
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`Port ${port} on 127.0.0.1 is in use: stop what listens there or set BENCH_PORT`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

async function waitUntilAnswering(base: string, hasExited: () => boolean) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (hasExited()) throw new Error(`wrangler dev for ${base} exited before answering`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`wrangler dev did not answer on ${base}`);
}

/**
 * Checks that the home page asks for assets that this build emitted (their
 * names carry content hashes) and that the server delivers them, so a
 * measurement never runs against another or an older build.
 */
async function assertServesBuild(base: string, dir: string) {
  const html = await (await fetch(`${base}/`)).text();
  const referenced = [...new Set(Array.from(html.matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g), ([, name]) => name!))];
  const built = new Set(readdirSync(join(dir, "build/client/assets")));
  const foreign = referenced.filter((name) => !built.has(name));
  if (referenced.length === 0) throw new Error(`${base} does not serve the build in ${dir}: its home page refers to no assets`);
  if (foreign.length > 0) {
    throw new Error(`${base} does not serve the build in ${dir}: its home page refers to assets that build did not emit: ${foreign.join(", ")}`);
  }
  for (const name of referenced) {
    const response = await fetch(`${base}/assets/${name}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${base}/assets/${name} answered ${response.status}`);
  }
}
