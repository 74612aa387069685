/** The home page's opening in Gujarati, beside its English in `home.ts`. */

import { businessText } from "./business";
import type { HeroCopy } from "./home";

export const gujaratiHero: HeroCopy = {
  eyebrow: "અમદાવાદ · સમગ્ર ગુજરાતમાં",
  title: "લગ્ન, પૂજા અને દરેક શુભ પ્રસંગ માટે અમદાવાદમાં ફૂલોની સજાવટ",
  text: "મંડપ, પૂજાની ગોઠવણ, જન્મદિવસનાં બેકડ્રોપ, સ્ટેજ, ગાડી અને પ્રવેશદ્વાર: તમારા પરિવાર સાથે બેસીને ડિઝાઇન, અને મુહૂર્ત પહેલાં તૈયાર. પ્રસંગ પ્રમાણે તાજાં કે આર્ટિફિશિયલ ફૂલ.",
  imageAlt:
    "લગ્નમંડપનું ચિત્ર: ગલગોટા અને ગુલાબની સેરથી વીંટેલા ચાર થાંભલા, ઉપર ફૂલોથી ઢંકાયેલો ઘુમ્મટ, આંબાનાં પાનનું તોરણ, લટકતી ગલગોટાની લડીઓ, રંગોળી અને દીવા",
  highlights: ["તાજાં અને આર્ટિફિશિયલ ફૂલ", `દરરોજ ખુલ્લું, ${businessText.gu.hoursDisplay}`, "મુહૂર્ત પહેલાં તૈયારી"],
};
