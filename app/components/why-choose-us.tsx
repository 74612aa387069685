import { BadgeIndianRupee, Clock, Flower2, MapPinned, Palette } from "lucide";
import type { IconNode } from "lucide";
import { whyChooseUsIn, type Reason } from "~/content/why-choose-us";
import type { Language } from "~/i18n/language";
import { Icon } from "~/components/icons/icon";

const reasonIcons: Record<Reason["id"], IconNode> = {
  "on-time": Clock,
  custom: Palette,
  "real-and-artificial": Flower2,
  affordable: BadgeIndianRupee,
  "gujarat-wide": MapPinned,
};

/** The five reasons to choose the studio (spec §2, Home and Services). */
export function WhyChooseUsList({ language }: { language: Language }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {whyChooseUsIn(language).map((reason) => (
        <li key={reason.id} className="rounded-2xl border border-marigold/30 bg-cream p-6 shadow-sm">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-marigold-soft text-maroon">
            <Icon icon={reasonIcons[reason.id]} className="size-6" />
          </span>
          <h3 className="text-xl">{reason.title}</h3>
          <p className="mt-2 text-ink-soft">{reason.description}</p>
        </li>
      ))}
    </ul>
  );
}
