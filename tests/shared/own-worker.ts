import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sessionCookie } from "../../app/insights/owner-session.ts";

/**
 * The built site under a `wrangler dev` of a test's own (the edge fuzz, the
 * insights at scale): its own port, its state (edge cache, insights
 * database) in a fresh folder, the insights' migrations applied, the owner's
 * sign-in set up, and the Cron Trigger reachable at `/__scheduled`.
 */
export interface OwnWorker {
  origin: string;
  /** The Worker's secret (`INSIGHTS_SESSION_SECRET`): its sessions' key, and the one the insights' hashing key is derived with. */
  secret: string;
  /** What wrangler dev wrote to its standard error (the last 2,000 characters), and to its standard output if asked to keep it. */
  errors: () => string;
  output: () => string;
  /**
   * SQL on the Worker's own insights database: the SQLite file `wrangler dev`
   * keeps D1's data in, opened beside it for the one call (as `wrangler d1
   * execute --local` does, without starting a runtime for each statement);
   * the rows it returns.
   */
  sql: (command: string) => Record<string, unknown>[];
  /** A session the owner signed in with, as its `Cookie` header: a row in the database and the cookie the Worker signs. */
  ownersSession: () => Promise<string>;
  stop: () => void;
}

const root = new URL("../../", import.meta.url).pathname;
const wrangler = (args: string[]) => execFileSync(process.execPath, ["node_modules/wrangler/bin/wrangler.js", ...args], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

export function startOwnWorker(port: number, { keepOutput = false }: { keepOutput?: boolean } = {}): OwnWorker {
  const state = mkdtempSync(join(tmpdir(), "own-worker-"));
  const secret = randomBytes(32).toString("base64url");
  wrangler(["d1", "migrations", "apply", "INSIGHTS_DB", "--local", "--persist-to", state]);
  const vars = [
    `QUOTE_FLASH_SECRET:${randomBytes(32).toString("base64url")}`,
    "GITHUB_OAUTH_CLIENT_ID:own-worker-client-id",
    `GITHUB_OAUTH_CLIENT_SECRET:${randomBytes(16).toString("hex")}`,
    "SITE_REPOSITORY:pushpanjali/site",
    `INSIGHTS_SESSION_SECRET:${secret}`,
  ];
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(port + 1000), "--log-level", keepOutput ? "log" : "error", "--persist-to", state, "--test-scheduled"];
  const server: ChildProcess = spawn(process.execPath, ["node_modules/wrangler/bin/wrangler.js", ...args, ...vars.flatMap((value) => ["--var", value])], {
    cwd: root,
    detached: true,
    stdio: ["ignore", keepOutput ? "pipe" : "ignore", "pipe"],
  });
  let errors = "";
  let output = "";
  server.stderr!.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const folder = join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = join(folder, readdirSync(folder).find((name) => name.endsWith(".sqlite"))!);
  // Opened for each call and closed, so that the Worker never finds the file locked by it.
  const sql = (command: string) => {
    const database = new DatabaseSync(file);
    try {
      database.exec("PRAGMA busy_timeout = 10000");
      return database.prepare(command).all().map((row) => ({ ...row }));
    } finally {
      database.close();
    }
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    secret,
    errors: () => errors,
    output: () => output,
    sql,
    ownersSession: async () => {
      const id = randomBytes(32).toString("base64url");
      const until = Date.now() + 4 * 60 * 60 * 1000;
      sql(`INSERT INTO owner_sessions (id, until) VALUES (x'${createHash("sha256").update(id).digest("hex")}', ${until})`);
      return (await sessionCookie(secret).serialize({ id, until })).split(";", 1)[0]!;
    },
    stop: () => {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
      rmSync(state, { recursive: true, force: true });
    },
  };
}
