"use client";

import { useEffect, useState, type ComponentPropsWithoutRef } from "react";
import { useLocation, useNavigation } from "react-router";

/** Whether the page the server sent has hydrated: every page has one of these, the footer. */
let documentHydrated = false;

type Props<Tag extends "section" | "footer" | "li"> = {
  as: Tag;
  /** Its typical heights, as classes that set `--estimated-height` per screen width (app.css). */
  estimatedHeight: string;
} & ComponentPropsWithoutRef<Tag>;

/**
 * An element well below the first screen that the browser may leave unstyled,
 * unlaid and unpainted until it nears the screen (`render-when-near`,
 * app.css). That takes a quarter off the style and layout before the first
 * paint of the longest pages (docs/decisions/007-performance.md).
 *
 * Only in the page the server sent, and until the first client navigation
 * starts: there the browser itself places a #fragment, a reload or a return.
 * A client navigation is measured by React Router: it notes where the visitor
 * was, to return there on Back, and scrolls to a #fragment (which CSS's
 * `:target` does not see); against estimated heights it would land short. So
 * from then on every element renders in full (the browser's scroll anchoring
 * keeps the view where it is meanwhile).
 */
export function RenderWhenNear<Tag extends "section" | "footer" | "li">({ as, estimatedHeight, className, ...props }: Props<Tag>) {
  const location = useLocation();
  const navigation = useNavigation();
  const [serverPageLocation] = useState(() => (documentHydrated ? undefined : location));
  useEffect(() => {
    documentHydrated = true;
  }, []);
  const Element = as as "section";
  const skipUntilNear = location === serverPageLocation && navigation.state === "idle";
  const classes = skipUntilNear ? `${className ?? ""} render-when-near ${estimatedHeight}`.trim() : className;
  return <Element {...(props as ComponentPropsWithoutRef<"section">)} className={classes} />;
}
