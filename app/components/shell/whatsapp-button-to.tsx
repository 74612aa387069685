import { siWhatsapp } from "simple-icons";
import { buildWhatsAppLink } from "~/lib/outbound-links";
import { BrandIcon } from "~/components/icons/icon";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import { tapPing } from "~/lib/tap-ping";

export interface WhatsAppButtonProps {
  message: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** The name read aloud, when the button's words alone do not say enough (it starts with them). */
  "aria-label"?: string;
  /** What a tap reports for the owner's insights (app/lib/tap-ping.ts): a chat, unless the button says otherwise. */
  ping?: string;
}

/**
 * A WhatsApp chat button to the number it is given. Pages use
 * `WhatsAppButton` (the studio's number); the quote form in the browser gets
 * the number from the page, so that no business fact is bundled for it.
 */
export function WhatsAppButtonTo({ phone, message, children, variant = "whatsapp", className, "aria-label": label, ping = tapPing("whatsapp") }: WhatsAppButtonProps & { phone: string }) {
  return (
    <ButtonLink
      href={buildWhatsAppLink(message, phone)}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      className={className}
      aria-label={label}
      ping={ping}
    >
      <BrandIcon icon={siWhatsapp} className="size-5" />
      {children}
    </ButtonLink>
  );
}
