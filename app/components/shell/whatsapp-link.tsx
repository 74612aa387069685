import { whatsAppNumber } from "~/content/business";
import { WhatsAppButtonTo, type WhatsAppButtonProps } from "./whatsapp-button-to";

/** A WhatsApp chat button to the studio, with its page-specific prefilled message and its label in the page's language. */
export function WhatsAppButton(props: WhatsAppButtonProps) {
  return <WhatsAppButtonTo phone={whatsAppNumber} {...props} />;
}
