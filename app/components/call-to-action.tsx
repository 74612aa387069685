import type { ReactNode } from "react";

/** The closing band of a page: a heading, a sentence and the ways to get in touch. */
export function CallToAction({
  id,
  words: { title, text },
  children,
}: {
  id: string;
  /** The page's closing heading and sentence, as its content file holds them. */
  words: { title: string; text: string };
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-maroon text-ivory">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id={`${id}-title`} className="text-3xl text-marigold-soft sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ivory/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
