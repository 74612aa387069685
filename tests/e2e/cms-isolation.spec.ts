import { expect, hasJavaScript, inGujarati, pages, test } from "./fixtures";

/**
 * The CMS lives at /admin/ and nowhere else: no public page, in either
 * language, with JavaScript or without, names anything under /admin/ or
 * fetches a byte of it (docs/decisions/011-owner-editing.md).
 */

const publicPaths = [
  ...pages.map(({ path }) => path),
  "/portfolio?category=weddings",
  "/portfolio/marigold-rose-mandap-canopy",
  "/no-such-page",
].flatMap((path) => [path, inGujarati(path)]);

/** Where the page's inline payload goes on in the next script. */
const payloadCut = /"\)<\/script><script nonce="[^"]*">\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\("/g;

/** A sign-in route's entry in the manifest, as the page's inline payload escapes it. */
const signInRoutesInManifest = /\\"id\\":\\"\.\.\/routes\/admin-(auth|callback)\\",\\"parentId\\":\\"root\\",\\"path\\":\\"admin\/\1\\"/g;

for (const path of publicPaths) {
  test(`${path} neither names nor loads anything of the CMS`, async ({ page }, testInfo) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const response = await page.goto(path);
    // React Router's route manifest lists every route (routeDiscovery "initial"), the two sign-in
    // routes among them, as patterns nothing fetches; besides those, nothing may name the CMS.
    // The payload is streamed in several inline scripts, cut anywhere: joined first, so an entry
    // cut in two is still recognised as one.
    const html = (await response!.text()).replaceAll(payloadCut, "").replaceAll(signInRoutesInManifest, "");
    expect(html.match(/.{0,60}(admin|decap).{0,60}/gi) ?? [], "the HTML").toEqual([]);
    // With JavaScript, the app's modules load after the first paint: wait for all of them.
    if (hasJavaScript(testInfo)) await page.waitForLoadState("networkidle");
    expect(requested.length).toBeGreaterThan(hasJavaScript(testInfo) ? 3 : 0);
    expect(requested.filter((url) => new URL(url).pathname.startsWith("/admin"))).toEqual([]);
  });
}
