/** The Services page's own words in Gujarati, beside their English in `services.ts`; the services themselves are in `content/services/`. */

import type { ServicesPageCopy } from "./services";

export const gujaratiServicesPage: ServicesPageCopy = {
  intro: {
    eyebrow: "અમે શું શણગારીએ છીએ",
    title: "અમારી સેવાઓ",
    text: "છ પ્રકારની સજાવટ, દરેક તમારી વિધિ, સ્થળ અને બજેટ પ્રમાણે, તાજાં કે આર્ટિફિશિયલ ફૂલોથી.",
  },
  jumpLinksLabel: "આ પાના પરની સેવાઓ",
  getQuote: "ભાવ જાણો",
  getQuoteContext: (serviceTitle) => `: ${serviceTitle}`,
  whyUs: { eyebrow: "પરિવારો અમને કેમ પસંદ કરે છે", title: "પુષ્પાંજલિ ડેકોર જ કેમ?" },
  closing: {
    title: "શું જોઈએ છે તે હજી નક્કી નથી?",
    text: "પ્રસંગ વિશે જણાવો. તમારા બજેટમાં બેસે તેવી ગોઠવણ, ફૂલ અને રંગ અમે સૂચવીશું.",
    call: "ફોન કરો",
  },
};
