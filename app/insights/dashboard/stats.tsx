import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { changeIn, numberIn } from "./format";

export interface Figure {
  label: string;
  now: number;
  before: number;
}

/** Figures of the period side by side, each with the period before's and the change. */
export function Stats({ language, figures }: { language: Language; figures: readonly Figure[] }) {
  const locale = { locale: language };
  return (
    <div className="stats">
      {figures.map(({ label, now, before }) => (
        <div className="stat" key={label}>
          <p>{label}</p>
          <p className="figure">{numberIn(language, now)}</p>
          <p className="note">{`${m.insights_before({ count: numberIn(language, before) }, locale)} · ${changeIn(language, now, before)}`}</p>
        </div>
      ))}
    </div>
  );
}
