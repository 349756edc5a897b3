import { describe, expect, test } from "vitest";
import { formatOfFileName, responsiveImage } from "~/lib/responsive-image";

const url = (name: string) => `/m/${name}`;

describe("responsiveImage", () => {
  test("a JPEG: AVIF then WebP sources; the <img> candidates end with the cleaned original", () => {
    const image = responsiveImage(
      {
        name: "p.jpg",
        width: 1800,
        height: 1200,
        variants: [
          { width: 960, format: "avif", name: "p-jpg-960.avif", bytes: 1 },
          { width: 480, format: "avif", name: "p-jpg-480.avif", bytes: 1 },
          { width: 480, format: "webp", name: "p-jpg-480.webp", bytes: 1 },
          { width: 480, format: "jpeg", name: "p-jpg-480.jpg", bytes: 1 },
        ],
      },
      url,
    );
    expect(image).toEqual({
      width: 1800,
      height: 1200,
      sources: [
        { type: "image/avif", srcSet: "/m/p-jpg-480.avif 480w, /m/p-jpg-960.avif 960w" },
        { type: "image/webp", srcSet: "/m/p-jpg-480.webp 480w" },
      ],
      srcSet: "/m/p-jpg-480.jpg 480w, /m/p.jpg 1800w",
    });
  });

  test("a WebP upload: its own source holds the original too; no format is listed twice", () => {
    const image = responsiveImage(
      { name: "p.webp", width: 600, height: 400, variants: [{ width: 480, format: "webp", name: "p-webp-480.webp", bytes: 1 }] },
      url,
    );
    expect(image.sources).toEqual([{ type: "image/webp", srcSet: "/m/p-webp-480.webp 480w, /m/p.webp 600w" }]);
    expect(image.srcSet).toBe("/m/p-webp-480.webp 480w, /m/p.webp 600w");
  });

  test("formats by file name", () => {
    expect(["a.JPG", "a.jpeg", "a.png", "a.webp", "a.gif", "a.avif", "a.svg"].map(formatOfFileName)).toEqual([
      "jpeg",
      "jpeg",
      "png",
      "webp",
      "gif",
      "avif",
      null,
    ]);
  });
});
