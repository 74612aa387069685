/**
 * Every page's title and description, in each language, for its `meta`.
 * `meta` runs in the browser too, and React Router loads every route's `meta`
 * with the first page, so all of them live in this one small module (plain
 * text, no message functions) rather than one copy per route module.
 */

import type { Localized } from "~/i18n/language";
import { headWords } from "./head-words";

export type PageId = "home" | "services" | "portfolio" | "about" | "contact" | "notFound";

/** A page's head: its title and description, and whether search engines should leave it out. */
export interface PageHead {
  title: string;
  description: string;
  noindex?: boolean;
}

export const pageHeads: Localized<Record<PageId, PageHead>> = {
  en: {
    home: {
      title: headWords.en.tagline,
      description:
        "Wedding, pooja, birthday, corporate, car and entrance flower decoration in Ahmedabad and across Gujarat. Real and artificial flowers, set up on time.",
    },
    services: {
      title: "Our Services",
      description:
        "Wedding mandaps, pooja decoration, birthday backdrops, corporate stages, car and entrance florals and add-ons, with real or artificial flowers.",
    },
    portfolio: {
      title: "Portfolio",
      description:
        "Mandaps, phoolon ki chadar, pooja setups, entrance arches, decorated cars and corporate stages from our flower decoration studio in Ahmedabad.",
    },
    about: {
      title: "About Us",
      description:
        "A family-run flower decoration studio in Naranpura, Ahmedabad: our story, what we do best and our promise for your wedding, pooja or event.",
    },
    contact: {
      title: "Contact Us",
      description: "Call, WhatsApp or send a quote request to our Naranpura studio, decorating across Ahmedabad and all of Gujarat.",
    },
    notFound: {
      title: "Page not found",
      noindex: true,
      description: "This page does not exist. Return to the home page of our flower decoration studio in Ahmedabad.",
    },
  },
  gu: {
    home: {
      title: headWords.gu.tagline,
      description:
        "અમદાવાદ અને સમગ્ર ગુજરાતમાં લગ્ન, પૂજા, જન્મદિવસ, કોર્પોરેટ કાર્યક્રમ, ગાડી અને પ્રવેશદ્વારની ફૂલોની સજાવટ. તાજાં અને આર્ટિફિશિયલ ફૂલ, સમયસર તૈયાર.",
    },
    services: {
      title: "અમારી સેવાઓ",
      description:
        "લગ્નના મંડપ, પૂજાની સજાવટ, જન્મદિવસનાં બેકડ્રોપ, કોર્પોરેટ સ્ટેજ, ગાડી અને પ્રવેશદ્વારની ફૂલોની સજાવટ, તાજાં કે આર્ટિફિશિયલ ફૂલોથી.",
    },
    portfolio: {
      title: "અમારી સજાવટ",
      description:
        "અમદાવાદના અમારા સ્ટુડિયોએ શણગારેલા મંડપ, ફૂલોની ચાદર, પૂજાની ગોઠવણ, સ્વાગત કમાન, લગ્નની ગાડી અને કોર્પોરેટ સ્ટેજ.",
    },
    about: {
      title: "અમારા વિશે",
      description:
        "અમદાવાદના નારણપુરામાં પરિવાર ચલાવતો ફૂલોની સજાવટનો સ્ટુડિયો: અમારી વાત, અમારી આવડત અને તમારા લગ્ન, પૂજા કે પ્રસંગ માટે અમારું વચન.",
    },
    contact: {
      title: "અમારો સંપર્ક",
      description: "નારણપુરાના અમારા સ્ટુડિયોને ફોન કરો, વોટ્સએપ પર લખો કે ભાવ મંગાવો: અમદાવાદ અને સમગ્ર ગુજરાતમાં સજાવટ.",
    },
    notFound: {
      title: "પાનું મળ્યું નથી",
      noindex: true,
      description: "આ પાનું અસ્તિત્વમાં નથી. અમદાવાદના અમારા ફૂલોની સજાવટના સ્ટુડિયોના મુખ્ય પાના પર પાછા જાઓ.",
    },
  },
};
