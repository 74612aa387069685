/**
 * `npm run load`: builds the site, serves it with `wrangler dev` on loopback
 * and loads it for 20 s with 16 connections: 12 are visitors, one after
 * another, each reading the pages in turn, 4 send valid quote requests as the
 * form does without JavaScript, each from a visitor of its own (the form
 * allows 5 a minute per sender, so real visitors are never limited). Prints
 * requests per second and p50/p99 latency, and fails on any 5xx, any socket
 * error or timeout, or any answer other than the expected one. Then it reads
 * the owner's insights (app/insights/), in a database of the load's own: the
 * page views counted must equal the pages served, and the quote requests
 * counted the requests taken, exactly, with nothing left out by the bounds
 * per sender: none lost, none written twice.
 *
 * Each connection is a loop that sends its next request once the last answer
 * has been read, and starts none after the 20 s: every request sent is
 * answered and read, so the pages served are known exactly. (A load tool that
 * stops on the clock, as autocannon does, drops the requests still on their
 * way, which the server has answered, and counted, all the same.)
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAndServe } from "./serve.ts";

const PORT = Number(process.env.LOAD_PORT ?? 8791);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 20);
const PAGE_CONNECTIONS = 12;
const FORM_CONNECTIONS = 4;
/** An answer slower than this counts as a timeout. */
const TIMEOUT_MS = 10_000;

const pages = ["/", "/services", "/portfolio", "/about", "/contact", "/portfolio?category=weddings"];

/**
 * The load's visitors, each a browser at an address as Indian networks give
 * them, so that the insights' bounds per sender (app/insights/bounds.ts: 60
 * events a minute, 300 a day, 10 visitors a day) leave every count in: most
 * on an IPv6 /64 of their own (mobile networks here give each phone one), the
 * rest on IPv4 addresses shared by up to four visitors, as a carrier's NAT or
 * an office does. Documentation ranges only (RFC 3849, RFC 5737).
 */
const browsers = [
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/155.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
];
const ipv4Networks = ["192.0.2", "198.51.100", "203.0.113"];
const visitorsPerIPv4 = 4;
let visitors = 0;
const random16 = () => randomBytes(2).toString("hex");

/** A new visitor's headers: an address, and a browser of its own at it. */
function nextVisitor(): Record<string, string> {
  visitors += 1;
  const ipv4 = visitors % 3 === 0;
  const sharedIPv4 = Math.floor(visitors / 3 / visitorsPerIPv4);
  const address = ipv4
    ? `${ipv4Networks[Math.floor(sharedIPv4 / 256) % 3]}.${sharedIPv4 % 256}`
    : `2001:db8:${random16()}:${random16()}::${random16()}`;
  return { ...visitorHeaders, "User-Agent": browsers[visitors % browsers.length]!, "CF-Connecting-IP": address };
}

const quoteBody = new URLSearchParams({
  fullName: "Asha Patel",
  phone: "98765 43210",
  eventType: "wedding",
  venue: "Rajpath Club, Ahmedabad",
  preferredContact: "whatsapp",
}).toString();

/** What every load visitor's browser sends beside its address and user agent: a page opened as a link or the address bar opens it. */
const visitorHeaders = {
  "Accept-Language": "gu-IN,gu;q=0.9,en-IN;q=0.8",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
};

interface LoadRequest {
  path: string;
  method?: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

/** Kept-alive connections, as a browser keeps them. */
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * Sends a request and reads its answer to the end; its status. Node's `http`,
 * not `fetch`: `fetch` says every request is `Sec-Fetch-Mode: cors`, which no
 * page load is, and which the insights rightly leave out.
 */
function send(base: string, { path, method = "GET", headers, body }: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers, agent, timeout: TIMEOUT_MS }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(Object.assign(new Error("timed out"), { name: "TimeoutError" })));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The load Worker's own database: what it counted of each kind, and what the bounds left out. */
function counted(): Record<string, number> {
  const sql = "SELECT kind, count(*) AS n FROM events GROUP BY kind UNION ALL SELECT 'dropped', ifnull(sum(events), 0) FROM dropped_events";
  const output = execFileSync("npx", ["wrangler", "d1", "execute", "INSIGHTS_DB", "--local", "--persist-to", state, "--json", "--command", sql], { encoding: "utf8" });
  const rows = (JSON.parse(output) as { results: { kind: string; n: number }[] }[])[0]?.results ?? [];
  return Object.fromEntries(rows.map(({ kind, n }) => [kind, n]));
}

interface Traffic {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

const percentile = (sorted: number[], fraction: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);

/** `connections` loops, each sending `nextRequest(n)` and reading its answer in turn, for the load's duration. */
async function closedLoop(name: string, base: string, connections: number, nextRequest: (n: number) => LoadRequest): Promise<Traffic> {
  const started = Date.now();
  const end = started + DURATION_S * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let n = connection; Date.now() < end; n += connections) {
        const sent = performance.now();
        try {
          const status = await send(base, nextRequest(n));
          latencies.push(performance.now() - sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
        } catch (error) {
          if ((error as Error).name === "TimeoutError") timeouts += 1;
          else errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    perSecond: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
    errors,
    timeouts,
  };
}

// A database of the load's own, which nothing else writes to.
const state = mkdtempSync(join(tmpdir(), "load-state-"));
const { base, stop } = await buildAndServe(PORT, { persistTo: state });
let failures: string[] = [];
try {
  // Each page connection is one visitor at a time, who reads the pages in turn and then leaves.
  const reading = Array.from({ length: PAGE_CONNECTIONS }, nextVisitor);
  const [pageRow, formRow] = await Promise.all([
    closedLoop("pages (GET)", base, PAGE_CONNECTIONS, (n) => {
      const connection = n % PAGE_CONNECTIONS;
      const page = Math.floor(n / PAGE_CONNECTIONS) % pages.length;
      if (page === 0 && n >= PAGE_CONNECTIONS) reading[connection] = nextVisitor();
      return { path: pages[page]!, headers: reading[connection]! };
    }),
    closedLoop("quote requests (POST)", base, FORM_CONNECTIONS, () => ({
      path: "/contact",
      method: "POST",
      body: quoteBody,
      headers: { ...nextVisitor(), "Content-Type": "application/x-www-form-urlencoded" },
    })),
  ]);

  const rows = [pageRow, formRow];
  console.log(`\nLoad under wrangler dev: ${DURATION_S} s, ${PAGE_CONNECTIONS + FORM_CONNECTIONS} connections\n`);
  console.log("| traffic | requests | req/s | p50 ms | p99 ms | statuses | socket errors | timeouts |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |");
  for (const row of rows) {
    const statuses = Object.entries(row.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(" ");
    console.log(`| ${row.name} | ${row.requests} | ${row.perSecond.toFixed(1)} | ${row.p50} | ${row.p99} | ${statuses} | ${row.errors} | ${row.timeouts} |`);
  }
  const total = pageRow.requests + formRow.requests;
  console.log(`| all | ${total} | ${(total / DURATION_S).toFixed(1)} | | | | | |`);

  // Each count is written after its answer has gone: give the last ones a moment, then read them.
  const served = { view: pageRow.statuses["200"] ?? 0, quote: formRow.statuses["303"] ?? 0 };
  let count: Record<string, number> = {};
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    count = counted();
    if (count.view === served.view && count.quote === served.quote) break;
  }
  const dropped = count.dropped ?? 0;
  console.log(`\nInsights: ${count.view} page views counted of ${served.view} pages served; ${count.quote} quote requests counted of ${served.quote} taken; ${dropped} left out by the bounds per sender (${visitors} visitors).`);

  failures = [
    ...(count.view !== served.view ? [`${count.view} page views counted for ${served.view} pages served`] : []),
    ...(count.quote !== served.quote ? [`${count.quote} quote requests counted for ${served.quote} taken`] : []),
    ...(dropped > 0 ? [`${dropped} events left out by the bounds, for visitors within them`] : []),
    ...rows.flatMap((row) => (row.errors + row.timeouts > 0 ? [`${row.name}: ${row.errors} socket errors, ${row.timeouts} timeouts`] : [])),
    ...Object.keys(pageRow.statuses)
      .filter((code) => code !== "200")
      .map((code) => `pages answered ${code}`),
    // A request sent without JavaScript is answered with a redirect to the thanks.
    ...Object.keys(formRow.statuses)
      .filter((code) => code !== "303")
      .map((code) => `quote requests answered ${code}`),
    ...(pageRow.requests === 0 || formRow.requests === 0 ? ["no traffic completed"] : []),
  ];
} finally {
  agent.destroy();
  stop();
  rmSync(state, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nFAILED: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nNo 5xx, no socket errors, no timeouts; every answer as expected; every page and quote request counted once.");
