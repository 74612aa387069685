// `npm run cms`: the site under `vite dev` and, beside it, Decap's local proxy
// (decap-server), through which the CMS at /admin/ reads and writes this
// working copy with no sign-in (docs/decisions/011-owner-editing.md). Both
// stop together: on Ctrl-C, or when either one stops. Arguments go to Vite
// (`npm run cms -- --port 5180`).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repository = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

/** A package's command, as its package.json names it (Vite does not export its bin's path). */
function command(name: string): string {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return join(dirname(manifest), bin[name]!);
}

// public/admin/config.yml names the proxy at http://127.0.0.1:8081/api/v1;
// CMS_PROXY_PORT moves it when 8081 is taken, and the config must then follow.
const proxyPort = process.env.CMS_PROXY_PORT ?? "8081";

const children: ChildProcess[] = [
  spawn(process.execPath, [command("decap-server")], {
    cwd: repository,
    stdio: "inherit",
    // Only this machine may reach it: it writes to the working copy for anyone who asks.
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: proxyPort, MODE: "fs", GIT_REPO_DIRECTORY: repository },
  }),
  spawn(process.execPath, [command("vite"), "dev", ...process.argv.slice(2)], {
    cwd: repository,
    stdio: "inherit",
  }),
];

console.log(`\nThe CMS: /admin/ on the address Vite prints (http://localhost:5173/admin/ unless the port was taken); the proxy on 127.0.0.1:${proxyPort}.\n`);

let stopping = false;
function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}

for (const child of children) {
  child.on("exit", (code, signal) => stopAll(stopping ? 0 : (code ?? (signal ? 1 : 0))));
  child.on("error", (error) => {
    console.error(error.message);
    stopAll(1);
  });
}
// Ctrl-C reaches the children too (one process group); this makes sure of it
// for a signal sent to this script alone.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stopAll(0));
