import { Clock, Mail, MapPin, Phone } from "lucide";
import { business } from "~/content/business";
import { businessText } from "~/content/business-text";
import { contactPage } from "~/content/contact";
import type { Language } from "~/i18n/language";
import { buildMailtoLink, buildMapEmbedUrl, buildMapLink, buildTelLink } from "~/lib/outbound-links";
import { Icon } from "~/components/icons/icon";
import { tapPing } from "~/lib/tap-ping";

/**
 * The studio on a map (300 px high, spec §9), with its address and contacts.
 * The frame is lazy, and its box skips rendering until it nears the screen
 * (`content-visibility: auto`): browsers start lazy frames well outside the
 * screen, and the map's page would otherwise begin loading during the first
 * paint of a page where the map sits far below it.
 */
export function StudioMap({ language }: { language: Language }) {
  return (
    <div className="[contain-intrinsic-block-size:auto_300px] [content-visibility:auto]">
      <iframe
        src={buildMapEmbedUrl(business, language)}
        title={contactPage[language].map.title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-75 w-full rounded-2xl border-0 bg-ivory-deep shadow-sm"
      />
    </div>
  );
}

export function StudioDetails({ language }: { language: Language }) {
  const text = businessText[language];
  const rowClassName = "flex items-start gap-3";
  const iconClassName = "mt-0.5 size-5 shrink-0 text-rose";
  return (
    <ul className="space-y-4 text-ink">
      <li className={rowClassName}>
        <Icon icon={MapPin} className={iconClassName} />
        <div>
          <p>{text.addressLine}</p>
          <a
            href={buildMapLink(business)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-rose underline-offset-4 hover:underline"
          >
            {contactPage[language].map.directions}
          </a>
        </div>
      </li>
      <li className={rowClassName}>
        <Icon icon={Phone} className={iconClassName} />
        <a href={buildTelLink(business.phones.primary.e164)} ping={tapPing("call")} className="-mt-2.5 inline-flex min-h-11 items-center font-semibold hover:text-rose">
          {business.phones.primary.display}
        </a>
      </li>
      <li className={rowClassName}>
        <Icon icon={Mail} className={iconClassName} />
        <a href={buildMailtoLink(business.email)} ping={tapPing("email")} className="-mt-2.5 inline-flex min-h-11 items-center font-semibold break-words hover:text-rose">
          {business.email}
        </a>
      </li>
      <li className={rowClassName}>
        <Icon icon={Clock} className={iconClassName} />
        <span>
          {text.hoursDays}: {text.hoursDisplay}
        </span>
      </li>
    </ul>
  );
}
