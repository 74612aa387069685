import type { Route } from "./+types/services";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Services",
    description:
      "Wedding mandaps, pooja decoration, birthday backdrops, corporate stages, car and entrance florals and add-ons, with real or artificial flowers.",
  });

export function ServerComponent() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl sm:text-5xl">Our Services</h1>
    </section>
  );
}
