import "server-only";
import { unstable_getRequest as getRequest } from "react-router";
import { type TapKind, tapPing } from "./tap-ping";

/**
 * A tap's address (./tap-ping.ts) in full, on the origin the page is served
 * from, for a server-rendered link's `ping`: the HTML standard wants each of
 * its URLs to be HTTP(S), and the Nu HTML Checker reads a path alone as
 * neither. React Router's documented way for server code to read the request,
 * as the page's language is read (app/i18n/request-language.ts).
 */
export function pingUrl(kind: TapKind, about: { design?: string; service?: string } = {}): string {
  return new URL(tapPing(kind, about), getRequest().url).href;
}
