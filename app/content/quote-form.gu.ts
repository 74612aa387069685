/** The quote form's words in Gujarati, beside their English in `quote-form.ts`. */

import { business, whatsAppNumber, whatsAppTexts } from "./business";
import type { QuoteFormWords } from "./quote-form";
import { quoteThanks } from "./quote-thanks";

export const gujaratiQuoteFormWords: QuoteFormWords = {
  title: "ભાવ મંગાવો",
  intro: "પ્રસંગ, તારીખ અને સ્થળ જણાવો. 24 કલાકમાં અમે સજાવટના વિચારો અને ચોખ્ખા ભાવ સાથે જવાબ આપીશું.",
  requiredNote: ["", " નિશાનીવાળી વિગતો ભરવી જરૂરી છે."],
  labels: {
    fullName: "પૂરું નામ",
    phone: "ફોન નંબર",
    email: "ઈમેલ",
    eventType: "પ્રસંગ",
    eventDate: "પ્રસંગની તારીખ",
    guestCount: "મહેમાનોની સંખ્યા",
    budget: "બજેટ",
    venue: "સ્થળ",
    message: "સંદેશ",
    preferredContact: "અમે તમારો સંપર્ક કેવી રીતે કરીએ?",
  },
  placeholders: {
    eventType: "પ્રસંગ પસંદ કરો",
    guestCount: "દા.ત. આશરે 200",
    budget: "મનમાં હોય તે અંદાજિત રકમ",
    venue: "હૉલ, ઘર કે મંદિર, અને વિસ્તાર",
    message: "ગમતા રંગ, ગમતાં ફૂલ, મનમાં હોય તેવો દેખાવ",
  },
  eventTypes: {
    wedding: "લગ્ન",
    pooja: "પૂજા કે ધાર્મિક વિધિ",
    birthday: "જન્મદિવસ",
    corporate: "કોર્પોરેટ કાર્યક્રમ",
    anniversary: "લગ્નની વર્ષગાંઠ",
    other: "બીજો કોઈ પ્રસંગ",
  },
  contactMethods: { whatsapp: "વોટ્સએપ", call: "ફોન કૉલ", email: "ઈમેલ" },
  honeypot: "આ ખાનું ખાલી રાખો",
  send: "વિનંતી મોકલો",
  sending: "મોકલાઈ રહી છે...",
  problems: {
    summaryTitle: "આટલું સુધારી લો",
    required: { fullName: "પૂરું નામ લખવું જરૂરી છે", phone: "ફોન નંબર લખવો જરૂરી છે" },
    tooLong: "{field}: વધુમાં વધુ {max} અક્ષર લખી શકાય",
    notText: "{field}: એક જ જવાબ લખો",
    notEmail: "સાચું ઈમેલ સરનામું લખો",
    notAnEventType: "યાદીમાંથી પ્રસંગ પસંદ કરો",
    notAContactMethod: "વોટ્સએપ, ફોન કૉલ કે ઈમેલમાંથી એક પસંદ કરો",
    rateLimited:
      "તમે છેલ્લી એક મિનિટમાં ઘણી વિનંતીઓ મોકલી છે. એક મિનિટ રાહ જોઈને ફરી મોકલો, અથવા તમારી વિગતો વોટ્સએપ પર મોકલી આપો.",
    unavailable: "અત્યારે આ ફોર્મથી વિનંતી લઈ શકાતી નથી. તમારી વિગતો વોટ્સએપ પર મોકલો અથવા અમને ફોન કરો.",
  },
  toast: quoteThanks.gu.thanks,
  handoff: {
    sentIntro: "તમારી વિગતો તૈયાર છે: નીચે ટૅપ કરો, એટલે વોટ્સએપ પર સીધી અમારી પાસે પહોંચી જશે.",
    unsentIntro: "અથવા આ જ વિગતો અત્યારે વોટ્સએપ પર અમને મોકલો.",
    whatsAppButton: "આ વિગતો વોટ્સએપ પર મોકલો",
    emailButton: "આ વિગતો ઈમેલથી મોકલો",
    emailSubject: "{name} તરફથી ભાવની પૂછપરછ",
    greeting: whatsAppTexts.gu.quoteHandoff,
    lines: {
      fullName: "નામ",
      eventType: "પ્રસંગ",
      eventDate: "તારીખ",
      venue: "સ્થળ",
      guestCount: "મહેમાન",
      budget: "બજેટ",
      message: "સંદેશ",
    },
    dateLocale: "gu-IN",
    to: { whatsApp: whatsAppNumber, email: business.email },
  },
};
