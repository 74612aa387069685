import { business, whatsAppNumber, whatsAppTexts } from "~/content/business";
import { errorPages } from "~/content/error-pages";
import { siteWords } from "~/content/site";
import { type Language, languageTag, pathInLanguage } from "~/i18n/language";
import { buildTelLink, buildWhatsAppLink } from "~/lib/outbound-links";
import { WorkerDocument } from "~/http/worker-document";

/**
 * The last-resort 500 page (app/http/server-error.ts): the studio's name and
 * the ways to reach it, nothing about the failure, in the language of the
 * page asked for (`content/pages/errors.json`). No stylesheet or script, so
 * it shows whatever else has gone wrong.
 */
export function ServerErrorPage({ language }: { language: Language }) {
  const phone = business.phones.primary;
  const { serverError: copy, links } = errorPages[language];
  const name = siteWords[language].name;
  return (
    <WorkerDocument lang={languageTag[language]} title={`${copy.title} | ${name}`} robots="noindex">
      <main>
        <h1>{name}</h1>
        <p>{copy.text}</p>
        <ul>
          <li>
            <a href={buildTelLink(phone.e164)}>{`${links.call} ${phone.display}`}</a>
          </li>
          <li>
            <a href={buildWhatsAppLink(whatsAppTexts[language].general, whatsAppNumber)}>{links.chat}</a>
          </li>
          <li>
            <a href={pathInLanguage(language, "/")}>{links.home}</a>
          </li>
        </ul>
      </main>
    </WorkerDocument>
  );
}
