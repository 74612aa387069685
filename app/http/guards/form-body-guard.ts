import { refuse } from "./refuse";

/**
 * The site has no React server functions (`"use server"`), yet React Router
 * decodes a call to one whenever a request names it, in the `rsc-action-id`
 * header or a `$ACTION_…` form field, and answers 500 when it is not there.
 */
export function refuseServerFunctionHeader(request: Request): Response | null {
  return request.headers.has("rsc-action-id") ? refuse(400, "There is no server function to call.") : null;
}

/**
 * 400 for a body that does not parse as the form data it claims to be (say,
 * multipart without its boundary) or that names a server function; the action
 * would otherwise throw while reading it.
 */
export async function refuseUnreadableForm(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<Response | null> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return refuse(400, "The form could not be read.");
  }
  for (const name of form.keys()) {
    if (name.startsWith("$ACTION_")) return refuse(400, "There is no server function to call.");
  }
  return null;
}
