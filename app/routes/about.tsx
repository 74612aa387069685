import { CircleCheck } from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { aboutStory, expertise, promise } from "~/content/about";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/meta";
import { Icon } from "~/components/icons/icon";
import { StudioDetails, StudioMap } from "~/components/studio-location";
import { buttonClassName } from "~/components/ui/button";
import { PageIntro, Section } from "~/components/ui/section";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "A family-run flower decoration studio in Naranpura, Ahmedabad: our story, what we do best and our promise for your wedding, pooja or event.",
  });

export function ServerComponent() {
  return (
    <>
      <PageIntro eyebrow="Our story" title="About Pushpanjali Decor">
        A family flower business from Naranpura that grew into a decoration studio, still buying
        its flowers at dawn.
      </PageIntro>

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="story-title" className="text-3xl">
          {aboutStory.heading}
        </h2>
        <div className="mt-6 space-y-4 text-lg text-ink-soft">
          {aboutStory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 font-semibold text-maroon">— Our {business.proprietor.role}</p>
      </section>

      <Section id="expertise" eyebrow="Expertise" title={expertise.heading} tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {expertise.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-cream p-6 shadow-sm ring-1 ring-marigold/30">
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2 text-ink-soft">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="promise" eyebrow="Our promise" title={promise.heading}>
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-ink-soft">
            {promise.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ul className="space-y-3">
            {promise.commitments.map((commitment) => (
              <li key={commitment} className="flex items-start gap-3">
                <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-leaf" />
                <span>{commitment}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="studio" eyebrow="Visit us" title="Our studio in Naranpura" tone="tinted">
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <StudioMap />
          <div>
            <StudioDetails />
            <Link to="/contact" className={buttonClassName("primary", "mt-8")}>
              Request a Quote
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
