import type { ReactNode } from "react";

/** A page section with an anchor-able id, an optional eyebrow and a heading. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === "tinted" ? "bg-ivory-deep" : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow ? (
            <p className="mb-2 text-sm eyebrow font-semibold text-rose">{eyebrow}</p>
          ) : null}
          <h2 id={`${id}-title`} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-ink-soft">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/** The opening of an inner page: its h1 and a sentence or two. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="border-b border-marigold/30 bg-gradient-to-b from-marigold-soft/60 to-ivory">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <p className="mb-3 text-sm eyebrow font-semibold text-rose">{eyebrow}</p>
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg text-ink-soft">{children}</div>
      </div>
    </div>
  );
}
