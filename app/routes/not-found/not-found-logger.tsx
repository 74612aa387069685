"use client";

import { useEffect } from "react";

/** Spec §2: the unknown path is logged to the browser console. */
export function NotFoundLogger({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return null;
}
