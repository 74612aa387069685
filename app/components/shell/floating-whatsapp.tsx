import { siWhatsapp } from "simple-icons";
import { whatsAppNumber, whatsAppTexts } from "~/content/business";
import type { Language } from "~/i18n/language";
import { buildWhatsAppLink } from "~/lib/outbound-links";
import { m } from "~/paraglide/messages";
import { BrandIcon } from "~/components/icons/icon";
import { tapPing } from "~/lib/tap-ping";

/** Spec §2: on every page, with the tooltip 'Chat with us on WhatsApp'. */
export function FloatingWhatsApp({ language }: { language: Language }) {
  return (
    <a
      href={buildWhatsAppLink(whatsAppTexts[language].general, whatsAppNumber)}
      target="_blank"
      rel="noopener noreferrer"
      ping={tapPing("whatsapp")}
      className="group fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:bg-whatsapp-deep"
    >
      <BrandIcon icon={siWhatsapp} className="size-7" />
      <span
        className="pointer-events-none absolute right-full mr-3 rounded-lg bg-ink px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {m.floating_whatsapp({}, { locale: language })}
      </span>
    </a>
  );
}
