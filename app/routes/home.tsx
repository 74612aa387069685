import type { Route } from "./+types/home";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/meta";
import { QuoteFormSection } from "~/quote/quote-form-section";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: business.tagline,
    description:
      "Wedding, pooja, birthday, corporate, car and entrance flower decoration in Ahmedabad and across Gujarat. Real and artificial flowers, set up on time.",
  });

export { quoteAction as action } from "~/quote/quote-action";

export function ServerComponent() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-4xl sm:text-5xl">Flower decoration in Ahmedabad</h1>
      </section>
      <QuoteFormSection />
    </>
  );
}
