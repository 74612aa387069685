import type { ReactNode } from "react";
import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import type { Row } from "../report";
import { numberIn } from "./format";

export interface Column {
  heading: string;
  value: (row: Row) => number;
}

/**
 * A table's box, which scrolls sideways where the table is wider than a
 * phone's screen; it takes the focus, so that a keyboard can scroll it too,
 * and is named after its table.
 */
export function ScrollRegion({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="scroll" role="region" aria-label={name} tabIndex={0}>
      {children}
    </div>
  );
}

/** A bar as long as `value` is against `largest`: the chart in a table's row, beside the figures it draws. */
function Bar({ value, largest }: { value: number; largest: number }) {
  const width = largest === 0 ? 0 : Math.max(value > 0 ? 1 : 0, Math.round((value / largest) * 100));
  return (
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="visitors" x="0" y="0" width={width} height="10" rx="1" />
    </svg>
  );
}

interface BarTableProps {
  language: Language;
  caption: string;
  /** The first column's heading: what each row is. */
  heading: string;
  rows: readonly Row[];
  /** A row's name, from the value it is kept under. */
  name: (language: Language, value: string) => string;
  /** The figures, each a column; the first is also drawn as the row's bar. */
  columns: readonly [Column, ...Column[]];
}

/**
 * A table of rows (a page, a language, a design…): each row's name with a
 * bar under it for its first figure, then the figures themselves; a
 * sentence instead when no row has any.
 */
export function BarTable({ language, caption, heading, rows, name, columns }: BarTableProps) {
  const shown = rows.filter((row) => columns.some((column) => column.value(row) > 0));
  if (shown.length === 0) return <p className="note">{m.insights_nothing({}, { locale: language })}</p>;
  const [first] = columns;
  const largest = Math.max(...shown.map(first.value));
  return (
    <ScrollRegion name={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {columns.map((column) => (
              <th scope="col" key={column.heading}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.value}>
              <th scope="row">
                {name(language, row.value)}
                <Bar value={first.value(row)} largest={largest} />
              </th>
              {columns.map((column) => (
                <td key={column.heading}>{numberIn(language, column.value(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
