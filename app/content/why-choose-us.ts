/** The five reasons to choose the studio, from `content/pages/why-choose-us.json`, in the order the pages show them. */

import whyChooseUsFile from "../../content/pages/why-choose-us.json";
import type { Language } from "~/i18n/language";
import { asChecked } from "./read-content";
import type { WhyChooseUsFile } from "./schemas/pages";
import { reasonIds, type ReasonId } from "./vocabulary";

export interface Reason {
  /** Each reason has its own icon (app/components/why-choose-us.tsx). */
  id: ReasonId;
  title: string;
  description: string;
}

const reasons = asChecked<WhyChooseUsFile>(whyChooseUsFile);

/** The five reasons in a language, in the same order. */
export function whyChooseUsIn(language: Language): readonly Reason[] {
  return reasonIds.map((id) => ({ id, ...reasons[language][id] }));
}
