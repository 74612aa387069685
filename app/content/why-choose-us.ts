/** The five reasons to choose the studio, in the order the home page shows them; their Gujarati is in `why-choose-us.gu.ts`. */

import type { Language } from "~/i18n/language";
import type { InOrder } from "./types";
import { gujaratiReasons } from "./why-choose-us.gu";

export interface Reason {
  id: "on-time" | "custom" | "real-and-artificial" | "affordable" | "gujarat-wide";
  title: string;
  description: string;
}

export const whyChooseUs: readonly Reason[] = [
  {
    id: "on-time",
    title: "On-Time Setup",
    description:
      "We plan backwards from your muhurat. Flowers are sourced early in the morning, the setup is finished before guests arrive, and we clear up after the function.",
  },
  {
    id: "custom",
    title: "Custom Designs",
    description:
      "Every design starts with your venue, colours, rituals and budget. We talk it through with you and agree on the look before any flowers are ordered.",
  },
  {
    id: "real-and-artificial",
    title: "Real & Artificial Flowers",
    description:
      "Fresh genda, roses, mogra, rajnigandha, orchids and carnations for the day itself, or good artificial flowers for setups that stay up longer. You can also mix the two.",
  },
  {
    id: "affordable",
    title: "Affordable Packages",
    description:
      "Options for a simple home pooja up to a full wedding, with a clear quote before we begin. We tell you where to spend and where to save.",
  },
  {
    id: "gujarat-wide",
    title: "Gujarat-wide Service",
    description:
      "Based in Naranpura, we decorate all over Ahmedabad and travel to cities across Gujarat, with flowers packed to stay fresh on the road.",
  },
] satisfies InOrder<Reason, ["on-time", "custom", "real-and-artificial", "affordable", "gujarat-wide"]>;

/** The five reasons in a language, in the same order. */
export function whyChooseUsIn(language: Language): readonly Reason[] {
  if (language === "en") return whyChooseUs;
  return whyChooseUs.map((reason) => ({ id: reason.id, ...gujaratiReasons[reason.id] }));
}
