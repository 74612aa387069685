import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toString } from "mdast-util-to-string";
import { journalPosts } from "../shared/content";
import { expect, requestTest as test } from "./fixtures";

/** The journal's addresses over plain HTTP: what is a page, what is not, and what the edge keeps. */

const [post] = journalPosts("en");

test("an address no post has is the not-found page, with a 404, in the address's language", async ({ request }) => {
  for (const [path, heading] of [
    ["/journal/no-such-post", "Oops! Page not found"],
    ["/gu/journal/no-such-post", "અરે! આ પાનું મળ્યું નથી"],
    ["/journal/page/2", "Oops! Page not found"],
    ["/journal/page/1", "Oops! Page not found"],
    ["/journal/page/02", "Oops! Page not found"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(heading);
  }
});

test("the list and a post are kept by the edge, and served from it as rendered", async ({ request }) => {
  for (const path of ["/journal", "/gu/journal", `/journal/${post!.slug}`, "/journal?service=wedding"]) {
    const withoutNonce = async () => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=300, s-maxage=86400, stale-while-revalidate=86400");
      return (await response.text()).replaceAll(/ nonce="[^"]+"/g, "");
    };
    expect(await withoutNonce(), path).toBe(await withoutNonce());
  }
});

test("a post's body is on its page, and in none of the Worker's code: the Worker reads it from the static files", async ({ request }) => {
  // The body's last paragraph, as the page shows it (Markdown's emphasis and links aside, it has none).
  const lastParagraph = toString(post!.body.children.at(-1)!);
  expect((await (await request.get(`/journal/${post!.slug}`)).text()).replaceAll("&#x27;", "'")).toContain(lastParagraph);
  const server = fileURLToPath(new URL("../../build/server", import.meta.url));
  const workerCode = readdirSync(server, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  expect(workerCode.length).toBeGreaterThan(10);
  for (const file of workerCode) expect(readFileSync(join(server, file), "utf8"), file).not.toContain(lastParagraph);
});
