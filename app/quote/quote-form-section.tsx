import { quoteFormWords } from "~/content/quote-form";
import { requestLanguage } from "~/i18n/request-language";
import { DeferredQuoteForm } from "./deferred-quote-form";
import type { QuoteFlash } from "./quote-flash";
import { QUOTE_SECTION_ID, QUOTE_TITLE_ID } from "./quote-ids";

/**
 * The quote request section, for any page whose route module also exports
 * `loader` from ./quote-loader and `action` from ./quote-action (Home and
 * Contact). `sentByRedirect` is that loader's data.
 */
export function QuoteFormSection({ sentByRedirect }: { sentByRedirect?: QuoteFlash | null }) {
  // Only the page's language reaches the browser.
  const words = quoteFormWords[requestLanguage()];
  return (
    <section id={QUOTE_SECTION_ID} aria-labelledby={QUOTE_TITLE_ID} className="bg-ivory-deep">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <header className="mb-10 text-center">
          <h2 id={QUOTE_TITLE_ID} className="text-3xl sm:text-4xl">
            {words.title}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{words.intro}</p>
        </header>
        <DeferredQuoteForm words={words} sentByRedirect={sentByRedirect} />
      </div>
    </section>
  );
}
