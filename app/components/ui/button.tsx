import type { ComponentProps } from "react";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors";

const variants = {
  primary: "bg-rose text-white hover:bg-rose-deep",
  whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-deep",
  outline: "border-2 border-maroon text-maroon hover:bg-maroon hover:text-white",
  light: "bg-white text-maroon hover:bg-marigold-soft",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClassName(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** An outbound or in-page link styled as a button (`tel:`, WhatsApp, `#anchor`). */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<"a"> & { variant?: ButtonVariant }) {
  return <a className={buttonClassName(variant, className)} {...props} />;
}
