import type { ReactNode, SVGProps } from "react";
import type { IconNode } from "lucide";
import type { SimpleIcon } from "simple-icons";

interface IconProps {
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

/** Lucide's icons are drawn with a round 2-unit stroke and no fill. */
const lucideStroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const satisfies SVGProps<SVGSVGElement>;

/** Renders a Lucide icon (from the `lucide` data package) as plain SVG on the server. */
export function Icon({ icon, ...props }: IconProps & { icon: IconNode }) {
  return (
    <IconSvg {...props} paint={lucideStroke}>
      {icon.map(([tag, attrs], index) => {
        const Tag = tag as "path";
        return <Tag key={index} {...(attrs as SVGProps<SVGPathElement>)} />;
      })}
    </IconSvg>
  );
}

/** Renders a brand mark from the `simple-icons` package (WhatsApp, Instagram…). */
export function BrandIcon({ icon, ...props }: IconProps & { icon: SimpleIcon }) {
  return (
    <IconSvg {...props} paint={{ fill: "currentColor" }}>
      <path d={icon.path} />
    </IconSvg>
  );
}

/** The 24-unit square both sets draw in, hidden from assistive technology unless labelled. */
function IconSvg({ className = "size-5", label, paint, children }: IconProps & { paint: SVGProps<SVGSVGElement>; children: ReactNode }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const, focusable: "false" as const };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" {...paint} className={className} {...a11y}>
      {children}
    </svg>
  );
}
