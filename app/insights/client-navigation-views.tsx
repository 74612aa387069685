"use client";

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { viewPath } from "~/lib/tap-ping";

/**
 * Each page the app shows by itself (a link or a filter followed on the
 * client, Back and Forward), once shown: no document request reaches the
 * Worker for it. The first page was a document, counted as it was served.
 */
export function ClientNavigationViews() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const address = `${pathname}${search}`;
    if (shown.current !== undefined && shown.current !== address) navigator.sendBeacon(viewPath);
    shown.current = address;
  }, [pathname, search]);
  return null;
}
