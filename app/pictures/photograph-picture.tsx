import type { Focus } from "~/content/types";
import type { Picture, PictureFile } from "./picture";

/** The `object-position` of each focus, as classes (the site's policy allows no inline style). */
const focusClassName: Record<Focus, string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
  "top left": "object-left-top",
  "top right": "object-right-top",
  "bottom left": "object-left-bottom",
  "bottom right": "object-right-bottom",
};

const srcSet = (files: readonly PictureFile[]) => files.map((file) => `${file.src} ${file.width}w`).join(", ");

/** For a browser that reads neither `<source>`: the WebP a laptop would pick. */
const fallbackSrc = (picture: Picture) => (picture.webp.find((file) => file.width >= 1200) ?? picture.webp.at(-1)!).src;

/**
 * A photograph as the build made it: AVIF, then WebP, at the widths the
 * layout needs (`sizes`, in CSS pixels, as the picture is laid out), with
 * its size for the layout and its blurred placeholder beneath it, a plain
 * image that needs no JavaScript. The page's largest picture comes first
 * with high priority; the others load lazily, decoded off the main thread.
 */
export function PhotographPicture({
  picture,
  alt,
  sizes,
  priority = false,
  focus = "center",
  cropClassName = "",
  className = "",
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  priority?: boolean;
  focus?: Focus;
  /** Classes that crop it (`aspect-4/3`, `max-h-svh`), around `focus`; none shows the whole photograph. */
  cropClassName?: string;
  className?: string;
}) {
  const classes = (...names: string[]) => names.filter(Boolean).join(" ");
  return (
    <span className={classes("relative block overflow-hidden", className)}>
      <img
        src={picture.placeholder}
        alt=""
        aria-hidden="true"
        width={picture.width}
        height={picture.height}
        className={classes("absolute inset-0 size-full object-cover", focusClassName[focus])}
      />
      <picture>
        <source type="image/avif" srcSet={srcSet(picture.avif)} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(picture.webp)} sizes={sizes} />
        <img
          src={fallbackSrc(picture)}
          alt={alt}
          width={picture.width}
          height={picture.height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding={priority ? "sync" : "async"}
          className={classes("relative h-auto w-full object-cover", cropClassName, focusClassName[focus])}
        />
      </picture>
    </span>
  );
}
