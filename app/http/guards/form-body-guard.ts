import { refuse } from "./refuse";

/**
 * The site has no React server functions (`"use server"`), yet React Router
 * decodes a call to one whenever a request names it, in the `rsc-action-id`
 * header or a `$ACTION_…` form field, and answers 500 when it is not there.
 */
export function refuseServerFunctionHeader(request: Request): Response | null {
  return request.headers.has("rsc-action-id") ? noServerFunction(request) : null;
}

const noServerFunction = (request: Request) =>
  refuse(request, 400, "noServerFunction");

/**
 * 400 for a body that does not parse as the form data it claims to be (say,
 * multipart without its boundary) or that names a server function; the action
 * would otherwise throw while reading it.
 */
export async function refuseUnreadableForm(request: Request, body: Uint8Array<ArrayBuffer>): Promise<Response | null> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return refuse(request, 400, "unreadable");
  }
  for (const name of form.keys()) {
    if (name.startsWith("$ACTION_")) return noServerFunction(request);
  }
  return null;
}
