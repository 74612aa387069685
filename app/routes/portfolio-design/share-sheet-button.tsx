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
 */
export function ShareSheetButton({
  label,
  title,
  text,
  url,
  className,
}: {
  label: string;
  title: string;
  text: string;
  url: string;
  className: string;
}) {
  const canShare = useSyncExternalStore(subscribe, hasShareSheet, onTheServer);
  if (!canShare) return null;
  return (
    <button
      type="button"
      className={className}
      // A visitor closing the sheet rejects the promise: nothing to tell her.
      onClick={() => void navigator.share({ title, text, url }).catch(() => {})}
    >
      {label}
    </button>
  );
}
