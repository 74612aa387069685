import { expect, test } from "@playwright/test";
import { pages } from "./fixtures";

test("HEAD answers every page without a body", async ({ request }) => {
  for (const { path } of pages) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.body()).toHaveLength(0);
  }
  expect((await request.head("/no-such-page")).status()).toBe(404);
});

const oddPaths = [
  "/%E0%A4", // a truncated UTF-8 sequence
  "/%", // a lone percent sign
  "/..%2f..%2fetc%2fpasswd",
  "/services/..%2f..%2f",
  "/services//double//slashes",
  "/<script>alert(1)</script>",
  `/${"long-path-".repeat(800)}`,
  "/services%00",
];

for (const path of oddPaths) {
  test(`odd path ${path.slice(0, 40)} gets a 4xx page, never a 5xx`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    const body = await response.text();
    expect(body).not.toContain("<script>alert(1)</script>");
  });
}

test("the contact card resource route serves a vCard download", async ({ request }) => {
  const response = await request.get("/pushpanjali-decor-contact.vcf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/vcard; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(
    'attachment; filename="pushpanjali-decor-contact.vcf"',
  );
  const text = await response.text();
  expect(text.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
  expect(text).toContain("TEL;TYPE=CELL,VOICE:+919876543210");
});

test("each answer's status line carries its own reason phrase", async ({ request }) => {
  // Each request its own client, for the quote form's rate limit.
  const client = (n: number) => ({ "CF-Connecting-IP": `2001:db8:7:5::${n}` });
  const form = { "Content-Type": "application/x-www-form-urlencoded", ...client(1) };
  const answers = [
    [await request.get("/"), 200, "OK"],
    [await request.get("/no-such-page"), 404, "Not Found"],
    [await request.fetch("/", { method: "PUT", headers: client(2) }), 405, "Method Not Allowed"],
    [await request.post("/contact", { headers: form, data: "fullName=Asha", maxRedirects: 0 }), 400, "Bad Request"],
    // The redirect after a request sent without JavaScript.
    [await request.post("/contact", { headers: form, data: "fullName=Asha&phone=9876543210&venue=Town%20Hall", maxRedirects: 0 }), 303, "See Other"],
  ] as const;
  for (const [response, status, reason] of answers) {
    expect(`${response.status()} ${response.statusText()}`, response.url()).toBe(`${status} ${reason}`);
  }
});
