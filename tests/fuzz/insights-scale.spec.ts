import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { startOwnWorker, type OwnWorker } from "../shared/own-worker";
import { referrerSources } from "../../app/insights/referrer-sources";
import { senderBounds } from "../../app/insights/bounds";
import { indianRegions } from "../../app/insights/visitor-traits";

/**
 * The owner's figures against a script (docs/decisions/016-insights.md,
 * "Bounded per sender", "Bounded per dimension"), on a Worker and database of
 * this file's own: what one sender can add to a day is bounded, every kept
 * value comes from a known list, and a day of SCALE_EVENTS events from
 * SCALE_ADDRESSES addresses, written straight into the database, is added up
 * in chunks while the owner's page answers within a second.
 *
 * `npm test` runs 60,000 events from 600 addresses; `npm run scale`, a
 * million from 10,000.
 */

test.describe.configure({ mode: "serial" });

const events = Number(process.env.SCALE_EVENTS ?? 60_000);
const addresses = Number(process.env.SCALE_ADDRESSES ?? Math.ceil(events / 100));
const chrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

let worker: OwnWorker;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  worker = startOwnWorker(Number(new URL(baseURL).port) + 9, { keepOutput: true });
  const answering = () => get("/favicon.png").then((answer) => answer.status, () => 0);
  await expect.poll(answering, { timeout: 110_000, message: `wrangler dev on ${worker.origin}: ${worker.errors()}` }).toBe(200);
});
test.afterAll(() => {
  if (process.env.SCALE_DEBUG) console.log(worker?.output().slice(-6000), worker?.errors());
  worker?.stop();
});

/** A GET as a browser's navigation sends it (node:http: fetch would say `Sec-Fetch-Mode: cors`, which no page load is). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${worker.origin}${path}`, { headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

const visit = (path: string, from: string, agent: string | null = chrome, extra: Record<string, string> = {}) =>
  get(path, { "CF-Connecting-IP": from, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Accept-Language": "gu-IN", ...(agent ? { "User-Agent": agent } : {}), ...extra });

/** Ahmedabad's day, as app/insights/what-is-counted.ts's `ahmedabadDay` (its module reads the content's JSON). */
const ahmedabadDay = (at = Date.now()) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

/** The Worker's log since `from`, once it holds `line` (wrangler dev passes it on as it comes). */
async function loggedBy(from: number, line: string): Promise<string> {
  await expect.poll(() => worker.output().slice(from).includes(line), { timeout: 10_000, message: `the Worker's log: ${line}` }).toBe(true);
  return worker.output().slice(from);
}

/** Waits until the counts queued in the Worker (gathered for a second) are in the database. */
async function settled<T>(read: () => T, expected: T) {
  await expect.poll(read, { timeout: 15_000, intervals: [1500, 1000] }).toEqual(expected);
}

/**
 * Runs the Cron Trigger at `at` (milliseconds), as Cloudflare runs it every
 * hour, through the local runtime's own trigger (`/cdn-cgi/local/scheduled`:
 * wrangler's `/__scheduled` is bundled into Workers it builds itself, and this
 * one Vite built); how long it took.
 */
async function rollUp(at = Date.now()): Promise<number> {
  const answer = await get(`/cdn-cgi/local/scheduled?cron=7+*+*+*+*&time=${at}`);
  expect(answer.body).toBe("ok");
  return answer.ms;
}

test("one sender changes a day's figures by a bounded, stated amount, and writes only values from known lists", async () => {
  test.setTimeout(120_000);
  const today = ahmedabadDay();
  // The minute's bound is counted in windows aligned to the clock: begin with ten seconds of one to go at least.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));

  await test.step("a request that names no browser counts nothing; a new user agent at one address is a new visitor only ten times", async () => {
    expect((await visit("/", "198.51.100.20", null)).status).toBe(200);
    for (let agent = 1; agent <= 12; agent += 1) expect((await visit("/about", "198.51.100.21", `${chrome} Visitor/${agent}`)).status).toBe(200);
  });

  await test.step("70 page views in a minute from one address count 60 times", async () => {
    for (let view = 0; view < 70; view += 1) expect((await visit("/portfolio", "203.0.113.40")).status).toBe(200);
  });

  await test.step("the contact card, downloaded by 15 user agents at one address, counts as ten visitors' once each", async () => {
    for (let agent = 1; agent <= 15; agent += 1) {
      const headers = { "CF-Connecting-IP": "203.0.113.41", "User-Agent": `${chrome} Visitor/${agent}`, Referer: `${worker.origin}/contact` };
      expect((await get("/pushpanjali-decor-contact.vcf", headers)).status).toBe(200);
    }
  });

  await test.step("40 sites, each sending visitors from three addresses; one site named by one address only, ten times; one search engine", async () => {
    for (let site = 0; site < 40; site += 1) {
      for (let sender = 1; sender <= 3; sender += 1) {
        await visit("/services", `2001:db8:5ca1:${site.toString(16)}${sender}::1`, chrome, { Referer: `https://site-${site}.example/` });
      }
    }
    for (let agent = 1; agent <= 10; agent += 1) await visit("/services", "198.51.100.99", `${chrome} Visitor/${agent}`, { Referer: "https://call-now.example/" });
    await visit("/services", "2001:db8:5ca1:ffff::1", chrome, { Referer: "https://www.google.co.in/" });
  });

  // Left out: the eleventh and twelfth user agents at one address, ten views past 60 in the minute, five contact cards past ten visitors.
  const countedToday = () => ({
    dropped: worker.sql(`SELECT ifnull(sum(events), 0) AS n FROM dropped_events WHERE day = '${today}'`)[0]!.n,
    kinds: worker.sql(`SELECT kind, count(*) AS n FROM events WHERE day = '${today}' GROUP BY kind ORDER BY kind`),
  });
  await settled(countedToday, {
    dropped: 2 + 10 + 5,
    kinds: [
      { kind: "contact", n: senderBounds.visitorsPerDay },
      { kind: "view", n: senderBounds.visitorsPerDay + senderBounds.perMinute + 120 + 10 + 1 },
    ],
  });

  await test.step("past 300 events a day, a sender's next event is left out, whatever the minute", async () => {
    // 300 events of one sender today, written as the Worker writes them: its hash under the day's key.
    const [{ key }] = worker.sql(`SELECT hex(key) AS key FROM day_keys WHERE day = '${today}'`) as [{ key: string }];
    const hashingKey = createHmac("sha256", worker.secret).update(Buffer.concat([Buffer.from("insights day key\n"), Buffer.from(key, "hex")])).digest();
    const hash = (text: string) => createHmac("sha256", hashingKey).update(text).digest().subarray(0, 16).toString("hex");
    const sender = hash("sender\n192.0.2.77");
    const visitor = hash(`192.0.2.77\n${chrome}`);
    worker.sql(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${senderBounds.perDay})
      INSERT INTO events (day, kind, page, language, device, visitor, sender) SELECT '${today}', 'view', 'home', 'en', 'phone', x'${visitor}', x'${sender}' FROM n`);
    await visit("/contact", "192.0.2.77");
    await settled(() => worker.sql(`SELECT sum(events) AS dropped FROM dropped_events WHERE day = '${today}'`), [{ dropped: 18 }]);
  });

  await test.step("added up, the day keeps the named sources and 30 other sites three senders named, the rest as one; no share passes 100 %", async () => {
    await rollUp();
    const referrers = worker.sql(`SELECT value, views FROM daily_totals WHERE day = '${today}' AND dimension = 'referrer' ORDER BY value`) as { value: string; views: number }[];
    const named = new Set(Object.keys(referrerSources));
    expect(referrers.filter((row) => named.has(row.value))).toEqual([{ value: "google", views: 1 }]);
    const sites = referrers.filter((row) => row.value.endsWith(".example"));
    expect(sites).toHaveLength(30);
    expect(sites.map((row) => row.value), "a site one sender names is not kept by name").not.toContain("call-now.example");
    // Ten sites of three views each, and the one sender's ten.
    expect(referrers.find((row) => row.value === "other")).toEqual({ value: "other", views: 10 * 3 + 10 });
    for (const row of worker.sql(`SELECT value, visitors, enquirers FROM daily_totals WHERE day = '${today}'`) as { visitors: number; enquirers: number }[]) {
      expect(row.enquirers, JSON.stringify(row)).toBeLessThanOrEqual(row.visitors);
    }
    const kept = (dimension: string) => (worker.sql(`SELECT DISTINCT value FROM daily_totals WHERE day = '${today}' AND dimension = '${dimension}'`) as { value: string }[]).map((row) => row.value);
    expect(kept("browser_language")).toEqual(["gu"]);
    for (const region of kept("region")) expect([...indianRegions, "other"]).toContain(region);
  });
});

test("a roll-up stopped part way carries on where it stopped, and a closing day's key goes first", async () => {
  const day = ahmedabadDay(Date.now() - 3 * 86_400_000);
  // Two senders' events; the first sender's already added up into a run that stopped there, its key still kept.
  worker.sql(`INSERT INTO day_keys (day, key) VALUES ('${day}', randomblob(32))`);
  worker.sql(`INSERT INTO events (day, kind, page, language, device, visitor, sender) VALUES
    ('${day}', 'view', 'home', 'gu', 'phone', x'0a', x'01'), ('${day}', 'whatsapp', 'home', 'gu', 'phone', x'0a', x'01'),
    ('${day}', 'view', 'about', 'en', 'desktop', x'0b', x'02'), ('${day}', 'view', 'home', 'en', 'desktop', x'0c', x'02')`);
  worker.sql(`INSERT INTO closed_days (day) VALUES ('${day}')`);
  worker.sql(`DELETE FROM day_keys WHERE day = '${day}'`);
  worker.sql(`INSERT INTO rollup_progress (day, run, after, stage, closing) VALUES ('${day}', 'stopped', x'01', 'add', 1)`);
  worker.sql(`INSERT INTO rollup_staging (run, dimension, value, views, visitors, whatsapp, similar, call, email, quote, contact, share, enquirers, senders)
    VALUES ('stopped', 'site', '', 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1), ('stopped', 'page', 'home', 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1)`);
  await rollUp();
  expect(worker.sql(`SELECT views, visitors, whatsapp, enquirers FROM daily_totals WHERE day = '${day}' AND dimension = 'site'`)).toEqual([
    { views: 3, visitors: 3, whatsapp: 1, enquirers: 1 },
  ]);
  expect(worker.sql(`SELECT value, views, visitors FROM daily_totals WHERE day = '${day}' AND dimension = 'page' ORDER BY value`)).toEqual([
    { value: "about", views: 1, visitors: 1 },
    { value: "home", views: 2, visitors: 2 },
  ]);
  expect(worker.sql(`SELECT (SELECT count(*) FROM events WHERE day = '${day}') AS events, (SELECT count(*) FROM rollup_progress WHERE day = '${day}') AS progress, (SELECT count(*) FROM rollup_staging) AS staged`)).toEqual([
    { events: 0, progress: 0, staged: 0 },
  ]);

  // A day not yet closed: its key goes in the same transaction that closes it, before anything is added up.
  const next = ahmedabadDay(Date.now() - 2 * 86_400_000);
  worker.sql(`INSERT INTO day_keys (day, key) VALUES ('${next}', randomblob(32))`);
  worker.sql(`INSERT INTO events (day, kind, page, language, device, visitor, sender) VALUES ('${next}', 'view', 'home', 'gu', 'phone', x'0d', x'03')`);
  const before = worker.output().length;
  await rollUp();
  // wrangler dev passes the Worker's log on as it comes: wait for the day's last step.
  const steps = async () => [...(await loggedBy(before, `Insights roll-up, ${next}, events deleted`)).matchAll(new RegExp(`Insights roll-up, ${next}, ([^:]+):`, "g"))].map(([, step]) => step);
  expect((await steps())[0]).toBe("closed");
  expect(worker.sql(`SELECT (SELECT count(*) FROM day_keys WHERE day = '${next}') AS keys, (SELECT views FROM daily_totals WHERE day = '${next}' AND dimension = 'site') AS views`)).toEqual([{ keys: 0, views: 1 }]);
});

test(`a day of ${events.toLocaleString("en")} events from ${addresses.toLocaleString("en")} addresses: the owner's page within a second, the roll-up in chunks`, async () => {
  test.setTimeout(120_000 + events / 50);
  const today = ahmedabadDay();
  const perAddress = Math.ceil(events / addresses);
  const log = (line: string) => console.log(`insights at scale: ${line}`);

  await test.step("written straight into the database", async () => {
    const started = performance.now();
    // Each address: up to ten visitors, up to `perAddress` events, pages, kinds and sites of every sort.
    worker.sql(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${events - 1})
      INSERT OR IGNORE INTO events (day, kind, page, language, referrer, country, region, device, browser_language, visitor, sender)
      SELECT '${today}',
        CASE WHEN i / 10 % 10 < 7 THEN 'view' WHEN i / 10 % 10 = 7 THEN 'whatsapp' WHEN i / 10 % 10 = 8 THEN 'call' ELSE 'share' END,
        CASE i % 6 WHEN 0 THEN 'home' WHEN 1 THEN 'services' WHEN 2 THEN 'portfolio' WHEN 3 THEN 'design' WHEN 4 THEN 'about' ELSE 'contact' END,
        CASE WHEN i % 3 = 0 THEN 'gu' ELSE 'en' END,
        CASE WHEN i / 10 % 10 < 7 THEN CASE i % 4 WHEN 0 THEN 'google' WHEN 1 THEN 'instagram' ELSE 'site-' || (i % 5000) || '.example' END END,
        'IN', 'GJ', 'phone', 'gu',
        unhex(printf('%032x', ((i / ${perAddress}) * 10 + i % 10) * 2654435761)),
        unhex(printf('%032x', i / ${perAddress}))
      FROM n`);
    log(`${events} events written in ${Math.round(performance.now() - started)} ms`);
  });

  const page = async () => {
    // A session of the owner's now: the roll-up deletes those that have ended by its own clock.
    const session = await worker.ownersSession();
    const times: number[] = [];
    await get("/admin/insights?days=90", { Cookie: session });
    for (let run = 0; run < 5; run += 1) {
      const answer = await get("/admin/insights?days=90", { Cookie: session });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("/admin/insights/sign-out");
      times.push(answer.ms);
    }
    times.sort((a, b) => a - b);
    return { median: times[2]!, spread: `${Math.round(times[0]!)}–${Math.round(times[4]!)} ms` };
  };

  await test.step("the day still open: added up by the hourly roll-up in chunks, and the page within a second", async () => {
    const before = worker.output().length;
    const ms = await rollUp();
    const statements = [...(await loggedBy(before, `Insights roll-up, ${today}, totals replaced`)).matchAll(/Insights roll-up, [\d-]+, ([^:]+): (\d+) rows read, (\d+) written/g)];
    const chunks = statements.filter(([, what]) => what!.endsWith("added up"));
    const mostRead = Math.max(...statements.map(([, , read]) => Number(read)));
    log(`roll-up of the open day: ${Math.round(ms)} ms, ${chunks.length} chunks, ${statements.length} statements, at most ${mostRead} rows read by one`);
    expect(chunks.length).toBeGreaterThanOrEqual(Math.floor(events / 25_000));
    const { median, spread } = await page();
    log(`the owner's page, the day open: median ${Math.round(median)} ms (${spread})`);
    expect(median).toBeLessThan(1000);
  });

  await test.step("the day closed: its events and key gone, its totals kept, the page within a second", async () => {
    const ms = await rollUp(Date.parse(`${today}T18:30:00Z`) + 60 * 60_000);
    log(`roll-up closing the day: ${Math.round(ms)} ms`);
    expect(worker.sql(`SELECT (SELECT count(*) FROM events WHERE day = '${today}') AS events, (SELECT count(*) FROM day_keys WHERE day = '${today}') AS keys`)).toEqual([
      { events: 0, keys: 0 },
    ]);
    const [site] = worker.sql(`SELECT views FROM daily_totals WHERE day = '${today}' AND dimension = 'site'`) as [{ views: number }];
    expect(site.views).toBeGreaterThan(events * 0.6);
    expect(worker.sql(`SELECT count(*) AS sites FROM daily_totals WHERE day = '${today}' AND dimension = 'referrer' AND value LIKE '%.%'`)).toEqual([{ sites: 30 }]);
    const { median, spread } = await page();
    log(`the owner's page, the day closed: median ${Math.round(median)} ms (${spread})`);
    expect(median).toBeLessThan(1000);
  });
});
