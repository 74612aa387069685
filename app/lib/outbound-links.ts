import { business, whatsAppNumber } from "~/content/business";

/** `tel:` link in E.164 form, e.g. `tel:+919876543210`. */
export function buildTelLink(e164: string): string {
  const digits = e164.replace(/[^\d+]/g, "");
  if (!/^\+\d{8,15}$/.test(digits)) {
    throw new Error(`Not an E.164 phone number: ${e164}`);
  }
  return `tel:${digits}`;
}

/** WhatsApp click-to-chat link: `https://wa.me/<digits>?text=<encoded message>`. */
export function buildWhatsAppLink(message: string, phone: string = whatsAppNumber): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** WhatsApp's share link: no number, so the visitor picks whom to send `message` to (`https://wa.me/?text=…`). */
export function buildWhatsAppShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** `mailto:` link; subject and body are percent-encoded (RFC 6068, spaces as %20). */
export function buildMailtoLink(
  to: string,
  { subject, body }: { subject?: string; body?: string } = {},
): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : "",
    body ? `body=${encodeURIComponent(body)}` : "",
  ]
    .filter(Boolean)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}

const mapQuery = () =>
  encodeURIComponent(`${business.name}, ${business.address.street}, ${business.address.locality}, ${business.address.city} ${business.address.postalCode}`);

/** Opens the studio in the visitor's maps app or Google Maps. */
export function buildMapLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${mapQuery()}`;
}

/** Embeddable map (no API key) centred on the studio's position. */
export function buildMapEmbedUrl(): string {
  const { latitude, longitude } = business.geo;
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=15&output=embed`;
}
