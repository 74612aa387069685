/**
 * A field people never see or fill: it sits off-screen, out of the tab order,
 * with a label telling screen-reader users to leave it empty. Bots that fill
 * every field fill it too; their request is answered as if it had worked.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(formData: FormData | URLSearchParams): boolean {
  return formData.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || value.trim() !== "");
}
