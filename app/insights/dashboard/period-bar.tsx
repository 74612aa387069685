import { type Language, languageTag } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { changesPath, insightsPath } from "../owner-session";
import { periods, type Report } from "../report";
import { dayIn, momentIn } from "./format";

/**
 * The page's header: its title, the same page in the other language, the
 * sign-out, the owner's changes (saying so when one is held back: `heldBack`),
 * and the period bar (7, 30 or 90 days, and the dates they cover
 * against the period before); when today's figures are the last hourly
 * roll-up's, the time they are as of, in Ahmedabad.
 */
export function PeriodBar({ language, report, heldBack }: { language: Language; report: Report; heldBack: boolean }) {
  const locale = { locale: language };
  const here = insightsPath[language];
  const other: Language = language === "en" ? "gu" : "en";
  const day = (date: string) => dayIn(language, date);
  return (
    <header>
      <div className="bar">
        <h1>{m.insights_title({}, locale)}</h1>
        <p>
          <a href={`${insightsPath[other]}?days=${report.period}`} hrefLang={languageTag[other]} lang={languageTag[other]}>
            {m.insights_other_language({}, locale)}
          </a>
        </p>
        <form method="post" action={`${here}/sign-out`}>
          <button type="submit">{m.insights_sign_out({}, locale)}</button>
        </form>
      </div>
      <p>{m.insights_intro({}, locale)}</p>
      <p className={heldBack ? "alert" : undefined}>
        <a href={changesPath[language]}>{heldBack ? m.changes_link_held_back({}, locale) : m.changes_link({}, locale)}</a>
      </p>
      <nav aria-label={m.insights_period_label({}, locale)}>
        <ul>
          {periods.map((period) => (
            <li key={period}>
              <a href={`${here}?days=${period}`} aria-current={period === report.period ? "page" : undefined}>
                {m.insights_period_days({ days: String(period) }, locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="note">
        {m.insights_dates(
          { from: day(report.from), to: day(report.to), previousFrom: day(report.previousFrom), previousTo: day(report.previousTo) },
          locale,
        )}
      </p>
      {report.todayAddedUpAt ? <p className="note">{m.insights_today_as_of({ time: momentIn(language, report.todayAddedUpAt) }, locale)}</p> : null}
    </header>
  );
}
