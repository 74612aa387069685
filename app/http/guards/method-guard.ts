import { refuse } from "./refuse";

/**
 * Pages are read with GET and HEAD, and the one form is sent with POST. React
 * Router would hand PUT, PATCH and DELETE to a page's action as well.
 */
export function refuseUnusedMethod(request: Request): Response | null {
  return request.method === "POST"
    ? null
    : refuse(
        request,
        405,
        { en: "This address only accepts GET, HEAD and POST.", gu: "આ સરનામું ફક્ત GET, HEAD અને POST સ્વીકારે છે." },
        { Allow: "GET, HEAD, POST" },
      );
}
