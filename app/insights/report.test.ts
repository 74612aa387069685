import { expect, test } from "vitest";
import { dailyCsv, periodOf, type Report } from "./report";

test("the period is 7, 30 or 90 days, 30 for anything else", () => {
  const period = (query: string) => periodOf(new URL(`https://pushpanjalidecor.in/admin/insights${query}`));
  expect(period("?days=7")).toBe(7);
  expect(period("?days=90")).toBe(90);
  expect(period("?days=365")).toBe(30);
  expect(period("?days=7.0")).toBe(7);
  expect(period("")).toBe(30);
});

test("the CSV starts with a byte-order mark, and has a line a day under the page's headings, quoted where a heading needs it, CRLF after each", () => {
  const day = (date: string, views: number) => ({ day: date, views, visitors: 2, whatsapp: 1, similar: 0, call: 0, email: 0, quote: 1, contact: 0, share: 0, enquirers: 1 });
  const report = { days: [day("2026-11-25", 5), day("2026-11-26", 7)] } as Report;
  const header = ["Day", "Page views", "Visitors", "WhatsApp chat", "Get Similar Design", "Phone\ncall", "E-mail", "Quote request sent", "Contact saved", "Designs shared", 'Visitors, "who enquired"'];
  expect(dailyCsv(report, header)).toBe(
    [
      '\uFEFFDay,Page views,Visitors,WhatsApp chat,Get Similar Design,"Phone\ncall",E-mail,Quote request sent,Contact saved,Designs shared,"Visitors, ""who enquired"""',
      "2026-11-25,5,2,1,0,0,0,1,0,0,1",
      "2026-11-26,7,2,1,0,0,0,1,0,0,1",
      "",
    ].join("\r\n"),
  );
});
