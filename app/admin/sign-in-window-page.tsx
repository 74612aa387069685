import { WorkerDocument } from "~/http/worker-document";
import { handshakeScript } from "./sign-in-handshake";

interface SignInWindowPageProps {
  heading: string;
  text: string;
  /** Decap's `authorization:github:<outcome>:<json>`, handed to the CMS window. */
  message: string;
}

/**
 * A page in the CMS's sign-in window (app/admin/github-sign-in.ts): what
 * happened, in words, and the handshake that tells the CMS window, its
 * message in the script's own attribute.
 */
export function SignInWindowPage({ heading, text, message }: SignInWindowPageProps) {
  return (
    <WorkerDocument lang="en" title={`${heading} · Pushpanjali Decor`}>
      <main>
        <h1>{heading}</h1>
        <p>{text}</p>
      </main>
      <script data-authorization={message}>{handshakeScript}</script>
    </WorkerDocument>
  );
}
