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
        "method",
        { Allow: "GET, HEAD, POST" },
      );
}
