/**
 * A phone photo for the image tests (decision 0349): a JPEG whose EXIF says
 * where it was taken (GPS latitude and longitude), who took it, and that it
 * must be turned a quarter to the right (orientation 6), with an XMP packet
 * and a Display P3 ICC profile. Its left half is red and its right half
 * blue, so once turned upright the top is red and the bottom blue. And the
 * readers that prove a served image carries none of that.
 */
import sharp from "sharp";

/** Words written into the photo's metadata; none may be left in a served file. */
export const PHOTO_SECRET = "Client home 12 Example Street";

/** A JPEG `width` x `height` as stored by the camera (shown `height` x `width` once upright). */
export async function gpsPhoto({ width, height }: { width: number; height: number }): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const left = await sharp({ create: { width: half, height, channels: 3, background: "#d00000" } }).png().toBuffer();
  const right = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000d0" } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: half, top: 0 },
    ])
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", ImageDescription: PHOTO_SECRET, Artist: "Office Staff" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 2712/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 23/1 1416/100" },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
        `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="43,39.45N" exif:UserComment="${PHOTO_SECRET}"/>` +
        `</rdf:RDF></x:xmpmeta>`,
    )
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The GPS tags (their numbers) in an EXIF block as sharp's metadata() gives it: [] when there is none. */
export function gpsTagsOf(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : [];
}

/** Every kind of metadata an image file still carries, by name ([] for a clean file). */
export async function metadataIn(bytes: Uint8Array): Promise<string[]> {
  const meta = await sharp(bytes, { animated: true }).metadata();
  const left: string[] = [];
  if (meta.exif) left.push("exif");
  if (gpsTagsOf(meta.exif).length) left.push("gps");
  if (meta.xmp) left.push("xmp");
  if (meta.iptc) left.push("iptc");
  if (meta.icc) left.push("icc");
  if (meta.comments?.length) left.push("comments");
  if (meta.orientation && meta.orientation !== 1) left.push(`orientation ${meta.orientation}`);
  if (Buffer.from(bytes).includes(PHOTO_SECRET)) left.push("the secret words");
  return left;
}

/** The colour at a point of an image, as [r, g, b]. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
