import type { Media } from "../lib/content.server";

interface CmsImageProps {
  media: Media | null;
  /** intrinsic size used when the cms does not know it (SVG): keeps the box reserved, no layout shift */
  width: number;
  height: number;
  alt?: string;
  /** above the fold: load at once */
  eager?: boolean;
  className?: string;
  sizes?: string;
}

/** An image uploaded to the cms, served by the site under /uploads, with its size reserved. */
export function CmsImage({ media, width, height, alt, eager = false, className, sizes }: CmsImageProps) {
  if (!media)
    return <div className={`image-placeholder ${className ?? ""}`} style={{ aspectRatio: `${width} / ${height}` }} />;
  return (
    <img
      src={media.url}
      alt={alt ?? media.alternativeText ?? ""}
      width={media.width ?? width}
      height={media.height ?? height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
      sizes={sizes}
    />
  );
}
