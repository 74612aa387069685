import { readdirSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { authorizeUrl } from "../../app/admin/github-sign-in";
import { baseURL } from "../playwright.config";
import { journalPosts } from "../shared/content";
import { type OwnWorker, startOwnWorker } from "../shared/own-worker";

/**
 * No request, however made, changes what anyone else receives
 * (docs/decisions/012-edge-trust.md). Random and known methods, paths and
 * headers go to a freshly started Worker whose edge cache is empty, each
 * followed by a plain visitor's request for the page it aimed at; that
 * visitor must get exactly what a second Worker, which no attack touches,
 * gives a plain visitor. No answer may be a 5xx, link off the site (other
 * than the studio's own outbound links and the owner's sign-in at GitHub), or
 * set a cookie on a public page. Both Workers are set up for the owner's
 * sign-in, as the site is: without it the sign-in's addresses answer 503,
 * "not set up", on purpose. The owner's addresses (`/admin/…`) and the
 * insights' reports (`/insights/…`) get the same random requests, some with
 * a live session of the owner's: nothing under `/admin/` may be kept by a
 * shared cache, and figures come only to her session, at their own addresses.
 *
 * `npm test` runs FUZZ_RUNS cases (default 150); `npm run fuzz` runs 3,000.
 * A failure prints its seed: `FUZZ_SEED=<seed> npm run fuzz` replays it.
 */

const runs = Number(process.env.FUZZ_RUNS ?? 150);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const root = new URL("../../", import.meta.url);
const designs = readdirSync(new URL("content/designs/", root)).map((name) => `/portfolio/${name.replace(/\.json$/, "")}`);
const englishPages = ["/", "/services", "/portfolio", "/about", "/contact", "/journal", ...designs.slice(0, 3)];
/** The newest two posts of each language (a post may have no twin). */
const posts = (["en", "gu"] as const).flatMap((language) => journalPosts(language).slice(0, 2).map(({ slug }) => `${language === "en" ? "" : "/gu"}/journal/${slug}`));
const pages = [...englishPages, ...englishPages.map((path) => (path === "/" ? "/gu" : `/gu${path}`)), ...posts];
const payload = (path: string) => (path === "/" ? "/_.rsc" : `${path}.rsc`);
/** The journal's feeds: a known address each, with no payload. */
const feeds = ["/journal/feed.xml", "/gu/journal/feed.xml"];
/** What a plain visitor asks for: every page above, as HTML and as client-navigation data, and the feeds. */
const addresses = [
  ...pages.flatMap((path) => [path, payload(path)]),
  ...feeds,
  "/portfolio?category=weddings",
  `/gu${designs[0]}.rsc?category=pooja`,
  `${designs[1]}?category=corporate`,
  "/journal?service=wedding",
  "/gu/journal.rsc?service=pooja",
];

/** Stands for the target's live session of the owner's in a request's `Cookie`; replaced as each request is sent. */
const ownersSession = "OWNERS-SESSION";

/** The owner's addresses, where figures may show: the insights page and its CSV, and her changes, in each language. */
const figureAddresses = ["/admin/insights", "/admin/gu/insights", "/admin/insights/daily.csv", "/admin/gu/insights/daily.csv", "/admin/changes", "/admin/gu/changes"];
const ownersAddresses = [
  ...figureAddresses,
  "/admin/auth",
  "/admin/callback",
  "/admin/insights/sign-in",
  "/admin/changes/sign-in",
  "/admin/insights/sign-out",
  "/admin/gu/insights/sign-out",
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Visitors' connections; each attack comes on a connection of its own, as another visitor's would. */
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One raw HTTP request: the path, method and headers exactly as given (fetch
 * would normalise them). A body is sent with its length: Node sends none for
 * OPTIONS or DELETE, and the server would read the body as the next request.
 */
function send(origin: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer, ownConnection = false): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const sent = body === undefined ? headers : { ...headers, "Content-Length": String(body.byteLength) };
  return new Promise((resolve, reject) => {
    const request = httpRequest({ agent: ownConnection ? false : agent, hostname, port, method, path, headers: sent, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A plain visitor's answer, as compared: status, type and body, less the
 * per-response nonce and React's empty text separators (`<!-- -->`), whose
 * presence beside a client component that renders nothing on the server
 * depends on whether its module had loaded yet in that isolate.
 */
const plain = async (origin: string, path: string) => {
  const answer = await send(origin, "GET", path);
  const body = answer.body.replaceAll(/ nonce="[^"]*"/g, "").replaceAll("<!-- -->", "");
  return { status: answer.status, type: answer.headers["content-type"], body };
};

/** Where two bodies first part, with a little of each, for the failure message. */
function whereDiffer(expected: string, received: string): string {
  let index = 0;
  while (index < expected.length && expected[index] === received[index]) index++;
  return `\n at byte ${index}:\n expected …${expected.slice(index - 60, index + 120)}\n received …${received.slice(index - 60, index + 120)}`;
}

/** Every address an answer names in `href`, `src`, `srcset`, `action`, `content` or `Location`. */
function addressesIn(answer: Answer): string[] {
  const found = [...answer.body.matchAll(/\b(?:href|src|action|content)="([^"]*)"/g)].map(([, value]) => value!.replaceAll("&amp;", "&"));
  const srcsets = [...answer.body.matchAll(/\bsrcset="([^"]*)"/g)].flatMap(([, value]) => value!.split(",").map((entry) => entry.trim().split(/\s+/)[0]!));
  const location = answer.headers.location;
  return [...found, ...srcsets, ...(typeof location === "string" ? [location] : [])];
}

/** Whether an address leaves the site: another host, or a scheme other than this site's own. */
function offSite(value: string, origin: string): string | undefined {
  if (!/^(?:[a-z][a-z0-9+.-]*:|\/\/|\/\\|\\)/i.test(value.trim())) return undefined;
  try {
    const url = new URL(value.trim(), `${origin}/`);
    if (url.origin === origin || url.origin === "https://pushpanjalidecor.in") return undefined;
    return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}` : url.protocol;
  } catch {
    return undefined;
  }
}

const methods = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "PROPFIND", "TRACE");

/** A known page's path spelt any way: case, encoded letters, doubled and trailing slashes, payload suffixes. */
const spelledPath = fc
  .record({
    page: fc.constantFrom(...pages, ...feeds, ...ownersAddresses, "/insights/tap", "/insights/view", "/privacy", "/sitemap.xml", "/robots.txt", "/x", "/journal/page/2", "/gu/journal/page/1", "/journal/feed", "/journal/no-such-post"),
    upper: fc.array(fc.boolean(), { maxLength: 40 }),
    encode: fc.array(fc.boolean(), { maxLength: 40 }),
    slashes: fc.constantFrom("/", "/", "//", "///", "/./", "/../", "\\", "/%2F", "/%2e/"),
    trailing: fc.constantFrom("", "", "/", "//", "/."),
    suffix: fc.constantFrom("", "", ".rsc", "/_.rsc", ".manifest", ".data", "/_.data", ".payload", "/_.payload", ".RSC", "/index.html", "/x"),
    host: fc.constantFrom("", "", "evil.example", "evil.example/x", "@evil.example"),
  })
  .map(({ page, upper, encode, slashes, trailing, suffix, host }) => {
    const letters = [...page].map((character, index) => {
      if (!/[a-z]/i.test(character)) return character === "/" ? slashes : character;
      const cased = upper[index] ? character.toUpperCase() : character;
      return encode[index] ? `%${cased.charCodeAt(0).toString(16)}` : cased;
    });
    const path = letters.join("");
    return `${path.startsWith("/") ? path : `/${path}`}${host ? `/${host}` : ""}${trailing}${suffix}`;
  });

const anyPath = fc.oneof(
  { weight: 6, arbitrary: spelledPath },
  { weight: 2, arbitrary: fc.constantFrom(...addresses) },
  { weight: 1, arbitrary: fc.constantFrom(...figureAddresses) },
  { weight: 1, arbitrary: fc.webPath().map((path) => (path.startsWith("/") ? path : `/${path}`)) },
  { weight: 1, arbitrary: fc.constantFrom("//", "///", "/gu//evil.example", "/gu/%2F%2Fevil.example", "//evil.example/", "/gu/\\evil.example") },
);

const query = fc.array(
  fc.oneof(
    fc.constantFrom("category=weddings", "category=pooja", "category=x", "category=", "service=wedding", "service=x", "_routes=root", "_routes=routes/home", "version=x", "paths=/,/about", "utm_source=whatsapp", "index", "_data=root", "days=7", "days=90", "kind=whatsapp", "kind=call&service=wedding"),
    fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 })).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
  ),
  { maxLength: 4 },
);

/** Every request header React Router and the site read, and the ones a cache or proxy might. */
const headerValues: Record<string, fc.Arbitrary<string>> = {
  "rsc-action-id": fc.constantFrom("x", "c0ffee#default", ""),
  Cookie: fc.constantFrom("__Host-quote-sent=forged", "__Host-quote-sent=e30%3D.x", "session=1", "__Host-cms-oauth-state=x", "cms-oauth-state=x; theme=dark", ownersSession, ownersSession, `${ownersSession}; theme=dark`, "__Secure-insights-session=e30%3D.x"),
  Accept: fc.constantFrom("text/x-component", "application/json", "*/*", "text/html"),
  "Accept-Language": fc.constantFrom("gu", "hi-IN", "en;q=0", "*"),
  "Accept-Encoding": fc.constantFrom("gzip", "br", "identity", "x"),
  Range: fc.constantFrom("bytes=0-10", "bytes=-5", "bytes=99999999-"),
  "If-None-Match": fc.constantFrom('"x"', "*", 'W/"y"'),
  "If-Modified-Since": fc.constantFrom("Wed, 21 Oct 2015 07:28:00 GMT", "x"),
  Origin: fc.constantFrom("https://evil.example", "null", "http://127.0.0.1", "x"),
  "Sec-Fetch-Site": fc.constantFrom("cross-site", "same-site", "same-origin", "none"),
  "Sec-Fetch-Mode": fc.constantFrom("navigate", "cors", "no-cors"),
  "Sec-Purpose": fc.constantFrom("prefetch", "prefetch;prerender"),
  "Content-Type": fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data", "text/plain", "application/json", "text/x-component"),
  "X-Forwarded-Host": fc.constantFrom("evil.example"),
  "X-Forwarded-Proto": fc.constantFrom("http"),
  "X-Original-URL": fc.constantFrom("/admin/", "/gu//evil.example"),
  "X-Remix-Response": fc.constantFrom("yes"),
  RSC: fc.constantFrom("1"),
  "Cache-Control": fc.constantFrom("no-cache", "max-age=0", "only-if-cached"),
  Pragma: fc.constantFrom("no-cache"),
  "User-Agent": fc.constantFrom("Googlebot/2.1", "", "WhatsApp/2.0", "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0.0.0 Mobile Safari/537.36"),
  "Ping-From": fc.constantFrom("http://127.0.0.1/services", "https://evil.example/"),
  Referer: fc.constantFrom("https://www.google.com/", "https://evil.example/x", "http://127.0.0.1/contact"),
};
const headers = fc.dictionary(fc.constantFrom(...Object.keys(headerValues)), fc.constant(""), { maxKeys: 6 }).chain((chosen) =>
  fc.record(Object.fromEntries(Object.keys(chosen).map((name) => [name, headerValues[name]!]))),
);

const bodies = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom("fullName=Asha&phone=9876543210", "$ACTION_ID_x=1", "[]", '{"a":1}', "x".repeat(20_000)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

/** Half the attacks come with the owner's live session as well as whatever cookie they carry. */
const attack = fc.record({ method: methods, path: anyPath, query, headers, body: bodies, aim: fc.constantFrom(...addresses), session: fc.boolean() });

/** Whether an answer shows figures: the insights page or her changes (their sign-out form is there only for a session), or the CSV. */
const showsFigures = (answer: Answer) =>
  /action="\/admin\/(gu\/)?insights\/sign-out"/.test(answer.body) || (answer.status === 200 && String(answer.headers["content-type"]).startsWith("text/csv"));

/** The path a request names, as the Worker reads it: dot segments resolved, unreserved letters decoded, slashes made one, lower case. */
const pathAsRead = (path: string) =>
  new URL(`http://x${path.replace(/\\/g, "/")}`).pathname.replace(/%(4[1-9A-F]|5[0-9A]|6[1-9a-f]|7[0-9a])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))).replace(/\/{2,}/g, "/").toLowerCase();

const port = Number(new URL(baseURL).port);
let target: OwnWorker;
let reference: OwnWorker;
let targetSession = "";
test.afterAll(() => {
  target?.stop();
  reference?.stop();
  agent.destroy();
});

test("no request changes what another visitor gets, answers 5xx, links off the site, or sets a cookie on a page", async () => {
  test.setTimeout(180_000 + runs * 1_000);
  // One after the other: each wrangler dev takes the first free inspector port, and two starting at once can pick the same.
  for (const [name, workerPort] of [["target", port + 3], ["reference", port + 4]] as const) {
    const worker = startOwnWorker(workerPort);
    if (name === "target") target = worker;
    else reference = worker;
    const answering = () => send(worker.origin, "GET", "/favicon.png").then((answer) => answer.status, () => 0);
    await expect.poll(answering, { timeout: 120_000, message: `wrangler dev on ${worker.origin}: ${worker.errors()}` }).toBe(200);
  }

  // A fresh isolate's first page once left the client modules it began loading pending for good, and
  // the next page that needed one never answered (docs/decisions/upstream-client-loads-outlive-the-request.md):
  // two pages, one after the other, on the untouched target's kept-alive connection.
  for (const address of ["/about", "/contact"]) expect((await send(target.origin, "GET", address)).status, `${address} on a fresh Worker`).toBe(200);

  // What a plain visitor gets from the Worker no attack touches, and the outbound links its pages carry.
  const expected = new Map<string, Awaited<ReturnType<typeof plain>>>();
  // /admin/auth sends the owner to GitHub to sign in.
  const outbound = new Set<string>([authorizeUrl]);
  for (const address of addresses) {
    const answer = await plain(reference.origin, address);
    expect(answer.status, address).toBe(200);
    expected.set(address, answer);
    for (const value of addressesIn({ status: 200, headers: {}, body: answer.body })) {
      const leaves = offSite(value, reference.origin);
      if (leaves) outbound.add(leaves);
    }
  }
  expect(outbound.size, "the pages' own outbound links").toBeGreaterThan(3);
  targetSession = await target.ownersSession();

  console.log(`edge fuzz: ${runs} cases, seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`);
  await fc.assert(
    fc.asyncProperty(attack, async ({ method, path, query, headers, body, aim, session }) => {
      const address = `${path}${query.length ? `?${query.join("&")}` : ""}`;
      const sentBody = method === "GET" || method === "HEAD" || body === undefined ? undefined : Buffer.from(body, "latin1");
      const sentHeaders: Record<string, string> = { "CF-Connecting-IP": "2001:db8::f022", ...headers };
      if (session) sentHeaders.Cookie = [sentHeaders.Cookie, ownersSession].filter(Boolean).join("; ");
      const withSession = sentHeaders.Cookie?.includes(ownersSession) ?? false;
      if (withSession) sentHeaders.Cookie = sentHeaders.Cookie!.replaceAll(ownersSession, targetSession);
      const answer = await send(target.origin, method, address, sentHeaders, sentBody, true);
      const what = `${method} ${address} ${JSON.stringify(headers)}${session ? " with the owner's session" : ""}`;

      // The owner's: never kept by a shared cache; figures only to her session, at their own addresses.
      const cacheControl = String(answer.headers["cache-control"] ?? "");
      if (pathAsRead(path).startsWith("/admin")) expect(cacheControl, `${what}: an owner's answer`).toBe("private, no-store");
      if (/\bpublic\b/.test(cacheControl)) expect(pathAsRead(path), `${what}: shared caching`).not.toMatch(/^\/admin/);
      if (showsFigures(answer)) {
        expect(withSession, `${what}: figures without a session`).toBe(true);
        expect(figureAddresses, `${what}: figures at another address`).toContain(path);
        expect(["GET", "HEAD"], `${what}: figures for a ${method}`).toContain(method);
      }

      expect(answer.status, `${what}: a server error`).toBeLessThan(500);
      const leaving = addressesIn(answer)
        .map((value) => offSite(value, target.origin))
        .filter((value): value is string => !!value && !outbound.has(value));
      expect(leaving, `${what}: links off the site`).toEqual([]);
      const setCookie = [answer.headers["set-cookie"] ?? []].flat();
      if ((method === "GET" || method === "HEAD") && answer.status === 200 && !path.toLowerCase().includes("admin")) {
        // The one cookie a page may send is the deletion of the quote's flash cookie the visitor carried.
        const allowed = setCookie.filter((cookie) => /^__Host-quote-sent=;/.test(cookie) && /Max-Age=0/i.test(cookie));
        expect(setCookie, `${what}: a page set a cookie`).toEqual(allowed);
      }

      // The page the attack aimed at, and the one it named, as a plain visitor then gets them.
      for (const visited of new Set([aim, ...(expected.has(path) ? [path] : [])])) {
        const after = await plain(target.origin, visited);
        const before = expected.get(visited)!;
        expect({ status: after.status, type: after.type }, `${visited} after ${what}`).toEqual({ status: before.status, type: before.type });
        expect(after.body === before.body, `${visited} after ${what}: the body changed${whereDiffer(before.body, after.body)}`).toBe(true);
      }
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );

  // The session the attacks carried shows figures at their address, and nothing does without it.
  const page = (cookie?: string) => send(target.origin, "GET", "/admin/insights?days=7", cookie ? { Cookie: cookie } : {});
  expect(showsFigures(await page(targetSession)), "the owner's session shows her figures").toBe(true);
  expect(showsFigures(await page())).toBe(false);

  // Every page once more, after every attack.
  for (const address of addresses) expect(await plain(target.origin, address), address).toEqual(expected.get(address));
});
