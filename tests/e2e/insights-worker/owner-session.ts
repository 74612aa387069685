import { expect, type APIRequestContext } from "@playwright/test";
import { insightsBaseURL } from "../../playwright.config";

/** A `Set-Cookie`'s `name=value`, as a browser sends it back. */
const cookiePair = (setCookie: string) => setCookie.split(";", 1)[0]!;

/**
 * The owner's session over plain HTTP, as her browser gets it: the insights'
 * sign-in, the stand-in's consent page (./github-stand-in.ts), "Authorize as
 * owner", and the callback that checks her access and answers with the
 * session. Returns the `Cookie` header that carries it.
 */
export async function ownerSession(request: APIRequestContext): Promise<string> {
  const start = await request.get(`${insightsBaseURL}/admin/insights/sign-in`, { headers: { "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
  expect(start.status(), "the sign-in sends the browser to GitHub").toBe(302);
  const signIn = cookiePair(start.headers()["set-cookie"]!);
  const consent = await (await request.get(start.headers()["location"]!)).text();
  const authorize = /<a href="([^"]+)">Authorize as owner<\/a>/.exec(consent)?.[1]?.replaceAll("&amp;", "&");
  expect(authorize, "the consent page offers the owner").toBeDefined();
  const callback = await request.get(authorize!, { headers: { Cookie: signIn }, maxRedirects: 0 });
  expect(callback.status(), "the owner is let in").toBe(200);
  const session = callback
    .headersArray()
    .filter(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("__Secure-insights-session="))
    .map(({ value }) => cookiePair(value));
  expect(session).toHaveLength(1);
  return session[0]!;
}
