import { Fragment } from "react";
import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { type Day, enquiries } from "../report";
import { ScrollRegion } from "./bar-table";
import { dayIn, numberIn } from "./format";

const width = 720;
const height = 200;

/** One day's column, `inset` from the sides of its slot; nothing for a day without any. */
function Column({ value, index, slot, inset, largest, kind }: { value: number; index: number; slot: number; inset: number; largest: number; kind: "visitors" | "enquiries" }) {
  if (value <= 0) return null;
  const tall = (value / largest) * (height - 10);
  return (
    <rect
      className={kind}
      x={(index * slot + inset).toFixed(1)}
      y={(height - tall).toFixed(1)}
      width={Math.max(1, slot - 2 * inset).toFixed(1)}
      height={tall.toFixed(1)}
    />
  );
}

/**
 * The daily chart (SVG): a column a day for visitors, and inside it one for
 * the enquiries they made; its figures are the table after it (DailyTable).
 */
export function DailyChart({ language, days }: { language: Language; days: readonly Day[] }) {
  const locale = { locale: language };
  const slot = width / days.length;
  const largest = Math.max(1, ...days.map((day) => Math.max(day.visitors, enquiries(day))));
  const span = `${dayIn(language, days[0]!.day)} – ${dayIn(language, days.at(-1)!.day)}`;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={m.insights_daily_chart_label({}, locale)}>
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#c9b79a" />
        {days.map((day, index) => (
          <Fragment key={day.day}>
            <Column value={day.visitors} index={index} slot={slot} inset={slot * 0.1} largest={largest} kind="visitors" />
            <Column value={enquiries(day)} index={index} slot={slot} inset={slot * 0.3} largest={largest} kind="enquiries" />
          </Fragment>
        ))}
      </svg>
      <figcaption>
        <span className="key visitors" />
        {`${m.insights_visitors({}, locale)} · `}
        <span className="key enquiries" />
        {`${m.insights_enquiries({}, locale)} · ${span} · ${m.insights_chart_top({ count: numberIn(language, largest) }, locale)}`}
      </figcaption>
    </figure>
  );
}

/** The chart's figures, a row a day, folded away until asked for. */
export function DailyTable({ language, days }: { language: Language; days: readonly Day[] }) {
  const locale = { locale: language };
  const name = m.insights_daily_table({}, locale);
  return (
    <details>
      <summary>{name}</summary>
      <ScrollRegion name={name}>
        <table>
          <thead>
            <tr>
              <th scope="col">{m.insights_day({}, locale)}</th>
              <th scope="col">{m.insights_visitors({}, locale)}</th>
              <th scope="col">{m.insights_views({}, locale)}</th>
              <th scope="col">{m.insights_enquiries({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayIn(language, day.day)}</th>
                <td>{numberIn(language, day.visitors)}</td>
                <td>{numberIn(language, day.views)}</td>
                <td>{numberIn(language, enquiries(day))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
