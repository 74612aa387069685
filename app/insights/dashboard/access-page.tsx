import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { type OwnerPage, ownerPaths } from "../owner-session";
import { InsightsDocument } from "./insights-document";

/** What a page around the insights says: the sign-in, a refusal, or that the sign-in worked. */
export type AccessPageKind = "sign-in" | "refused" | "unreachable" | "not-set-up" | "signed-in";

/**
 * A page before the figures (or before the owner's changes, `for`): its
 * heading, a sentence and, where there is one, the way on.
 */
export function AccessPage({ language, kind, for: page }: { language: Language; kind: AccessPageKind; for: OwnerPage }) {
  const locale = { locale: language };
  const here = ownerPaths[page][language];
  const signIn = { href: `${here}/sign-in`, text: m.insights_sign_in_button({}, locale) };
  const changes = page === "changes";
  const pages: Record<AccessPageKind, { heading: string; text?: string; action?: { href: string; text: string } }> = {
    "sign-in": changes
      ? { heading: m.changes_sign_in_heading({}, locale), text: m.changes_sign_in_text({}, locale), action: signIn }
      : { heading: m.insights_sign_in_heading({}, locale), text: m.insights_sign_in_text({}, locale), action: signIn },
    refused: changes
      ? { heading: m.changes_refused_account_heading({}, locale), text: m.changes_refused_account_text({}, locale), action: signIn }
      : { heading: m.insights_refused_heading({}, locale), text: m.insights_refused_text({}, locale), action: signIn },
    unreachable: { heading: m.insights_unreachable_heading({}, locale), text: m.insights_unreachable_text({}, locale), action: signIn },
    "not-set-up": { heading: m.insights_not_set_up_heading({}, locale), text: m.insights_not_set_up_text({}, locale) },
    "signed-in": { heading: m.insights_signed_in({}, locale), action: { href: here, text: changes ? m.changes_open({}, locale) : m.insights_open({}, locale) } },
  };
  const { heading, text, action } = pages[kind];
  // After sign-in the browser goes on to the page by itself: a navigation from this page, of this site,
  // so the session's SameSite=Strict cookie goes with it (a redirect from GitHub's page would arrive without it).
  return (
    <InsightsDocument language={language} title={heading} refreshTo={kind === "signed-in" ? here : undefined}>
      <main>
        <h1>{heading}</h1>
        {text ? <p>{text}</p> : null}
        {action ? (
          <p>
            <a className="primary" href={action.href}>
              {action.text}
            </a>
          </p>
        ) : null}
      </main>
    </InsightsDocument>
  );
}
