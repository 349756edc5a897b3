/**
 * Image processing with sharp (libvips, decision 0349): an uploaded image is
 * decoded, turned upright by its EXIF orientation, stripped of every
 * metadata block (EXIF with its GPS position, XMP, IPTC, ICC profile: the
 * pixels are converted to sRGB, comments) and capped in size; smaller copies
 * are encoded from that clean image. Nothing here knows about posts.
 *
 * Cost on a small server (2 cores): libvips runs each image on one thread
 * and jobs go one at a time (runOneAtATime), so an upload keeps at most one
 * core busy and the site keeps the other. Inputs are read from memory (the
 * upload is at most a few MB) and libvips' operation cache is off: nothing
 * stale is read back after a file is rewritten under its own name, and no
 * memory is held between uploads. A decompression bomb (a small file of a
 * huge pixel count) is refused by its header before any pixel is decoded.
 */
import type { Sharp, SharpInput, SharpOptions } from "sharp";

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;
let sharpLoading: Promise<SharpFactory> | undefined;

/** sharp (libvips), loaded at the first image job: most server starts (and requests) never need it. */
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoading;
}

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** At most this many pixels (all frames of an animation together): 60 MP covers a 48 MP phone camera. */
export const MAX_INPUT_PIXELS = 60_000_000;

/** Why an image was refused: it is not one sharp can read, or it has too many pixels. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: "unreadable" | "too-many-pixels") {
    super(reason === "too-many-pixels" ? "image exceeds the pixel limit" : "image cannot be decoded");
    this.name = "ImageRejectedError";
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface CleanedImage extends EncodedImage {
  /** More than one frame (an animated GIF or WebP): kept animated. */
  animated: boolean;
}

/** Encoder settings: the quality each format needs to look like the photo at a fraction of its bytes. */
function encode(pipeline: Sharp, format: ImageFormat, { palette = false } = {}): Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case "png":
      return pipeline.png({ compressionLevel: 9, palette });
    case "webp":
      return pipeline.webp({ quality: 78 });
    case "gif":
      return pipeline.gif();
    case "avif":
      // Effort 0 of 9: measured on the copies of a 12 MP photo, effort 2 took 5 times the CPU
      // of effort 0 (5.3 s against 1.0 s) for 6% fewer bytes; sharp's default, 4, takes longer still.
      return pipeline.avif({ quality: 50, effort: 0 });
  }
}

const ANIMATABLE: ImageFormat[] = ["gif", "webp"];

function input(sharp: SharpFactory, bytes: Buffer, format: ImageFormat) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: ANIMATABLE.includes(format) });
}

function rejection(error: unknown): Error {
  if (error instanceof ImageRejectedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ImageRejectedError(/pixel limit/i.test(message) ? "too-many-pixels" : "unreadable");
}

/**
 * The image as it may be published: upright, no metadata, sRGB, its longest
 * side at most `maxEdge`, in its own format. Throws ImageRejectedError for
 * anything that is not a decodable image within the pixel limit.
 */
export async function cleanImage(bytes: Buffer, format: ImageFormat, maxEdge: number): Promise<CleanedImage> {
  const sharp = await loadSharp();
  try {
    const meta = await input(sharp, bytes, format).metadata();
    if (!meta.width || !meta.height) throw new ImageRejectedError("unreadable");
    const animated = (meta.pages ?? 1) > 1;
    const palette = meta.isPalette === true;
    const pipeline = input(sharp, bytes, format)
      .autoOrient()
      .resize({ width: maxEdge, height: maxEdge, fit: "inside", withoutEnlargement: true });
    // No withMetadata/keepExif/keepIccProfile: sharp writes none of the input's metadata.
    const { data, info } = await encode(pipeline, format, { palette }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height, animated };
  } catch (error) {
    throw rejection(error);
  }
}

/** The size of an image already clean (no work on its pixels). */
export async function inspectImage(bytes: Buffer, format: ImageFormat): Promise<CleanedImage> {
  const sharp = await loadSharp();
  try {
    const meta = await input(sharp, bytes, format).metadata();
    if (!meta.width || !meta.height) throw new ImageRejectedError("unreadable");
    return { data: bytes, width: meta.width, height: meta.pageHeight ?? meta.height, animated: (meta.pages ?? 1) > 1 };
  } catch (error) {
    throw rejection(error);
  }
}

/** A copy of a clean image `width` pixels wide in `format` (an animation stays animated in GIF and WebP). */
export async function encodeVariant(clean: Buffer, sourceFormat: ImageFormat, format: ImageFormat, width: number): Promise<EncodedImage> {
  const pipeline = input(await loadSharp(), clean, sourceFormat).resize({ width, withoutEnlargement: true });
  const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/** The formats that can hold this image: AVIF has no animation in sharp. */
export function canEncode(format: ImageFormat, { animated }: { animated: boolean }): boolean {
  return !animated || ANIMATABLE.includes(format);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs image jobs one after another in this process: two uploads at once
 * wait for each other instead of sharing the CPU (and the memory) with the
 * pages being served.
 */
export function runOneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = queue.then(job);
  queue = result.catch(() => undefined);
  return result;
}
