import { type Language, languageTag } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { momentIn } from "../dashboard/format";
import { InsightsDocument } from "../dashboard/insights-document";
import { changesPath, insightsPath } from "../owner-session";
import { entryIn, fieldIn, reasonIn } from "./reasons";
import type { Refusal } from "./refusals";

/** When a change was published, and its short id, as the page writes it. */
const published = (language: Language, refusal: Refusal) =>
  m.changes_published({ when: momentIn(language, new Date(refusal.committedAt).toISOString()), id: refusal.commitId }, { locale: language });

/**
 * The owner's changes (docs/deploying.md, "When the content is refused"):
 * all live, or the latest change the deploy held back, with each file,
 * field and reason in her language, and the earlier changes held back with
 * it. Like the insights it sits beside: no script, readable on a phone.
 */
export function ChangesPage({ language, refusals }: { language: Language; refusals: readonly Refusal[] }) {
  const locale = { locale: language };
  const other: Language = language === "en" ? "gu" : "en";
  const [latest, ...earlier] = refusals;
  return (
    <InsightsDocument language={language} title={m.changes_title({}, locale)}>
      <header>
        <div className="bar">
          <h1>{m.changes_title({}, locale)}</h1>
          <p>
            <a href={changesPath[other]} hrefLang={languageTag[other]} lang={languageTag[other]}>
              {m.insights_other_language({}, locale)}
            </a>
          </p>
          <form method="post" action={`${insightsPath[language]}/sign-out`}>
            <button type="submit">{m.insights_sign_out({}, locale)}</button>
          </form>
        </div>
        <p>{m.changes_intro({}, locale)}</p>
        <p>
          <a href={insightsPath[language]}>{m.insights_open({}, locale)}</a>
        </p>
      </header>
      <main>
        {latest ? (
          <>
            <h2>{m.changes_refused_heading({}, locale)}</h2>
            <p>{m.changes_refused_text({}, locale)}</p>
            <h3>{latest.message}</h3>
            <p className="note">{published(language, latest)}</p>
            <h3>{m.changes_to_correct({}, locale)}</h3>
            <ol className="problems">
              {latest.problems.map((problem, index) => (
                <li key={index}>
                  <p className="entry">{entryIn(language, problem.entry)}</p>
                  <dl>
                    <dt>{m.changes_file({}, locale)}</dt>
                    <dd>
                      <code>{problem.file}</code>
                    </dd>
                    <dt>{m.changes_field({}, locale)}</dt>
                    <dd>{fieldIn(language, problem.field, problem.label)}</dd>
                    <dt>{m.changes_reason({}, locale)}</dt>
                    <dd>{reasonIn(language, problem.rule, problem.field)}</dd>
                  </dl>
                </li>
              ))}
            </ol>
            {latest.more > 0 ? <p>{m.changes_more_problems({ count: String(latest.more) }, locale)}</p> : null}
            {earlier.length > 0 ? (
              <>
                <h3>{m.changes_waiting_heading({}, locale)}</h3>
                <p>{m.changes_waiting_text({}, locale)}</p>
                <ul>
                  {earlier.map((refusal) => (
                    <li key={`${refusal.refusedAt}-${refusal.commitId}`}>
                      {refusal.message} <span className="note">{published(language, refusal)}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : (
          <>
            <h2>{m.changes_all_live_heading({}, locale)}</h2>
            <p>{m.changes_all_live_text({}, locale)}</p>
          </>
        )}
      </main>
    </InsightsDocument>
  );
}
