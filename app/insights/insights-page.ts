import { portfolioItemsIn } from "~/content/portfolio";
import { quoteFormWords } from "~/content/quote-form";
import { servicesIn } from "~/content/services";
import { type Language, languageTag } from "~/i18n/language";
import { escapeHtml } from "~/lib/escape-html";
import { m } from "~/paraglide/messages";
import { insightsPath } from "./owner-session";
import { type Period, periods, type Report, type Row, enquiries, type Figures } from "./report";

/**
 * The owner's insights page and the pages around it (sign in, refused),
 * written on the server as plain HTML: every figure in a table, each chart
 * an SVG beside its table, no script, readable on a phone
 * (docs/decisions/016-insights.md). Its words are messages (messages/*.json).
 */

/** The pages' one stylesheet, allowed by its hash (./insights-headers): nothing else is loaded. */
export const insightsStyle = `
*{box-sizing:border-box}
body{margin:0;background:#fff8ec;color:#2b1b17;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Gujarati",sans-serif}
header,main{max-width:64rem;margin:0 auto;padding:1rem}
h1,h2,h3{color:#7a1f2b;line-height:1.25}
h1{font-size:1.75rem;margin:.5rem 0}
h2{font-size:1.35rem;margin:2.5rem 0 .75rem;border-top:2px solid #f4a300;padding-top:1rem}
main>h2:first-child{margin-top:0}
h3{font-size:1.1rem;margin:1.75rem 0 .5rem}
a{color:#7a1f2b}
:focus-visible{outline:3px solid #b0124f;outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
nav a,button{display:inline-flex;align-items:center;min-height:44px;padding:.4rem 1rem;border-radius:999px;border:2px solid #7a1f2b;background:#fff;color:#7a1f2b;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
nav a[aria-current=page]{background:#7a1f2b;color:#fff}
.primary{background:#7a1f2b;color:#fff;border-color:#7a1f2b}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem;margin:1rem 0}
.stat{background:#fff;border-radius:1rem;padding:1rem;box-shadow:0 1px 2px #0002}
.stat p{margin:0}
.figure{font-size:2rem;font-weight:700;color:#7a1f2b}
.note{color:#5c4a42;font-size:.95rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff;margin:.5rem 0}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.4rem .6rem;border-bottom:1px solid #eadfcd;text-align:right;vertical-align:middle}
th:first-child,td:first-child{text-align:left}
thead th{background:#fbf1de}
th svg{display:block;width:100%;min-width:6rem;height:.6rem;margin-top:.2rem}
figure{margin:1rem 0}
figure svg{display:block;width:100%;height:auto;background:#fff;border-radius:.5rem}
figcaption{color:#5c4a42;font-size:.95rem;margin-top:.25rem}
.key{display:inline-block;width:.8em;height:.8em;border-radius:2px;vertical-align:middle;margin-right:.3em}
.visitors{fill:#7a1f2b;background:#7a1f2b}
.enquiries{fill:#13723c;background:#13723c}
details{margin:.75rem 0}
summary{cursor:pointer;font-weight:600;min-height:44px;display:flex;align-items:center}
@media (prefers-reduced-motion:no-preference){nav a,button{transition:background-color .15s}}
`;

const numberIn = (language: Language) => new Intl.NumberFormat(languageTag[language]);

/** A day (`YYYY-MM-DD`) as the page's language writes it: `26 Nov`. */
function dayIn(language: Language, day: string): string {
  return new Intl.DateTimeFormat(languageTag[language], { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** A name from the platform's own list (a country, a language), in the page's language; the code itself where it has none. */
function displayName(language: Language, type: "region" | "language", code: string): string {
  try {
    return new Intl.DisplayNames([languageTag[language]], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The change from one period to the next, in words: `12% more`, `the same`, `none before`. */
function change(language: Language, now: number, before: number): string {
  const locale = { locale: language };
  if (now === before) return m.insights_change_same({}, locale);
  if (before === 0) return m.insights_change_new({}, locale);
  const percent = numberIn(language).format(Math.round((Math.abs(now - before) / before) * 100));
  return now > before ? m.insights_change_up({ percent }, locale) : m.insights_change_down({ percent }, locale);
}

/** A share as a whole percentage. */
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** A bar as long as `value` is against `largest`: the chart in a table's row, beside the figures it draws. */
function barSvg(value: number, largest: number, kind: "visitors" | "enquiries" = "visitors"): string {
  const width = largest === 0 ? 0 : Math.max(value > 0 ? 1 : 0, Math.round((value / largest) * 100));
  return `<svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="${kind}" x="0" y="0" width="${width}" height="10" rx="1"/></svg>`;
}

interface Column {
  heading: string;
  value: (row: Row) => number;
}

/**
 * A table of rows (a page, a language, a design…): each row's name with a
 * bar under it for its first figure, then the figures themselves; a
 * sentence instead when no row has any.
 */
function barTable(language: Language, caption: string, heading: string, rows: readonly Row[], label: (value: string) => string, columns: readonly Column[]): string {
  const format = numberIn(language).format;
  const shown = rows.filter((row) => columns.some((column) => column.value(row) > 0));
  if (shown.length === 0) return `<p class="note">${escapeHtml(m.insights_nothing({}, { locale: language }))}</p>`;
  const first = columns[0]!;
  const largest = Math.max(...shown.map(first.value));
  const head = `<tr><th scope="col">${escapeHtml(heading)}</th>${columns.map((column) => `<th scope="col">${escapeHtml(column.heading)}</th>`).join("")}</tr>`;
  const body = shown
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(label(row.value))}${barSvg(first.value(row), largest)}</th>${columns.map((column) => `<td>${format(column.value(row))}</td>`).join("")}</tr>`,
    )
    .join("");
  return `${scrollRegion(caption)}<table><caption>${escapeHtml(caption)}</caption><thead>${head}</thead><tbody>${body}</tbody></table></div>`;
}

/**
 * A table's box, which scrolls sideways where the table is wider than a
 * phone's screen; it takes the focus, so that a keyboard can scroll it too,
 * and is named after its table.
 */
function scrollRegion(name: string): string {
  return `<div class="scroll" role="region" aria-label="${escapeHtml(name)}" tabindex="0">`;
}

/** The daily chart: a column a day for visitors, and inside it one for the enquiries they made. */
function dailyChart(language: Language, report: Report): string {
  const locale = { locale: language };
  const format = numberIn(language).format;
  const width = 720;
  const height = 200;
  const slot = width / report.days.length;
  const largest = Math.max(1, ...report.days.map((day) => Math.max(day.visitors, enquiries(day))));
  const column = (value: number, index: number, inset: number, kind: string) => {
    const tall = (value / largest) * (height - 10);
    return value > 0
      ? `<rect class="${kind}" x="${(index * slot + inset).toFixed(1)}" y="${(height - tall).toFixed(1)}" width="${Math.max(1, slot - 2 * inset).toFixed(1)}" height="${tall.toFixed(1)}"/>`
      : "";
  };
  const bars = report.days
    .map((day, index) => column(day.visitors, index, slot * 0.1, "visitors") + column(enquiries(day), index, slot * 0.3, "enquiries"))
    .join("");
  const first = report.days[0]!.day;
  const last = report.days.at(-1)!.day;
  return `<figure>
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(m.insights_daily_chart_label({}, locale))}"><line x1="0" y1="${height - 0.5}" x2="${width}" y2="${height - 0.5}" stroke="#c9b79a"/>${bars}</svg>
<figcaption><span class="key visitors"></span>${escapeHtml(m.insights_visitors({}, locale))} · <span class="key enquiries"></span>${escapeHtml(m.insights_enquiries({}, locale))} · ${escapeHtml(dayIn(language, first))} – ${escapeHtml(dayIn(language, last))} · ${escapeHtml(m.insights_chart_top({ count: format(largest) }, locale))}</figcaption>
</figure>`;
}

/** One figure of the period, with the one before and the change. */
function stat(language: Language, label: string, now: number, before: number): string {
  const format = numberIn(language).format;
  return `<div class="stat"><p>${escapeHtml(label)}</p><p class="figure">${format(now)}</p><p class="note">${escapeHtml(m.insights_before({ count: format(before) }, { locale: language }))} · ${escapeHtml(change(language, now, before))}</p></div>`;
}

const pageLabels = (language: Language): Record<string, string> => {
  const locale = { locale: language };
  return {
    home: m.nav_home({}, locale),
    services: m.nav_services({}, locale),
    portfolio: m.nav_portfolio({}, locale),
    design: m.insights_page_design({}, locale),
    about: m.nav_about({}, locale),
    contact: m.nav_contact({}, locale),
  };
};

/** A service's title, or for a quote an occasion the form lists (an anniversary, something else). */
function topicLabel(language: Language, topic: string): string {
  const service = servicesIn(language).find((candidate) => candidate.id === topic);
  if (service) return service.title;
  return (quoteFormWords[language].eventTypes as Record<string, string>)[topic] ?? topic;
}

function designLabel(language: Language, slug: string): string {
  return portfolioItemsIn(language).find((item) => item.slug === slug)?.title ?? slug;
}

/** The insights page: the period's figures against the period before, in the owner's language. */
export function insightsPageHtml(language: Language, report: Report): string {
  const locale = { locale: language };
  const t = (message: (inputs: Record<string, never>, options: { locale: Language }) => string) => escapeHtml(message({}, locale));
  const format = numberIn(language).format;
  const { current, previous } = report;
  const here = insightsPath[language];
  const other: Language = language === "en" ? "gu" : "en";
  const periodLinks = periods
    .map(
      (period: Period) =>
        `<li><a href="${here}?days=${period}"${period === report.period ? ' aria-current="page"' : ""}>${escapeHtml(m.insights_period_days({ days: String(period) }, locale))}</a></li>`,
    )
    .join("");
  const kinds: [string, keyof Figures][] = [
    [m.insights_kind_whatsapp({}, locale), "whatsapp"],
    [m.insights_kind_similar({}, locale), "similar"],
    [m.insights_kind_call({}, locale), "call"],
    [m.insights_kind_email({}, locale), "email"],
    [m.insights_kind_quote({}, locale), "quote"],
    [m.insights_kind_contact({}, locale), "contact"],
  ];
  const kindRows: Row[] = kinds.map(([, name]) => ({ ...current, value: name }));
  const kindLabel = new Map(kinds.map(([label, name]) => [name as string, label]));
  const views: Column = { heading: m.insights_views({}, locale), value: (row) => row.views };
  const visitors: Column = { heading: m.insights_visitors({}, locale), value: (row) => row.visitors };
  const asked: Column = { heading: m.insights_enquiries({}, locale), value: enquiries };
  const enquirers: Column = { heading: m.insights_enquirers({}, locale), value: (row) => row.enquirers };
  const pages = pageLabels(language);
  const devices: Record<string, string> = {
    phone: m.insights_device_phone({}, locale),
    tablet: m.insights_device_tablet({}, locale),
    desktop: m.insights_device_desktop({}, locale),
  };
  const top = (rows: readonly Row[]) => rows.slice(0, 10);
  const dailyRows = report.days
    .map((day) => `<tr><th scope="row">${escapeHtml(dayIn(language, day.day))}</th><td>${format(day.visitors)}</td><td>${format(day.views)}</td><td>${format(enquiries(day))}</td></tr>`)
    .join("");

  const body = `<header>
<div class="bar"><h1>${t(m.insights_title)}</h1>
<p><a href="${insightsPath[other]}?days=${report.period}" hreflang="${languageTag[other]}" lang="${languageTag[other]}">${escapeHtml(m.insights_other_language({}, locale))}</a></p>
<form method="post" action="${here}/sign-out"><button type="submit">${t(m.insights_sign_out)}</button></form></div>
<p>${t(m.insights_intro)}</p>
<nav aria-label="${t(m.insights_period_label)}"><ul>${periodLinks}</ul></nav>
<p class="note">${escapeHtml(
    m.insights_dates(
      { from: dayIn(language, report.from), to: dayIn(language, report.to), previousFrom: dayIn(language, report.previousFrom), previousTo: dayIn(language, report.previousTo) },
      locale,
    ),
  )}</p>
</header>
<main>
<h2>${t(m.insights_who_came)}</h2>
<div class="stats">${stat(language, m.insights_visitors({}, locale), current.visitors, previous.visitors)}${stat(language, m.insights_views({}, locale), current.views, previous.views)}${stat(language, m.insights_enquiries({}, locale), enquiries(current), enquiries(previous))}</div>
<h3>${t(m.insights_daily_chart)}</h3>
${dailyChart(language, report)}
<details><summary>${t(m.insights_daily_table)}</summary>${scrollRegion(m.insights_daily_table({}, locale))}<table><thead><tr><th scope="col">${t(m.insights_day)}</th><th scope="col">${t(m.insights_visitors)}</th><th scope="col">${t(m.insights_views)}</th><th scope="col">${t(m.insights_enquiries)}</th></tr></thead><tbody>${dailyRows}</tbody></table></div></details>
<p><a href="${here}/daily.csv?days=${report.period}" download>${t(m.insights_csv)}</a></p>
<p class="note">${t(m.insights_counting_note)}</p>

<h2>${t(m.insights_what_they_did)}</h2>
<p>${escapeHtml(m.insights_enquiry_share({ percent: format(percentOf(current.enquirers, current.visitors)), before: format(percentOf(previous.enquirers, previous.visitors)) }, locale))}</p>
${barTable(language, m.insights_by_kind({}, locale), m.insights_kind({}, locale), kindRows, (name) => kindLabel.get(name) ?? name, [
  { heading: m.insights_count({}, locale), value: (row) => current[row.value as keyof Figures] },
  { heading: m.insights_period_before({}, locale), value: (row) => previous[row.value as keyof Figures] },
])}
<div class="stats">${stat(language, m.insights_shares({}, locale), current.share, previous.share)}</div>
<h3>${t(m.insights_by_page)}</h3>
${barTable(language, m.insights_by_page({}, locale), m.insights_page({}, locale), report.by.page, (page) => pages[page] ?? page, [views, visitors, asked])}
<h3>${t(m.insights_by_language)}</h3>
${barTable(language, m.insights_by_language({}, locale), m.insights_language({}, locale), report.by.language, (code) => displayName(language, "language", code), [views, visitors, asked, enquirers])}
<h3>${t(m.insights_by_service)}</h3>
${barTable(language, m.insights_by_service({}, locale), m.insights_service({}, locale), report.by.service, (topic) => topicLabel(language, topic), [
  { heading: m.insights_kind_whatsapp({}, locale), value: (row) => row.whatsapp },
  { heading: m.insights_quotes({}, locale), value: (row) => row.quote },
])}
<h3>${t(m.insights_by_design)}</h3>
${barTable(language, m.insights_by_design({}, locale), m.insights_design({}, locale), report.by.design, (slug) => designLabel(language, slug), [
  views,
  { heading: m.insights_kind_similar({}, locale), value: (row) => row.similar },
  { heading: m.insights_shares({}, locale), value: (row) => row.share },
])}

<h2>${t(m.insights_where_from)}</h2>
<h3>${t(m.insights_referrers)}</h3>
${barTable(language, m.insights_referrers({}, locale), m.insights_referrer({}, locale), top(report.by.referrer), (host) => host, [visitors, views])}
<p class="note">${t(m.insights_direct_note)}</p>
<h3>${t(m.insights_countries)}</h3>
${barTable(language, m.insights_countries({}, locale), m.insights_country({}, locale), top(report.by.country), (code) => displayName(language, "region", code), [visitors, views, asked])}
<h3>${t(m.insights_regions)}</h3>
${barTable(language, m.insights_regions({}, locale), m.insights_region({}, locale), top(report.by.region), (region) => region, [visitors, views, asked])}
<h3>${t(m.insights_devices)}</h3>
${barTable(language, m.insights_devices({}, locale), m.insights_device({}, locale), report.by.device, (device) => devices[device] ?? device, [visitors, views, asked])}
<h3>${t(m.insights_browser_languages)}</h3>
${barTable(language, m.insights_browser_languages({}, locale), m.insights_language({}, locale), top(report.by.browser_language), (code) => displayName(language, "language", code), [visitors, views])}
</main>`;
  return adminDocument(language, m.insights_title({}, locale), body);
}

/** What a page around the insights says: the sign-in, a refusal, or that the sign-in worked. */
export type AccessPage = "sign-in" | "refused" | "unreachable" | "not-set-up" | "signed-in";

/** A page before the figures: its heading, a sentence and, where there is one, the way on. */
export function accessPageHtml(language: Language, page: AccessPage): string {
  const locale = { locale: language };
  const here = insightsPath[language];
  const signIn = `<p><a class="primary" href="${here}/sign-in">${escapeHtml(m.insights_sign_in_button({}, locale))}</a></p>`;
  const pages: Record<AccessPage, [heading: string, text: string, action: string]> = {
    "sign-in": [m.insights_sign_in_heading({}, locale), m.insights_sign_in_text({}, locale), signIn],
    refused: [m.insights_refused_heading({}, locale), m.insights_refused_text({}, locale), signIn],
    unreachable: [m.insights_unreachable_heading({}, locale), m.insights_unreachable_text({}, locale), signIn],
    "not-set-up": [m.insights_not_set_up_heading({}, locale), m.insights_not_set_up_text({}, locale), ""],
    "signed-in": [m.insights_signed_in({}, locale), "", `<p><a class="primary" href="${here}">${escapeHtml(m.insights_open({}, locale))}</a></p>`],
  };
  const [heading, text, action] = pages[page];
  const body = `<main><h1>${escapeHtml(heading)}</h1>${text ? `<p>${escapeHtml(text)}</p>` : ""}${action}</main>`;
  // After sign-in the browser goes on to the page by itself: a navigation from this page, of this site,
  // so the session's SameSite=Strict cookie goes with it (a redirect from GitHub's page would arrive without it).
  const refresh = page === "signed-in" ? `<meta http-equiv="refresh" content="0; url=${here}">` : "";
  return adminDocument(language, heading, body, refresh);
}

function adminDocument(language: Language, title: string, body: string, head = ""): string {
  return `<!DOCTYPE html>
<html lang="${languageTag[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${head}<title>${escapeHtml(title)} · Pushpanjali Decor</title>
<style>${insightsStyle}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
