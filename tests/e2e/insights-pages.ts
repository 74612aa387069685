import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insightsBaseURL } from "../playwright.config";
import { expect, requestTest as test } from "./fixtures";
import { daysAgo, onTheDatabase } from "./insights-worker/database";
import { ownerSession } from "./insights-worker/owner-session";

/**
 * The owner's insights pages as the built Worker writes them, in workerd,
 * whose ICU is not Node's: the Gujarati page's dates, countries and
 * languages come from its `Intl`, in the house's letters; the page is held
 * to its policy; the CSV opens in a spreadsheet with its Gujarati headings.
 * Against the insights Worker (e2e/insights-worker), signed in through its
 * stand-in for GitHub; the rows seeded here are two days old, in dimensions
 * and names the flow (insights.flow.spec.ts) does not compare.
 */

/** Gujarati's months, whole, as the house writes them (ઓ, not ઑ: content/glossary.json). */
const gujaratiMonths = ["જાન્યુઆરી", "ફેબ્રુઆરી", "માર્ચ", "એપ્રિલ", "મે", "જૂન", "જુલાઈ", "ઓગસ્ટ", "સપ્ટેમ્બર", "ઓક્ટોબર", "નવેમ્બર", "ડિસેમ્બર"];
const gujaratiDay = (day: string) => `${Number(day.slice(8))} ${gujaratiMonths[Number(day.slice(5, 7)) - 1]}`;

const messages = (language: "en" | "gu") => JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/${language}.json`), "utf8")) as Record<string, string>;

/** A table's row names, by its caption. */
function rowNames(html: string, caption: string): string[] {
  const table = new RegExp(`<caption>${caption}</caption>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? "";
  return [...table.matchAll(/<th scope="row">([^<]*)/g)].map((match) => match[1]!);
}

/**
 * Declared by the insights' flow (insights.flow.spec.ts) before its own tests, in the same file's
 * one-after-the-other run: the flow's Worker must not write while these seed its database
 * (workerd does not wait for a lock), and as a project of its own, which the flow's project had to
 * wait for, the flow's 45 s ran alone at the end of every run (2026-11-28).
 */
export function insightsPagesTests() {
  test.describe("the insights pages as workerd writes them", () => {
    test.use({ baseURL: insightsBaseURL });

    test.beforeAll(() => {
      const day = daysAgo(2);
      const row = (dimension: string, value: string, visitors: number) => `('${day}', '${dimension}', '${value}', ${visitors * 2}, ${visitors}, 1, 0, 0, 0, 0, 0, 0, 1)`;
      onTheDatabase(
        [
          `INSERT OR REPLACE INTO daily_totals VALUES ${[
            ...["IN", "AU", "NZ", "US", "AT"].map((code, index) => row("country", code, 20 - index)),
            ...["GJ", "MH", "OR", "DH"].map((code, index) => row("region", code, 20 - index)),
            ...["google", "whatsapp", "example.com", "other"].map((source, index) => row("referrer", source, 20 - index)),
            ...["gu", "hi", "fr", "other"].map((code, index) => row("browser_language", code, 20 - index)),
          ].join(", ")}`,
          `INSERT OR REPLACE INTO dropped_events (day, events) VALUES ('${daysAgo(3)}', 7)`,
        ].join("; "),
      );
    });

    test("the Gujarati page, as workerd's Intl writes it: months whole, none of ઑ ૅ ૉ, places, sources and languages by name", async ({ request }) => {
      const response = await request.get("/admin/gu/insights?days=90", { headers: { Cookie: await ownerSession(request) } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/[ઑૅૉ]/g), "letters the house does not write").toBeNull();
      expect(html).toContain(`${gujaratiDay(daysAgo(89))}થી ${gujaratiDay(daysAgo(0))} સુધી,`);
      const days = [...html.matchAll(/<tr><th scope="row">(\d[^<]*)<\/th>/g)].map((match) => match[1]!);
      expect(days).toEqual(Array.from({ length: 90 }, (_, index) => gujaratiDay(daysAgo(89 - index))));
      const countries = rowNames(html, "દેશો");
      expect(countries[0]).toBe("ભારત");
      expect(countries, "every country has a Gujarati name").toHaveLength(5);
      for (const name of countries) expect(name).toMatch(/^[\u0A80-\u0AFF ()-]+$/);
      expect(rowNames(html, "ભારતનાં રાજ્યો")).toEqual(["ગુજરાત", "મહારાષ્ટ્ર", "ઓડિશા", "દાદરા અને નગર હવેલી અને દમણ અને દીવ"]);
      expect(rowNames(html, "કઈ સાઇટ કે એપ પરથી આવ્યા")).toEqual(["ગૂગલ", "વોટ્સએપ", "example.com", "બીજી સાઇટો"]);
      const browserLanguages = rowNames(html, "મુલાકાતીઓના બ્રાઉઝરની પહેલી પસંદગીની ભાષા");
      expect(browserLanguages).toEqual(["ગુજરાતી", expect.stringMatching(/^[\u0A80-\u0AFF ]+$/), expect.stringMatching(/^[\u0A80-\u0AFF ]+$/), "બીજી ભાષાઓ"]);
      expect(html).toContain("આ મર્યાદાઓને લીધે આ સમયગાળામાં 7 વાર");
    });

    test("the page's one stylesheet is the bytes its policy allows, and it runs nothing", async ({ request }) => {
      const cookie = await ownerSession(request);
      for (const path of ["/admin/insights", "/admin/gu/insights?days=7"]) {
        const response = await request.get(path, { headers: { Cookie: cookie } });
        const html = await response.text();
        expect(html, path).toMatch(/^<!DOCTYPE html><html lang="(en|gu)-IN">/);
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
        expect(styles, path).toHaveLength(1);
        const hash = createHash("sha256").update(styles[0]!, "utf8").digest("base64");
        expect(response.headers()["content-security-policy"], path).toBe(`default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`);
        expect(html, path).not.toMatch(/<script|\sstyle=/);
      }
    });

    test("the Gujarati CSV: a byte-order mark, Gujarati headings, CRLF after each line", async ({ request }) => {
      const response = await request.get("/admin/gu/insights/daily.csv?days=7", { headers: { Cookie: await ownerSession(request) } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const bytes = await response.body();
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString("utf8");
      expect(text, "every line ends in CRLF").not.toMatch(/(^|[^\r])\n/);
      const lines = text.split("\r\n");
      const gu = messages("gu");
      expect(lines[0]).toBe(
        ["day", "views", "visitors", "kind_whatsapp", "kind_similar", "kind_call", "kind_email", "kind_quote", "kind_contact", "shares", "enquirers"].map((key) => gu[`insights_${key}`]).join(","),
      );
      expect(lines.slice(1, -1)).toHaveLength(7);
      expect(lines.at(-1)).toBe("");
    });

    test("LibreOffice opens the Gujarati CSV with its headings whole, one a cell", async ({ request }) => {
      const folder = mkdtempSync(join(tmpdir(), "insights-csv-"));
      try {
        const response = await request.get("/admin/gu/insights/daily.csv?days=7", { headers: { Cookie: await ownerSession(request) } });
        writeFileSync(join(folder, "daily.csv"), await response.body());
        const started = performance.now();
        // Debian's libreoffice-calc (.ci/run installs it). CSV:44,34,76 is comma, double quote, UTF-8; a fresh profile each run.
        execFileSync(
          "soffice",
          [`-env:UserInstallation=file://${join(folder, "profile")}`, "--headless", "--infilter=CSV:44,34,76,1", "--convert-to", "html", "--outdir", folder, join(folder, "daily.csv")],
          { stdio: "ignore", timeout: 60_000 },
        );
        test.info().annotations.push({ type: "LibreOffice", description: `converted in ${Math.round(performance.now() - started)} ms` });
        const table = readFileSync(join(folder, "daily.html"), "utf8");
        const firstRow = /<tr[^>]*>([\s\S]*?)<\/tr>/.exec(table)![1]!;
        const cells = [...firstRow.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]*>/g, "").trim());
        const gu = messages("gu");
        expect(cells).toEqual(["day", "views", "visitors", "kind_whatsapp", "kind_similar", "kind_call", "kind_email", "kind_quote", "kind_contact", "shares", "enquirers"].map((key) => gu[`insights_${key}`]));
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
}
