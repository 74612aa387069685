/** The Contact page in Gujarati, beside its English in `contact.ts`. */

import { businessText } from "./business-text";
import type { ContactPageCopy } from "./contact";

const { hoursDisplay } = businessText.gu;

export const gujaratiContactPage: ContactPageCopy = {
  intro: {
    eyebrow: "સંપર્ક કરો",
    title: "અમારો સંપર્ક",
    text: `ફોન કરો, વોટ્સએપ પર લખો કે નીચેનું ફોર્મ મોકલો. અમે દરરોજ ${hoursDisplay} ખુલ્લા છીએ.`,
  },
  cards: {
    label: "અમારો સંપર્ક કરવાની રીતો",
    call: { title: "ફોન કરો", alsoOn: "બીજો નંબર" },
    whatsApp: { title: "વોટ્સએપ", note: "ફોટા અને તમારા વિચારો મોકલી શકો છો" },
    email: { title: "ઈમેલ", note: "24 કલાકમાં જવાબ આપીએ છીએ" },
    visit: { title: "સ્ટુડિયો પર આવો", note: `દરરોજ ખુલ્લું, ${hoursDisplay}` },
  },
  whatsAppButton: "વોટ્સએપ પર લખો",
  findUs: {
    eyebrow: "અમને શોધો",
    heading: "સ્ટુડિયો અને સમય",
    address: "સરનામું",
    hours: "ખુલવાનો સમય",
    emergency: "અગાઉથી વાત કરી હોય તો તાત્કાલિક સજાવટ પણ થઈ શકે છે.",
  },
};
