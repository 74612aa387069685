/**
 * `npm run observatory`: Mozilla's HTTP Observatory against the built Worker,
 * offline. The scanner only scans a hostname on ports 443 and 80, so this puts
 * Cloudflare's part in front of `wrangler dev` on loopback: HTTPS on
 * 127.0.0.1:443 with a throwaway self-signed certificate, and plain HTTP on
 * 127.0.0.1:80 answering 301 to HTTPS. It prints each test's result and the
 * score without the two tests that fail only for the self-signed certificate.
 *
 * Needs root (ports 80 and 443), `openssl`, and the scanner installed outside
 * the project, which its postinstall cannot do offline:
 *   npm install --prefix /tmp/observatory --ignore-scripts @mdn/mdn-http-observatory
 *   echo '{}' > /tmp/observatory/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json
 * (`OBSERVATORY_DIR` names another folder).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer as createHttpServer, request as forward, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAndServe } from "../perf/serve.ts";

const PORT = Number(process.env.OBSERVATORY_PORT ?? 8792);
const scanner = join(process.env.OBSERVATORY_DIR ?? "/tmp/observatory", "node_modules/@mdn/mdn-http-observatory/src/scan.js");

/**
 * For a self-signed certificate the scanner fails HSTS and the redirection to
 * HTTPS (−20 each, which also withholds every bonus), whatever the headers
 * say. On the real domain they are scored on what Cloudflare's edge answers.
 */
const setAside = new Set(["redirection", "strict-transport-security"]);
/** The scanner grants bonuses only to a site already at this score (its MINIMUM_SCORE_FOR_EXTRA_CREDIT). */
const minimumScoreForBonus = 90;

interface TestResult {
  result: string;
  pass: boolean;
  scoreModifier: number;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", key, "-out", cert], {
    stdio: "ignore",
  });
  if (made.status !== 0) throw new Error("openssl could not make a certificate");
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Runs the scanner in a process of its own (this one must keep answering it) and returns what it printed. */
function runScanner(): Promise<string> {
  const child = spawn(process.execPath, [scanner, "localhost"], {
    env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: "0", NODE_NO_WARNINGS: "1" },
  });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`the scanner failed (is it installed at ${scanner}?)\n${output}${errors}`)),
    );
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
}

const { base, stop } = await buildAndServe(PORT);
const front = createHttpsServer(selfSignedCertificate(), (request, response) => {
  const upstream = forward(`${base}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode!, answer.headers);
    answer.pipe(response);
  });
  upstream.on("error", () => response.destroy());
  request.pipe(upstream);
});
const redirect = createHttpServer((request, response) => {
  response.writeHead(301, { Location: `https://localhost${request.url}` }).end();
});

try {
  await listen(front, 443);
  await listen(redirect, 80);
  const tests = (JSON.parse(await runScanner()) as { tests: Record<string, TestResult> }).tests;

  const counted = Object.entries(tests).filter(([name]) => !setAside.has(name));
  const penalties = counted.reduce((sum, [, test]) => sum + Math.min(test.scoreModifier, 0), 0);
  const bonuses = counted.reduce((sum, [, test]) => sum + Math.max(test.scoreModifier, 0), 0);
  const score = 100 + penalties + (100 + penalties >= minimumScoreForBonus ? bonuses : 0);

  console.log("| test | result | score |\n| --- | --- | ---: |");
  for (const [name, test] of Object.entries(tests)) {
    const modifier = setAside.has(name) ? `(${test.scoreModifier}, set aside)` : String(test.scoreModifier);
    console.log(`| ${name} | ${test.result}${test.pass ? "" : " (failed)"} | ${modifier} |`);
  }
  console.log(`Score: ${score} (${[...setAside].join(" and ")} set aside: they fail only for the self-signed certificate)`);
} finally {
  front.close();
  front.closeAllConnections();
  redirect.close();
  stop();
}
