"use client";

import { useSyncExternalStore } from "react";

/** Whether the browser has a share sheet does not change while the page is open. */
const subscribe = () => () => {};
const hasShareSheet = () => typeof navigator.share === "function";
const onTheServer = () => false;

/**
 * The browser's own share sheet, for the design's page, where the browser has
 * one (`navigator.share`, on phones). It appears once the app runs, beside the
 * WhatsApp link that every visitor has, and sends the same title and address.
 * A tap reports to `ping` for the owner's insights, as the link's does
 * (app/lib/tap-ping.ts).
 */
export function ShareSheetButton({
  label,
  title,
  text,
  url,
  className,
  ping,
}: {
  label: string;
  title: string;
  text: string;
  url: string;
  className: string;
  ping: string;
}) {
  const canShare = useSyncExternalStore(subscribe, hasShareSheet, onTheServer);
  if (!canShare) return null;
  return (
    <button
      type="button"
      className={className}
      // A visitor closing the sheet rejects the promise: nothing to tell her.
      onClick={() => {
        navigator.sendBeacon(ping);
        void navigator.share({ title, text, url }).catch(() => {});
      }}
    >
      {label}
    </button>
  );
}
