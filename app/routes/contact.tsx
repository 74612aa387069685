import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/meta";
import { QuoteFormSection } from "~/quote/quote-form-section";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description:
      "Call, WhatsApp or send a quote request to our Naranpura studio. Open every day, 8:00 AM to 8:00 PM, serving Ahmedabad and all of Gujarat.",
  });

export { quoteAction as action } from "~/quote/quote-action";

export function ServerComponent() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-4xl sm:text-5xl">Contact Us</h1>
      </section>
      <QuoteFormSection />
    </>
  );
}
