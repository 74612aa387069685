import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import type { Language } from "./i18n/language";
import { vCardFileName } from "./lib/vcard";

/**
 * The pages, once per language: English at the plain paths, Gujarati under
 * /gu. Each page is one module serving both; it reads its language from the
 * path (app/i18n/request-language.ts). Route ids carry the language, since
 * React Router wants one id per route.
 */
function pages(language: Language) {
  const id = (name: string) => (language === "en" ? {} : { id: `${language}/${name}` });
  // Pages share one error boundary inside the site's shell (routes/error-boundary-layout.tsx).
  return layout("routes/error-boundary-layout.tsx", id("layout"), [
    index("routes/home.tsx", id("home")),
    route("services", "routes/services.tsx", id("services")),
    route("portfolio", "routes/portfolio.tsx", id("portfolio")),
    // A design's own page; an unknown slug is the not-found page, with a 404.
    route("portfolio/:slug", "routes/portfolio-design.tsx", id("portfolio-design")),
    // The journal, its numbered pages and its posts, in one module; "page" and "feed" are no post's address (the content check refuses them).
    route("journal", "routes/journal.tsx", id("journal")),
    route("journal/page/:page", "routes/journal.tsx", { id: language === "en" ? "journal-page" : `${language}/journal-page` }),
    route("journal/:slug", "routes/journal.tsx", { id: language === "en" ? "journal-post" : `${language}/journal-post` }),
    route("about", "routes/about.tsx", id("about")),
    route("contact", "routes/contact.tsx", id("contact")),
    // Everything else, /privacy and /terms included, is the 404 page in the path's language.
    route("*", "routes/not-found.tsx", id("not-found")),
  ]);
}

/** The insights' addresses: `/admin/insights…` in English, `/admin/gu/insights…` in Gujarati. */
function insights(language: Language) {
  const base = language === "en" ? "admin/insights" : `admin/${language}/insights`;
  const id = (name: string) => (language === "en" ? {} : { id: `${language}/${name}` });
  return [
    route(base, "routes/admin-insights.ts", id("admin-insights")),
    route(`${base}/daily.csv`, "routes/admin-insights-csv.ts", id("admin-insights-csv")),
    route(`${base}/sign-in`, "routes/admin-insights-sign-in.ts", id("admin-insights-sign-in")),
    route(`${base}/sign-out`, "routes/admin-insights-sign-out.ts", id("admin-insights-sign-out")),
  ];
}

/** The owner's changes the deploy held back, behind the insights' sign-in: `/admin/changes`, `/admin/gu/changes`. */
function changes(language: Language) {
  const base = language === "en" ? "admin/changes" : `admin/${language}/changes`;
  const id = (name: string) => (language === "en" ? {} : { id: `${language}/${name}` });
  return [route(base, "routes/admin-changes.ts", id("admin-changes")), route(`${base}/sign-in`, "routes/admin-changes-sign-in.ts", id("admin-changes-sign-in"))];
}

export default [
  pages("en"),
  // The footer's Save Contact link without JavaScript: the same bytes the browser builds, in each language.
  route(vCardFileName, "routes/contact-card.ts"),
  // The journal's Atom feed in each language; a static segment, it outranks `journal/:slug`.
  route("journal/feed.xml", "routes/journal-feed.ts"),
  ...prefix("gu", [
    pages("gu"),
    route(vCardFileName, "routes/contact-card.ts", { id: "gu/contact-card" }),
    route("journal/feed.xml", "routes/journal-feed.ts", { id: "gu/journal-feed" }),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Sign-in with GitHub for the CMS at /admin/, whose page and config are static files (public/admin/).
  route("admin/auth", "routes/admin-auth.ts"),
  route("admin/callback", "routes/admin-callback.ts"),
  // The owner's insights, signed in with the same GitHub App (app/insights/admin-routes.ts), in each language.
  ...insights("en"),
  ...insights("gu"),
  ...changes("en"),
  ...changes("gu"),
] satisfies RouteConfig;
