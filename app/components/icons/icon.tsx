import type { IconNode } from "lucide";
import type { SimpleIcon } from "simple-icons";

interface IconProps {
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

/** Renders a Lucide icon (from the `lucide` data package) as plain SVG on the server. */
export function Icon({ icon, className = "size-5", label }: IconProps & { icon: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y(label)}
    >
      {icon.map(([tag, attrs], index) => {
        const Tag = tag as "path";
        return <Tag key={index} {...(attrs as React.SVGProps<SVGPathElement>)} />;
      })}
    </svg>
  );
}

/** Renders a brand mark from the `simple-icons` package (WhatsApp, Instagram…). */
export function BrandIcon({ icon, className = "size-5", label }: IconProps & { icon: SimpleIcon }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
      {...a11y(label)}
    >
      <path d={icon.path} />
    </svg>
  );
}

function a11y(label: string | undefined) {
  return label
    ? { role: "img", "aria-label": label }
    : { "aria-hidden": true as const, focusable: "false" as const };
}
