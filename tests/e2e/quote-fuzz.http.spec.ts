import fc from "fast-check";
import { expect, requestTest as test } from "./fixtures";

/**
 * Random requests against the built Worker: whatever arrives, the answer is
 * never a server error. Bounded to 150 runs; a request that happens to be a
 * valid quote takes the action's 1-second wait, so the run takes a while.
 * Each request comes from a random address, so the rate limit rarely answers.
 */

const quoteFields = ["fullName", "phone", "email", "eventType", "eventDate", "guestCount", "budget", "venue", "message", "preferredContact"];

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...quoteFields) },
  { weight: 1, arbitrary: fc.constantFrom("website", "__intent__", "__state__", "$ACTION_ID_x", "$ACTION_REF_1", "a[0]", "a[-1]", "__proto__[x]", "fullName.first", "", "index") },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);

const fieldValue = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "wedding", "whatsapp", "email", "2026-12-12", "asha@example.in", "ગલગોટાનો મંડપ", "🌼🙏🏽👨‍👩‍👧", "<script>alert(1)</script>", "' OR 1=1 --", "%E0%A4", "\u0000", "\r\n"),
  fc.string({ unit: fc.constantFrom("ગ", "લ", "ો", "a", "<", "&", "%", "=", "🌼"), minLength: 900, maxLength: 2500 }),
);

/** A quote that is often valid, with odd but plausible values; the success path gets fuzzed too. */
const plausibleQuote = fc
  .record(
    {
      fullName: fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }), fc.constant("આશા પટેલ")),
      phone: fc.oneof(fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 20 }), fc.constant("+91 98765 43210")),
      email: fc.constantFrom("", "asha@example.in", "not an email"),
      eventType: fc.constantFrom("wedding", "pooja", "birthday", "corporate", "anniversary", "other", "", "funeral"),
      eventDate: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), fc.string({ maxLength: 20 })),
      venue: fc.string({ unit: "grapheme", maxLength: 150 }),
      message: fc.oneof(fc.string({ unit: "grapheme", maxLength: 400 }), fc.constantFrom("<script>alert(1)</script>", "ગલગોટા 🌼\r\n&=%")),
      preferredContact: fc.constantFrom("whatsapp", "call", "email", "", "pigeon"),
    },
    { requiredKeys: ["fullName", "phone"] },
  )
  .map((quote) => Object.entries(quote));

/** Fields the schema does not know, which it ignores. */
const unknownField = fc.tuple(
  fc.string({ maxLength: 12 }).filter((name) => !quoteFields.includes(name) && !name.startsWith("$ACTION_")),
  fieldValue,
);

const fields = fc.oneof(
  { weight: 1, arbitrary: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 14 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(plausibleQuote, fc.array(unknownField, { maxLength: 2 }))
      .map(([quote, extra]) => [...quote, ...extra]),
  },
);

const formBody = fc.oneof(
  fields.map((pairs) => ({ contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(pairs).toString() })),
  fields.map((pairs) => ({
    contentType: "multipart/form-data; boundary=fuzz",
    body: `${pairs.map(([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--fuzz--\r\n`,
  })),
);

const rawBody = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.json(),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
  fc.string({ maxLength: 40 }).map((text) => `--x\r\nContent-Disposition: form-data; name="${text}"\r\n\r\nvalue\r\n--x--\r\n`),
);

const otherBody = fc.record({
  contentType: fc.constantFrom(
    "application/x-www-form-urlencoded;charset=UTF-8",
    "multipart/form-data; boundary=x",
    "multipart/form-data",
    "application/json",
    "text/plain",
    "text/x-component",
    "",
  ),
  body: rawBody,
});

/** Weighted so that most requests get past the guards to an action. */
const requestArbitrary = fc.record({
  path: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("/?index", "/contact", "/contact.rsc", "/_.rsc?index") },
    { weight: 1, arbitrary: fc.constantFrom("/", "/services", "/no-such-page", "/pushpanjali-decor-contact.vcf") },
  ),
  content: fc.oneof({ weight: 4, arbitrary: formBody }, { weight: 1, arbitrary: otherBody }),
  origin: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("same", "https://evil.example", "null") }),
  rscActionId: fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 10 }) },
  ),
  client: fc.ipV4(),
});

test("no random request gets a 5xx", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requestArbitrary, async ({ path, content, origin, rscActionId, client }) => {
      const headers: Record<string, string> = { "CF-Connecting-IP": client };
      if (content.contentType) headers["Content-Type"] = content.contentType;
      if (origin) headers.Origin = origin === "same" ? (baseURL ?? "") : origin;
      if (rscActionId !== null) headers["rsc-action-id"] = rscActionId;
      const response = await request.fetch(path, {
        method: "POST",
        headers,
        data: Buffer.from(content.body),
        maxRedirects: 0,
      });
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      expect(response.status(), `${path} ${content.contentType} ${content.body.slice(0, 200)}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  test.info().annotations.push({ type: "statuses", description: summary.join(", ") });
  // The run reached the action's both answers: sent (a redirect, or data) and refused.
  expect((statuses.get(303) ?? 0) + (statuses.get(200) ?? 0)).toBeGreaterThan(0);
  expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
});
