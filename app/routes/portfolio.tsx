import type { Route } from "./+types/portfolio";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Portfolio",
    description:
      "Mandaps, phoolon ki chadar, pooja setups, entrance arches, decorated cars and corporate stages from our flower decoration studio in Ahmedabad.",
  });

export function ServerComponent() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl sm:text-5xl">Our Portfolio</h1>
    </section>
  );
}
