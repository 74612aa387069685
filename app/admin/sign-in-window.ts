import { renderWorkerPage } from "#render-worker-page";
import { cspHash } from "~/http/security-headers";
import { handshakeScript, provider } from "./sign-in-handshake";

/**
 * What the CMS's sign-in window shows (./github-sign-in.ts): a page that says
 * what happened and hands the outcome to the CMS window (./sign-in-window-page.tsx),
 * under a policy of its own.
 */

/** What the page hands to the CMS window: Decap's `authorization:<provider>:<outcome>:<json>`. */
export type Outcome = { success: { token: string } } | { error: string };

function authorizationMessage(outcome: Outcome): string {
  return "success" in outcome
    ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.success.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`;
}

/** `'sha256-…'` of the handshake script, for the policy. */
export const handshakeScriptHash = () => cspHash(handshakeScript);

/**
 * The sign-in pages' own policy: nothing but the handshake script runs, and
 * the page loads nothing. Their Cross-Origin-Opener-Policy is `unsafe-none`:
 * the window comes back from GitHub, and with any other policy the browser
 * would cut it from the CMS window that opened it, leaving nobody to hand the
 * token to. (Only a page of this origin that answers can receive it.)
 */
export async function signInPageHeaders(): Promise<Record<string, string>> {
  return {
    "Content-Security-Policy": `default-src 'none'; script-src ${await handshakeScriptHash()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "private, no-store",
  };
}

export interface SignInPage {
  status: number;
  heading: string;
  text: string;
  outcome: Outcome;
  headers?: HeadersInit;
}

/** A page in the sign-in window: what happened, in words, and the handshake that tells the CMS window. */
export async function signInPage({ status, heading, text, outcome, headers }: SignInPage): Promise<Response> {
  const html = await renderWorkerPage({ page: "sign-in-window", heading, text, message: authorizationMessage(outcome) });
  const response = new Response(html, { status, headers });
  for (const [name, value] of Object.entries(await signInPageHeaders())) response.headers.set(name, value);
  response.headers.set("Content-Type", "text/html; charset=utf-8");
  return response;
}
