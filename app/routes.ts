import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Pages share one error boundary inside the site's shell (routes/error-boundary-layout.tsx).
  layout("routes/error-boundary-layout.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    // Everything else, /privacy and /terms included, is the 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
  // The footer's Save Contact link without JavaScript: the same bytes the browser builds.
  route("pushpanjali-decor-contact.vcf", "routes/contact-card.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
