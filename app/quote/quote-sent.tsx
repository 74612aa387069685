import { Mail } from "lucide";
import type { QuoteFormWords } from "~/content/quote-form";
import { Icon } from "~/components/icons/icon";
import { WhatsAppButtonTo } from "~/components/shell/whatsapp-button-to";
import { ButtonLink } from "~/components/ui/button";
import { buildQuoteHandoffEmailLink, buildQuoteHandoffText, type HandoffWords, type SentQuote } from "./quote-handoff";

/**
 * Spec §8: 'Thank you!' for 5 seconds. A CSS animation hides it (app.css), so
 * it goes away the same way with or without JavaScript.
 */
export function QuoteSentToast({ toast }: { toast: QuoteFormWords["toast"] }) {
  return (
    <div
      className="quote-toast fixed inset-x-4 bottom-24 z-50 mx-auto max-w-sm rounded-2xl border-l-4 border-leaf bg-cream px-5 py-4 shadow-xl sm:bottom-6"
    >
      <p className="font-semibold text-ink">{toast.title}</p>
      <p className="mt-0.5 text-ink-soft">{toast.description}</p>
    </div>
  );
}

/** The details the visitor typed, ready to send on WhatsApp (and by email, if they prefer email). */
export function QuoteHandoff({ quote, intro, words }: { quote: SentQuote; intro: string; words: HandoffWords }) {
  return (
    <div className="mb-6 rounded-2xl border border-leaf/40 bg-cream p-5">
      <p className="text-ink">{intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <WhatsAppButtonTo phone={words.handoff.to.whatsApp} message={buildQuoteHandoffText(quote, words)}>
          {words.handoff.whatsAppButton}
        </WhatsAppButtonTo>{" "}
        {quote.preferredContact === "email" ? (
          <ButtonLink href={buildQuoteHandoffEmailLink(quote, words)} variant="outline">
            <Icon icon={Mail} className="size-5" />
            {words.handoff.emailButton}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
