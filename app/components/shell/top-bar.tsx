import { Clock, MapPin, Phone } from "lucide";
import { business } from "~/content/business";
import { businessText } from "~/content/business-text";
import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { buildTelLink } from "~/lib/outbound-links";
import { Icon } from "~/components/icons/icon";
import { tapPing } from "~/lib/tap-ping";

/** The first line of every page: the places served, the phone and the hours; the banner's first part (site-header.tsx). */
export function TopBar({ language }: { language: Language }) {
  const text = businessText[language];
  return (
    <div className="bg-maroon text-sm text-ivory">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 py-1">
        <p className="flex items-center gap-2">
          <Icon icon={MapPin} className="size-4 shrink-0 text-marigold" />
          {text.serviceAreaLine}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <a
            href={buildTelLink(business.phones.primary.e164)}
            ping={tapPing("call")}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
          >
            <Icon icon={Phone} className="size-4 text-marigold" />
            {business.phones.primary.display}
          </a>{" "}
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={Clock} className="size-4 text-marigold" />
            <span>
              <span className="sr-only">{m.open_every_day({}, { locale: language })}, </span>
              {text.hoursDisplay}
            </span>
          </span>
        </p>
      </div>
    </div>
  );
}
