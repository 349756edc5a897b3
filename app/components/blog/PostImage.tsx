import type { ResponsiveImage } from "~/lib/responsive-image";

/**
 * A post's image (decision 0349). An uploaded image with responsive copies
 * is a <picture>: AVIF and WebP sources, the cleaned original as the <img>
 * fallback, each with srcset and `sizes`, and its real width and height so
 * nothing shifts as it loads. Other images (seeded art) are a plain <img>
 * at the given size. Lazy, except the first image of a page (`priority`):
 * fetched at once, with fetchpriority="high". Rendered on the server only.
 */
export function PostImage({
  src,
  alt,
  responsive,
  sizes,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  responsive?: ResponsiveImage | null;
  /** How wide the image is shown, for the browser to pick a copy: e.g. "(min-width: 56rem) 56rem, 100vw". */
  sizes: string;
  /** For an image without copies (its real size is unknown). */
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const loading = priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const };
  if (!responsive) {
    return <img src={src} alt={alt} width={width} height={height} {...loading} className={className} />;
  }
  return (
    <picture className="contents">
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={responsive.srcSet || undefined}
        sizes={responsive.srcSet ? sizes : undefined}
        alt={alt}
        width={responsive.width}
        height={responsive.height}
        {...loading}
        className={className}
      />
    </picture>
  );
}
