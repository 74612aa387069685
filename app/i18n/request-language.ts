import { unstable_getRequest as getRequest } from "react-router";
import { languageOfPath, type Language } from "./language";

/**
 * The language of the page being rendered, from its URL, for server
 * components: the document (`<html lang>`), the shell and each page. Client
 * components get the language, or their words, as props.
 *
 * React Router's documented way for server code to read the request. A page
 * rendered after a form post without JavaScript runs no loader, so loader data
 * could not carry the language there.
 */
export function requestLanguage(): Language {
  return languageOfPath(new URL(getRequest().url).pathname);
}
