/** The Contact page's words, from `content/pages/contact.json`, in both languages. */

import contactFile from "../../content/pages/contact.json";
import { mapLanguages, type Localized } from "~/i18n/language";
import { businessText } from "./business-text";
import { fillIn } from "./fill-in";
import { asChecked } from "./read-content";
import type { ContactPageFile } from "./schemas/pages";

export type ContactPageCopy = ContactPageFile["en"];

const contact = asChecked<ContactPageFile>(contactFile);

/** The page's words with the opening hours and the studio's address put in. */
export const contactPage: Localized<ContactPageCopy> = mapLanguages((language) => {
  const words = contact[language];
  const { hoursDisplay: hours, name, address } = businessText[language];
  return {
    ...words,
    intro: { ...words.intro, text: fillIn(words.intro.text, { hours }) },
    cards: { ...words.cards, visit: { ...words.cards.visit, note: fillIn(words.cards.visit.note, { hours }) } },
    map: { ...words.map, title: fillIn(words.map.title, { name, locality: address.locality, city: address.city }) },
  };
});
