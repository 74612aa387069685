import type { CompilerOptions } from "@inlang/paraglide-js";

/**
 * How the interface's words (messages/*.json) compile into one function per
 * message, in app/paraglide/ (generated, not committed): for the build
 * (vite.config.ts), and before the type check and the unit tests
 * (scripts/compile-messages.ts).
 *
 * Pages call each message with the page's language (`m.call_now({}, {
 * locale })`). The strategy names no way to guess a language, so a call
 * without one throws rather than show English on a Gujarati page.
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["custom-page-language"],
  emitTsDeclarations: true,
} satisfies CompilerOptions;
