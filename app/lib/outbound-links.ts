import type { Language } from "~/i18n/language";

/** `tel:` link in E.164 form, e.g. `tel:+919876543210`. */
export function buildTelLink(e164: string): string {
  const digits = e164.replace(/[^\d+]/g, "");
  if (!/^\+\d{8,15}$/.test(digits)) {
    throw new Error(`Not an E.164 phone number: ${e164}`);
  }
  return `tel:${digits}`;
}

/** WhatsApp click-to-chat link: `https://wa.me/<digits>?text=<encoded message>`. */
export function buildWhatsAppLink(message: string, phone: string): string {
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

/** A place on a map: its name and street address, and its exact position when it is known. */
export interface MapPlace {
  name: string;
  address: { street: string; locality: string; city: string; region: string; country: string; postalCode: string };
  position?: { latitude: number; longitude: number } | undefined;
}

const coordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) => `${latitude},${longitude}`;

/** The street address whole, as a maps search reads it. */
const addressQuery = ({ street, locality, city, region, postalCode, country }: MapPlace["address"]) =>
  `${street}, ${locality}, ${city}, ${region} ${postalCode}, ${country}`;

/**
 * Opens the place in the visitor's maps app or Google Maps: its exact
 * position when known, else a search for its name and address (which finds
 * the studio's own listing, or its street).
 */
export function buildMapLink(place: MapPlace): string {
  const query = place.position ? coordinates(place.position) : `${place.name}, ${addressQuery(place.address)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Where the embedded map comes from (the security policy allows it as a frame). */
export const mapEmbedOrigin = "https://maps.google.com";

/**
 * Embeddable map (no API key), its labels and controls in the page's
 * language (`hl`): centred on the place's exact position when known, else
 * on its street address (a name the map does not know could leave it with
 * no pin at all).
 */
export function buildMapEmbedUrl(place: MapPlace, language: Language): string {
  const query = place.position ? coordinates(place.position) : addressQuery(place.address);
  return `${mapEmbedOrigin}/maps?q=${encodeURIComponent(query)}&z=15&hl=${language}&output=embed`;
}

/** Whether `href` leads away from the site: a web address on another host than `siteOrigin`'s. */
export function leavesSite(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).host !== new URL(siteOrigin).host;
  } catch {
    return true;
  }
}
