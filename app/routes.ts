import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  // The footer's Save Contact link without JavaScript: the same bytes the browser builds.
  route("pushpanjali-decor-contact.vcf", "routes/contact-card.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Everything else, /privacy and /terms included, is the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
