import { CircleCheck } from "lucide";
import type { Route } from "./+types/about";
import { aboutPage } from "~/content/about";
import { pageMeta } from "~/lib/meta";
import { pageHeadWords } from "~/lib/page-head";
import { Icon } from "~/components/icons/icon";
import { RequestQuoteLink } from "~/components/request-quote-link";
import { StudioDetails, StudioMap } from "~/components/studio-location";
import { buttonClassName } from "~/components/ui/button";
import { PageIntro, Section } from "~/components/ui/section";
import { requestLanguage } from "~/i18n/request-language";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "about");

export function loader() {
  return { head: pageHeadWords(requestLanguage(), "about") };
}

export function ServerComponent() {
  const language = requestLanguage();
  const { intro, story, expertise, promise, studio } = aboutPage[language];
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title}>
        {intro.text}
      </PageIntro>

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="story-title" className="text-3xl">
          {story.heading}
        </h2>
        <div className="mt-6 space-y-4 text-lg text-ink-soft">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 font-semibold text-maroon">— {story.signature}</p>
      </section>

      <Section id="expertise" eyebrow={expertise.eyebrow} title={expertise.heading} tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {expertise.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-cream p-6 shadow-sm ring-1 ring-marigold/30">
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2 text-ink-soft">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="promise" eyebrow={promise.eyebrow} title={promise.heading}>
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

      <Section id="studio" eyebrow={studio.eyebrow} title={studio.heading} tone="tinted">
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <StudioMap language={language} />
          <div>
            <StudioDetails language={language} />
            <RequestQuoteLink language={language} className={buttonClassName("primary", "mt-8")} />
          </div>
        </div>
      </Section>
    </>
  );
}
