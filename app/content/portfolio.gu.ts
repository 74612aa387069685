/**
 * The portfolio page's words and the categories in Gujarati, beside their
 * English in `portfolio.ts`; the designs themselves are in `content/designs/`.
 */

import type { PortfolioCategory, PortfolioPageCopy } from "./portfolio";

export const gujaratiPortfolioCategories: Record<PortfolioCategory, string> = {
  weddings: "લગ્ન",
  pooja: "પૂજા અને ધાર્મિક પ્રસંગ",
  entrance: "પ્રવેશદ્વાર અને ગાડી",
  corporate: "કોર્પોરેટ",
};

export const gujaratiPortfolioPage: PortfolioPageCopy = {
  intro: {
    eyebrow: "અમારું કામ",
    title: "અમારી સજાવટ",
    text: "અમદાવાદ અને સમગ્ર ગુજરાતમાં અમે શણગારેલા મંડપ, પૂજાની ગોઠવણ, પ્રવેશદ્વાર, ગાડીઓ અને સ્ટેજમાંથી થોડાં.",
  },
  galleryHeading: "ચિત્રો",
  filterLabel: "કેટેગરી પ્રમાણે જુઓ",
  itemsLabel: "અમારી સજાવટ",
  getSimilar: "આવી સજાવટ કરાવો",
  design: {
    share: "આ સજાવટ મોકલો",
    moreWaysToShare: "બીજી રીતે મોકલો",
    browseLabel: "બીજી સજાવટ",
    previous: "આગળની સજાવટ",
    next: "પછીની સજાવટ",
    backToPortfolio: "બધી સજાવટ પર પાછા જાઓ",
  },
  empty: { text: "આ કેટેગરીમાં હજી કંઈ નથી.", showAll: "બધું કામ જુઓ" },
  closing: {
    title: "કંઈ ગમી ગયું?",
    text: "ડિઝાઇન અને તમારી તારીખ મોકલો. તમારા સ્થળ, રંગ અને બજેટ પ્રમાણે અમે તેને ગોઠવી આપીશું.",
  },
};
