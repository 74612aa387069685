import type { ContentImage } from "~/content/types";

/**
 * Every picture has its size (no layout shift) and its alt text. Pictures
 * below the fold load lazily; the one a visitor sees first is fetched eagerly
 * with high priority.
 */
export function ContentPicture({
  image,
  priority = false,
  className = "",
}: {
  image: ContentImage;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={`h-auto w-full ${className}`}
    />
  );
}
