/**
 * A stand-in for the three GitHub endpoints the insights' sign-in uses, so
 * that the tests need no network (tests/e2e/insights.flow.spec.ts):
 * - `GET /login/oauth/authorize`: GitHub's consent page, offering to sign in
 *   as one of two people: `owner`, who can push to the site's repository,
 *   and `reader`, who can only read it;
 * - `POST /login/oauth/access_token`: the code traded for a token, with the
 *   client secret and the PKCE verifier checked as GitHub checks them;
 * - `GET /repos/{owner}/{repo}`: the repository with the person's permissions;
 * - `DELETE /applications/{client_id}/token`: a token given back, with the
 *   app's credentials; `GET /live-tokens` says how many are left, for the tests.
 * Only the test Worker (./worker.ts) is pointed here; the site's build
 * names github.com and api.github.com and nothing else.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const host = process.env.STAND_IN_HOST ?? "127.0.0.2";
const port = Number(process.env.STAND_IN_PORT ?? 8893);
const repository = process.env.STAND_IN_REPOSITORY ?? "pushpanjali/site";
const clientId = process.env.STAND_IN_CLIENT_ID ?? "insights-client";
const clientSecret = process.env.STAND_IN_CLIENT_SECRET ?? "insights-secret";

const people = { owner: { push: true }, reader: { push: false } } as const;
type Person = keyof typeof people;

const codes = new Map<string, { person: Person; challenge: string; redirectUri: string }>();
const tokens = new Map<string, Person>();

const random = () => randomBytes(20).toString("hex");

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

/**
 * The consent page: a link per person back to the site's callback, each with
 * a fresh code. Written by React (`react-dom/server` in Node; this file runs
 * without a JSX step), which escapes the addresses it is given.
 */
function authorize(url: URL, response: ServerResponse) {
  const redirectUri = url.searchParams.get("redirect_uri") ?? "";
  const state = url.searchParams.get("state") ?? "";
  const challenge = url.searchParams.get("code_challenge") ?? "";
  if (url.searchParams.get("client_id") !== clientId || url.searchParams.get("code_challenge_method") !== "S256" || !challenge) {
    response.writeHead(400, { "Content-Type": "text/plain" });
    response.end("The sign-in names another app, or no PKCE challenge.");
    return;
  }
  const links = (Object.keys(people) as Person[]).map((person) => {
    const code = random();
    codes.set(code, { person, challenge, redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", state);
    return h("li", { key: person }, h("a", { href: back.href }, `Authorize as ${person}`));
  });
  const page = h("html", { lang: "en" }, h("head", null, h("title", null, "Authorize")), h("body", null, h("h1", null, "GitHub stand-in"), h("ul", null, links)));
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end(`<!DOCTYPE html>${renderToStaticMarkup(page)}`);
}

async function accessToken(request: IncomingMessage, response: ServerResponse) {
  const body = JSON.parse(await readBody(request)) as Record<string, string>;
  const grant = codes.get(body.code ?? "");
  codes.delete(body.code ?? "");
  const verifierHash = createHash("sha256").update(body.code_verifier ?? "").digest("base64url");
  if (body.client_id !== clientId || body.client_secret !== clientSecret) return json(response, 200, { error: "incorrect_client_credentials", error_description: "The client id or secret is wrong." });
  if (!grant || grant.redirectUri !== body.redirect_uri || grant.challenge !== verifierHash) {
    return json(response, 200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
  }
  const token = `token-${grant.person}-${random()}`;
  tokens.set(token, grant.person);
  json(response, 200, { access_token: token, token_type: "bearer", scope: "" });
}

function repositoryOf(request: IncomingMessage, url: URL, response: ServerResponse) {
  const person = tokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
  if (!person) return json(response, 401, { message: "Bad credentials" });
  if (url.pathname !== `/repos/${repository}`) return json(response, 404, { message: "Not Found" });
  json(response, 200, { full_name: repository, permissions: { admin: false, maintain: false, push: people[person].push, triage: false, pull: true } });
}

async function revoke(request: IncomingMessage, url: URL, response: ServerResponse) {
  const credentials = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
  if (url.pathname !== `/applications/${clientId}/token` || credentials !== `${clientId}:${clientSecret}`) return json(response, 404, { message: "Not Found" });
  const { access_token: token } = JSON.parse(await readBody(request)) as { access_token?: string };
  if (!token || !tokens.delete(token)) return json(response, 404, { message: "Not Found" });
  response.writeHead(204);
  response.end();
}

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://${host}:${port}`);
  if (request.method === "GET" && url.pathname === "/login/oauth/authorize") return authorize(url, response);
  if (request.method === "POST" && url.pathname === "/login/oauth/access_token") return void accessToken(request, response);
  if (request.method === "GET" && url.pathname.startsWith("/repos/")) return repositoryOf(request, url, response);
  if (request.method === "DELETE" && url.pathname.startsWith("/applications/")) return void revoke(request, url, response);
  if (request.method === "GET" && url.pathname === "/live-tokens") return json(response, 200, { live: tokens.size });
  if (url.pathname === "/") return json(response, 200, { ok: true });
  json(response, 404, { message: "Not Found" });
}).listen(port, host);
