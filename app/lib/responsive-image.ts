/**
 * An uploaded post image as pages serve it (decision 0349): the cleaned
 * original at its own address (the <img> fallback), and smaller copies in
 * AVIF, WebP and the original's format for `<picture>` / `srcset`. Pure: the
 * server builds it from its post_images record, components render it.
 */

export type VariantFormat = "avif" | "webp" | "jpeg" | "png" | "gif";

/** One stored copy, as post_images.variants lists it. */
export interface ImageVariant {
  width: number;
  format: VariantFormat;
  /** Its stored file name. */
  name: string;
  bytes: number;
}

export interface ResponsiveImage {
  /** The cleaned original's size: the <img>'s width and height, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** `<source>` elements, the smallest format first (a browser takes the first it can show). */
  sources: { type: string; srcSet: string }[];
  /** The <img>'s own candidates, in the original's format, the cleaned original the largest. */
  srcSet: string;
}

const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** Formats better than any fallback, in the order a browser should try them. */
const SOURCE_FORMATS: VariantFormat[] = ["avif", "webp"];

export function formatOfFileName(name: string): VariantFormat | null {
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (ext === "jpg" || ext === "jpeg") return "jpeg";
  return ext === "avif" || ext === "webp" || ext === "png" || ext === "gif" ? ext : null;
}

/**
 * The responsive form of an image from its record; `urlOf` makes a stored
 * name an address. The cleaned original counts as its own format's largest
 * candidate (it is never stored twice).
 */
export function responsiveImage(
  record: { name: string; width: number; height: number; variants: ImageVariant[] },
  urlOf: (name: string) => string,
): ResponsiveImage {
  const own = formatOfFileName(record.name);
  const candidates = (format: VariantFormat) => {
    const list = record.variants
      .filter((variant) => variant.format === format)
      .map((variant) => ({ width: variant.width, url: urlOf(variant.name) }));
    if (format === own && !list.some((candidate) => candidate.width === record.width)) {
      list.push({ width: record.width, url: urlOf(record.name) });
    }
    return list
      .sort((a, b) => a.width - b.width)
      .map((candidate) => `${candidate.url} ${candidate.width}w`)
      .join(", ");
  };
  const sources = SOURCE_FORMATS.map((format) => ({ type: CONTENT_TYPES[format], srcSet: candidates(format) })).filter(
    (source) => source.srcSet,
  );
  return { width: record.width, height: record.height, sources, srcSet: own ? candidates(own) : "" };
}
