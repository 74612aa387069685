import { photographs } from "virtual:design-photographs";
import type { ContentImage, ContentPhotograph } from "~/content/types";
import { ContentPicture } from "./content-picture";
import { PhotographPicture } from "./photograph-picture";

/**
 * A design's picture: an SVG illustration as it is, or a photograph in the
 * sizes and formats the build made of it (the build refuses a content entry
 * whose photograph it could not make, so every name is found here).
 */
export function DesignPicture({
  image,
  sizes,
  priority = false,
  crop,
  className = "",
}: {
  image: ContentImage | ContentPhotograph;
  /** How wide the picture is laid out, for the browser to pick a file (`sizes`). */
  sizes: string;
  priority?: boolean;
  /**
   * How a photograph is cropped: to the illustrations' 4 : 3 in a card, to
   * the screen's height on its own page (a portrait photograph would
   * otherwise run far below the screen); illustrations are never cropped.
   */
  crop: "card" | "screen";
  className?: string;
}) {
  if ("src" in image) return <ContentPicture image={image} priority={priority} className={className} />;
  const picture = photographs[image.photo];
  if (!picture) throw new Error(`No photograph content/pictures/${image.photo} in this build`);
  return (
    <PhotographPicture
      picture={picture}
      alt={image.alt}
      sizes={sizes}
      priority={priority}
      focus={image.focus}
      cropClassName={crop === "card" ? "aspect-4/3" : "max-h-svh"}
      className={className}
    />
  );
}
