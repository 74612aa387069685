/**
 * The built Worker as the insights tests run it (tests/e2e/insights.flow.spec.ts):
 * its own D1 database, and GitHub played by a local stand-in
 * (./github-stand-in.ts). The site's build names github.com and
 * api.github.com only, and has no setting to point it elsewhere: this
 * wrapper, which no deploy includes, sends the Worker's requests to GitHub
 * to the stand-in instead, and the owner's browser with them (the sign-in's
 * redirect to GitHub's consent page). It also plays Cloudflare's edge
 * telling the Worker where a visitor is (`request.cf`), from a header the
 * tests send.
 */
// @ts-expect-error: the build output has no type declarations.
import site from "../../../build/server/index.js";

interface TestEnv {
  GITHUB_STAND_IN: string;
  [binding: string]: unknown;
}

const github = /^https:\/\/(api\.)?github\.com(?=\/)/;

let standIn = "";
const platformFetch = globalThis.fetch;

/** The Worker's own requests: any to GitHub go to the stand-in. */
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!github.test(url)) return platformFetch(input, init);
  const rerouted = url.replace(github, standIn);
  return platformFetch(input instanceof Request ? new Request(rerouted, input) : rerouted, init);
};

/** Where the visitor is, as the edge would say: `X-Test-Place: IN/Gujarat`. */
function placed(request: Request): Request {
  const place = request.headers.get("X-Test-Place");
  if (!place) return request;
  const [country, region] = place.split("/");
  const headers = new Headers(request.headers);
  headers.delete("X-Test-Place");
  return new Request(request, { headers, cf: { ...(request.cf ?? {}), country, region } });
}

/** The stand-in runs on this machine; this wrapper points nowhere else. */
function standInOf(env: TestEnv): string {
  const origin = new URL(env.GITHUB_STAND_IN).origin;
  if (!/^http:\/\/127\.\d+\.\d+\.\d+:\d+$/.test(origin)) throw new Error(`GITHUB_STAND_IN must be a loopback address, not ${origin}`);
  return origin;
}

export default {
  async fetch(request: Request, env: TestEnv, context: ExecutionContext): Promise<Response> {
    standIn = standInOf(env);
    const response: Response = await site.fetch(placed(request), env, context);
    const location = response.headers.get("Location");
    if (!location || !github.test(location)) return response;
    const headers = new Headers(response.headers);
    headers.set("Location", location.replace(github, standIn));
    return new Response(response.body, { status: response.status, headers });
  },
  scheduled(controller: ScheduledController, env: TestEnv, context: ExecutionContext) {
    return site.scheduled(controller, env, context);
  },
};
