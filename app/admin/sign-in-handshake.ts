/** The provider Decap's github backend names in its messages. */
export const provider = "github";

/**
 * The sign-in window's one script, the same bytes on every answer (the
 * policy allows it by its hash, app/admin/github-sign-in.ts); what differs
 * is the message, which the script reads from its own `data-authorization`
 * attribute (an attribute React escapes, so no message can end the element
 * or start another). Decap's side of the handshake: the CMS window listens
 * for `authorizing:github` from this origin, answers it with the same
 * message, and then takes the outcome from this window. The outcome goes
 * only to a window of this origin that answered, so no other page that
 * opened this one can read a token.
 */
export const handshakeScript = `(() => {
  const message = document.currentScript.dataset.authorization;
  const cms = window.opener;
  if (!cms) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== location.origin || event.source !== cms || event.data !== "authorizing:${provider}") return;
    cms.postMessage(message, location.origin);
  });
  cms.postMessage("authorizing:${provider}", location.origin);
})();`;
