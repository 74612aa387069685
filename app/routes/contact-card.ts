import { contactCardIn } from "~/content/business-text";
import { languageOfPath } from "~/i18n/language";
import { buildBusinessVCard, vCardContentType, vCardFileName } from "~/lib/vcard";
import { getSiteOrigin } from "~/lib/configured-site-origin";

/** The saved contact in the language of its address: `/gu/pushpanjali-decor-contact.vcf` is the Gujarati card. */
export function loader({ request }: { request: Request }) {
  const language = languageOfPath(new URL(request.url).pathname);
  return new Response(buildBusinessVCard(contactCardIn(language), getSiteOrigin()), {
    headers: {
      "Content-Type": vCardContentType,
      "Content-Disposition": `attachment; filename="${vCardFileName}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
