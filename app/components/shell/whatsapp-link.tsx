import { siWhatsapp } from "simple-icons";
import { buildWhatsAppLink } from "~/lib/outbound-links";
import { BrandIcon } from "~/components/icons/icon";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";

/** A WhatsApp chat button with its page-specific prefilled message, and its label in the page's language. */
export function WhatsAppButton({
  message,
  children,
  variant = "whatsapp",
  className,
}: {
  message: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <ButtonLink
      href={buildWhatsAppLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      className={className}
    >
      <BrandIcon icon={siWhatsapp} className="size-5" />
      {children}
    </ButtonLink>
  );
}
