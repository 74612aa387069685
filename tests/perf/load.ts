/**
 * `npm run load`: builds the site, serves it with `wrangler dev` on loopback
 * and loads it for 20 s with 16 connections: 12 read the pages in turn, 4 send
 * valid quote requests as the form does without JavaScript, each from its own
 * address (the form allows 5 a minute per address, so real visitors are never
 * limited). Prints requests per second and p50/p99 latency, and fails on any
 * 5xx, any socket error or timeout, or any answer other than the expected one.
 */
import autocannon from "autocannon";
import { buildAndServe } from "./serve.ts";

const PORT = Number(process.env.LOAD_PORT ?? 8791);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 20);
const PAGE_CONNECTIONS = 12;
const FORM_CONNECTIONS = 4;

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

type Result = autocannon.Result;

function summary(name: string, result: Result) {
  return {
    name,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const { base, stop } = await buildAndServe(PORT);
let failures: string[] = [];
try {
  const [pageResult, formResult] = await Promise.all([
    autocannon({
      url: base,
      connections: PAGE_CONNECTIONS,
      duration: DURATION_S,
      requests: pages.map((path) => ({ method: "GET" as const, path })),
    }),
    autocannon({
      url: base,
      connections: FORM_CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: "POST" as const,
          path: "/contact",
          body: quoteBody,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              "Content-Type": "application/x-www-form-urlencoded",
              "CF-Connecting-IP": nextVisitorAddress(),
            },
          }),
        },
      ],
    }),
  ]);

  const pageRow = summary("pages (GET)", pageResult);
  const formRow = summary("quote requests (POST)", formResult);
  const rows = [pageRow, formRow];
  console.log(`\nLoad under wrangler dev: ${DURATION_S} s, ${PAGE_CONNECTIONS + FORM_CONNECTIONS} connections\n`);
  console.log("| traffic | requests | req/s | p50 ms | p99 ms | statuses | socket errors | timeouts |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |");
  for (const row of rows) {
    const statuses = Object.entries(row.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(" ");
    console.log(
      `| ${row.name} | ${row.requests} | ${row.perSecond.toFixed(1)} | ${row.p50} | ${row.p99} | ${statuses} | ${row.errors} | ${row.timeouts} |`,
    );
  }
  const total = pageResult.requests.total + formResult.requests.total;
  console.log(`| all | ${total} | ${(total / DURATION_S).toFixed(1)} | | | | | |`);

  failures = [
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
  stop();
}

if (failures.length > 0) {
  console.error(`\nFAILED: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nNo 5xx, no socket errors, no timeouts; every answer as expected.");
