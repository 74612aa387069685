import { contactCard } from "~/content/business";
import { buildBusinessVCard, vCardContentType, vCardFileName } from "~/lib/vcard";
import { getSiteOrigin } from "~/lib/configured-site-origin";

export function loader() {
  return new Response(buildBusinessVCard(contactCard, getSiteOrigin()), {
    headers: {
      "Content-Type": vCardContentType,
      "Content-Disposition": `attachment; filename="${vCardFileName}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
