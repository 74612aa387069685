import { PageLink } from "~/components/page-link";
import { type Language, pathInLanguage } from "~/i18n/language";
import { m } from "~/paraglide/messages";

/** "Request a quote": to the Contact page, whose form asks for one. */
export function RequestQuoteLink({ language, className }: { language: Language; className: string }) {
  return (
    <PageLink to={pathInLanguage(language, "/contact")} className={className}>
      {m.request_quote({}, { locale: language })}
    </PageLink>
  );
}
