import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { insightsPath } from "../owner-session";
import { enquiries, type Figures, type Report, type Row } from "../report";
import { enquiryKinds } from "../roll-up";
import { BarTable, type Column } from "./bar-table";
import { CountingNotes } from "./counting-notes";
import { DailyChart, DailyTable } from "./daily-chart";
import { numberIn, percentOf } from "./format";
import { InsightsDocument } from "./insights-document";
import { countryName, designName, deviceName, languageName, pageName, postName, referrerName, regionName, topicName } from "./names";
import { PeriodBar } from "./period-bar";
import { Stats } from "./stats";

/** The most rows the lists of places, sources and languages show. */
const topRows = 10;
const top = (rows: readonly Row[]) => rows.slice(0, topRows);

/**
 * The insights page (docs/decisions/016-insights.md): the period's figures
 * against the period before, in the owner's language; every figure in a
 * table, each chart an SVG beside its table, no script, readable on a phone.
 * Its header leads to her changes, and says when one is held back.
 */
export function InsightsDashboard({ language, report, heldBack }: { language: Language; report: Report; heldBack: boolean }) {
  const locale = { locale: language };
  const { current, previous } = report;
  const here = insightsPath[language];
  const kindNames: Record<(typeof enquiryKinds)[number], string> = {
    whatsapp: m.insights_kind_whatsapp({}, locale),
    similar: m.insights_kind_similar({}, locale),
    call: m.insights_kind_call({}, locale),
    email: m.insights_kind_email({}, locale),
    quote: m.insights_kind_quote({}, locale),
    contact: m.insights_kind_contact({}, locale),
  };
  // Enquiries by kind, each a row of the period's figures (`value` names the kind).
  const kindRows: Row[] = enquiryKinds.map((kind) => ({ ...current, value: kind }));
  const kindName = (_: Language, kind: string) => kindNames[kind as keyof typeof kindNames] ?? kind;
  const ofKind = (figures: Figures) => (row: Row) => figures[row.value as keyof Figures];
  const views: Column = { heading: m.insights_views({}, locale), value: (row) => row.views };
  const visitors: Column = { heading: m.insights_visitors({}, locale), value: (row) => row.visitors };
  const asked: Column = { heading: m.insights_enquiries({}, locale), value: enquiries };
  const enquirers: Column = { heading: m.insights_enquirers({}, locale), value: (row) => row.enquirers };
  const shared: Column = { heading: m.insights_times_shared({}, locale), value: (row) => row.share };
  const table = (caption: string, heading: string) => ({ language, caption, heading });

  return (
    <InsightsDocument language={language} title={m.insights_title({}, locale)}>
      <PeriodBar language={language} report={report} heldBack={heldBack} />
      <main>
        <h2>{m.insights_who_came({}, locale)}</h2>
        <Stats
          language={language}
          figures={[
            { label: m.insights_visitors({}, locale), now: current.visitors, before: previous.visitors },
            { label: m.insights_views({}, locale), now: current.views, before: previous.views },
            { label: m.insights_enquiries({}, locale), now: enquiries(current), before: enquiries(previous) },
          ]}
        />
        <h3>{m.insights_daily_chart({}, locale)}</h3>
        <DailyChart language={language} days={report.days} />
        <DailyTable language={language} days={report.days} />
        <p>
          <a href={`${here}/daily.csv?days=${report.period}`} download>
            {m.insights_csv({}, locale)}
          </a>
        </p>
        <CountingNotes language={language} report={report} />

        <h2>{m.insights_what_they_did({}, locale)}</h2>
        <p>
          {m.insights_enquiry_share(
            { percent: numberIn(language, percentOf(current.enquirers, current.visitors)), before: numberIn(language, percentOf(previous.enquirers, previous.visitors)) },
            locale,
          )}
        </p>
        <BarTable
          {...table(m.insights_by_kind({}, locale), m.insights_kind({}, locale))}
          rows={kindRows}
          name={kindName}
          columns={[
            { heading: m.insights_count({}, locale), value: ofKind(current) },
            { heading: m.insights_period_before({}, locale), value: ofKind(previous) },
          ]}
        />
        <Stats language={language} figures={[{ label: m.insights_shares({}, locale), now: current.share, before: previous.share }]} />
        <h3>{m.insights_by_page({}, locale)}</h3>
        <BarTable {...table(m.insights_by_page({}, locale), m.insights_page({}, locale))} rows={report.by.page} name={pageName} columns={[views, visitors, asked]} />
        <h3>{m.insights_by_language({}, locale)}</h3>
        <BarTable
          {...table(m.insights_by_language({}, locale), m.insights_language({}, locale))}
          rows={report.by.language}
          name={languageName}
          columns={[views, visitors, asked, enquirers]}
        />
        <h3>{m.insights_by_service({}, locale)}</h3>
        <BarTable
          {...table(m.insights_by_service({}, locale), m.insights_service({}, locale))}
          rows={report.by.service}
          name={topicName}
          columns={[
            { heading: m.insights_kind_whatsapp({}, locale), value: (row) => row.whatsapp },
            { heading: m.insights_quotes({}, locale), value: (row) => row.quote },
          ]}
        />
        <h3>{m.insights_by_design({}, locale)}</h3>
        <BarTable
          {...table(m.insights_by_design({}, locale), m.insights_design({}, locale))}
          rows={report.by.design}
          name={designName}
          columns={[
            views,
            { heading: m.insights_kind_similar({}, locale), value: (row) => row.similar },
            shared,
          ]}
        />
        <h3>{m.insights_by_post({}, locale)}</h3>
        <BarTable {...table(m.insights_by_post({}, locale), m.insights_post({}, locale))} rows={report.by.post} name={postName} columns={[views, asked, shared]} />

        <h2>{m.insights_where_from({}, locale)}</h2>
        <h3>{m.insights_referrers({}, locale)}</h3>
        <BarTable {...table(m.insights_referrers({}, locale), m.insights_referrer({}, locale))} rows={top(report.by.referrer)} name={referrerName} columns={[visitors, views]} />
        <p className="note">{m.insights_direct_note({}, locale)}</p>
        <h3>{m.insights_countries({}, locale)}</h3>
        <BarTable {...table(m.insights_countries({}, locale), m.insights_country({}, locale))} rows={top(report.by.country)} name={countryName} columns={[visitors, views, asked]} />
        <h3>{m.insights_regions({}, locale)}</h3>
        <BarTable {...table(m.insights_regions({}, locale), m.insights_region({}, locale))} rows={top(report.by.region)} name={regionName} columns={[visitors, views, asked]} />
        <h3>{m.insights_devices({}, locale)}</h3>
        <BarTable {...table(m.insights_devices({}, locale), m.insights_device({}, locale))} rows={report.by.device} name={deviceName} columns={[visitors, views, asked]} />
        <h3>{m.insights_browser_languages({}, locale)}</h3>
        <BarTable
          {...table(m.insights_browser_languages({}, locale), m.insights_language({}, locale))}
          rows={top(report.by.browser_language)}
          name={languageName}
          columns={[visitors, views]}
        />
      </main>
    </InsightsDocument>
  );
}
