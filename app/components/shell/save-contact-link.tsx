"use client";

import type { ReactNode } from "react";
import type { VCardFacts } from "~/content/business-text";
import { buildBusinessVCard, vCardContentType, vCardFileName } from "~/lib/vcard";

/**
 * Spec: the vCard is generated in the browser. Without JavaScript the same
 * link downloads the identical file from the resource route at `href`.
 */
export function SaveContactLink({
  card,
  href,
  ping,
  siteOrigin,
  className,
  children,
}: {
  card: VCardFacts;
  /** The card's resource route in the page's language. */
  href: string;
  /** What a tap reports for the owner's insights (app/lib/tap-ping.ts); with JavaScript the app's beacon sends it. */
  ping: string;
  siteOrigin: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      download={vCardFileName}
      ping={ping}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const blob = new Blob([buildBusinessVCard(card, siteOrigin)], { type: vCardContentType });
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = vCardFileName;
        link.click();
        // Give the browser a moment to start the download before releasing the blob.
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }}
    >
      {children}
    </a>
  );
}
