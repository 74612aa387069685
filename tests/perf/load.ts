/**
 * `npm run load`: builds the site, serves it with `wrangler dev` on loopback
 * and loads it for 20 s with 16 connections: 12 read the pages in turn, 4 send
 * valid quote requests as the form does without JavaScript, each from its own
 * address (the form allows 5 a minute per address, so real visitors are never
 * limited). Prints requests per second and p50/p99 latency, and fails on any
 * 5xx, any socket error or timeout, or any answer other than the expected one.
 * Then it reads the owner's insights (app/insights/): the page views counted
 * must equal the pages served, and the quote requests counted the requests
 * taken, exactly: none lost, none written twice.
 *
 * Each connection is a loop that sends its next request once the last answer
 * has been read, and starts none after the 20 s: every request sent is
 * answered and read, so the pages served are known exactly. (A load tool that
 * stops on the clock, as autocannon does, drops the requests still on their
 * way, which the server has answered, and counted, all the same.)
 */
import { execFileSync } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { buildAndServe } from "./serve.ts";

const PORT = Number(process.env.LOAD_PORT ?? 8791);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 20);
const PAGE_CONNECTIONS = 12;
const FORM_CONNECTIONS = 4;
/** An answer slower than this counts as a timeout. */
const TIMEOUT_MS = 10_000;

const pages = ["/", "/services", "/portfolio", "/about", "/contact", "/portfolio?category=weddings"];

let visitor = 0;
/** A documentation-range address (RFC 3849) per request: one visitor each. */
function nextVisitorAddress(): string {
  visitor += 1;
  return `2001:db8::${(visitor >> 16).toString(16)}:${(visitor & 0xffff).toString(16)}`;
}

const quoteBody = new URLSearchParams({
  fullName: "Asha Patel",
  phone: "98765 43210",
  eventType: "wedding",
  venue: "Rajpath Club, Ahmedabad",
  preferredContact: "whatsapp",
}).toString();

/**
 * The load's visitors are people's browsers (the insights leave bots out), whose
 * first language is one no real visitor asks for: the counts they leave are theirs.
 */
const LOAD_LANGUAGE = "zz";
const visitorHeaders = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  "Accept-Language": LOAD_LANGUAGE,
  // A page opened in the browser, as a link or the address bar asks for it.
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

/** How many events of each kind the load's visitors have left in the local insights database. */
function countedByKind(): Record<string, number> {
  const output = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "INSIGHTS_DB", "--local", "--json", "--command", `SELECT kind, count(*) AS n FROM events WHERE browser_language = '${LOAD_LANGUAGE}' GROUP BY kind`],
    { encoding: "utf8" },
  );
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

const { base, stop } = await buildAndServe(PORT);
let failures: string[] = [];
try {
  const countedBefore = countedByKind();
  const [pageRow, formRow] = await Promise.all([
    closedLoop("pages (GET)", base, PAGE_CONNECTIONS, (n) => ({ path: pages[n % pages.length]!, headers: visitorHeaders })),
    closedLoop("quote requests (POST)", base, FORM_CONNECTIONS, () => ({
      path: "/contact",
      method: "POST",
      body: quoteBody,
      headers: { ...visitorHeaders, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextVisitorAddress() },
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
  let counted: Record<string, number> = {};
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = countedByKind();
    counted = { view: (now.view ?? 0) - (countedBefore.view ?? 0), quote: (now.quote ?? 0) - (countedBefore.quote ?? 0) };
    if (counted.view === served.view && counted.quote === served.quote) break;
  }
  console.log(`\nInsights: ${counted.view} page views counted of ${served.view} pages served; ${counted.quote} quote requests counted of ${served.quote} taken.`);

  failures = [
    ...(counted.view !== served.view ? [`${counted.view} page views counted for ${served.view} pages served`] : []),
    ...(counted.quote !== served.quote ? [`${counted.quote} quote requests counted for ${served.quote} taken`] : []),
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
}

if (failures.length > 0) {
  console.error(`\nFAILED: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nNo 5xx, no socket errors, no timeouts; every answer as expected; every page and quote request counted once.");
