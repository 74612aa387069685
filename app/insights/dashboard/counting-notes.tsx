import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import type { Report } from "../report";
import { numberIn } from "./format";

/**
 * How the figures were counted, in the owner's words: a visitor a day, no
 * bots; what one address can count, and how many events those bounds left
 * out in the period and the one before.
 */
export function CountingNotes({ language, report }: { language: Language; report: Report }) {
  const locale = { locale: language };
  const count = (value: number) => numberIn(language, value);
  const { bounds, dropped } = report;
  return (
    <>
      <p className="note">{m.insights_counting_note({}, locale)}</p>
      <p className="note">
        {`${m.insights_bounds_note(
          { perMinute: count(bounds.perMinute), perDay: count(bounds.perDay), visitorsPerDay: count(bounds.visitorsPerDay) },
          locale,
        )} ${m.insights_bounds_dropped({ dropped: count(dropped.current), droppedBefore: count(dropped.previous) }, locale)}`}
      </p>
    </>
  );
}
