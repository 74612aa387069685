import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "A family-run flower decoration studio in Naranpura, Ahmedabad: our story, what we do best and our promise for your wedding, pooja or event.",
  });

export function ServerComponent() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl sm:text-5xl">About Pushpanjali Decor</h1>
    </section>
  );
}
