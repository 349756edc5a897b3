/**
 * Post images that are accessible, light and private (decision 0349): an
 * upload is cleaned (no EXIF/GPS or other metadata, upright, at most
 * 2400 px) and gets AVIF, WebP and own-format copies, read back here with
 * sharp; the media route serves them; pages use <picture> with srcset,
 * sizes, width/height and a fetch priority; deleting a post takes the copies
 * too; `npm run images:rebuild` processes a stored file that has none; and
 * an image needs its description unless it is ticked decorative.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import * as postImage from "~/routes/blog/post-image";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as postNew from "~/routes/admin/posts/post-new";
import * as postDelete from "~/routes/admin/posts/post-delete";
import { firstFieldErrors, type SubmissionErrors } from "~/lib/field-errors";
import { db } from "~/server/infra/db.server";
import { ALT_REQUIRED_MESSAGE } from "~/routes/admin/posts/post-form-refusals.server";
import { POST_IMAGE_DIRECTORY, rebuildPostImages } from "~/server/domain/post-images.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { dataOf, get, multipartPost, PNG_BYTES, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables } from "./helpers";
import { gpsPhoto, gpsTagsOf, metadataIn, pixelAt } from "../support/photo";

const r = (mod: unknown) => mod as RouteModule;
type FormResult = { error?: SubmissionErrors; initialValue?: Record<string, unknown> };
type Variant = { width: number; format: string; name: string; bytes: number };
let cookie = "";

async function postBySlug(slug: string) {
  return db().selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirst();
}

async function imageRecord(name: string) {
  const row = await db().selectFrom("post_images").selectAll().where("name", "=", name).executeTakeFirst();
  return row ? { ...row, variants: JSON.parse(row.variants) as Variant[] } : undefined;
}

function imageDir(): string {
  return path.dirname(storedFilePath(POST_IMAGE_DIRECTORY, "x"));
}

function storedFiles(): string[] {
  try {
    return fs.readdirSync(imageDir()).sort();
  } catch {
    return [];
  }
}

async function served(name: string) {
  const outcome = await run(r(postImage).loader, get(`/media/post-images/${name}`), { name });
  if (outcome.kind !== "response") throw new Error("expected a response");
  return outcome.response;
}

async function page(pathname: string): Promise<string> {
  const handle = await requestHandler();
  const response = await handle(get(pathname));
  expect(response.status, pathname).toBe(200);
  return response.text();
}

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

function elements(html: string | Element, name: string): Element[] {
  return DomUtils.getElementsByTagName(name, typeof html === "string" ? parseDocument(html) : html);
}

/** The src of each candidate of a srcset, with its width. */
function candidates(srcset: string | undefined): { url: string; width: number }[] {
  return (srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((parts) => parts.length === 2)
    .map(([url, w]) => ({ url: url!, width: Number(w!.replace(/w$/, "")) }));
}

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
  cookie = await signedInCookie("images-admin@example.com");
});

describe("an uploaded phone photo (EXIF GPS, orientation 6, XMP, ICC)", () => {
  let photo: Buffer;
  let name = "";

  beforeAll(async () => {
    // Stored by the camera 2600 x 1800, to be turned: upright it is 1800 x 2600, over the 2400 px cap.
    photo = await gpsPhoto({ width: 2600, height: 1800 });
    const meta = await sharp(photo).metadata();
    // The fixture really carries what must go.
    expect(meta.orientation).toBe(6);
    expect(gpsTagsOf(meta.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(await metadataIn(photo)).toEqual(["exif", "gps", "xmp", "icc", "orientation 6", "the secret words"]);

    const outcome = await run(
      r(postNew).action,
      multipartPost(
        "/admin/new",
        { title: "Phone Photo Post", image_alt: "A red door above a blue step", published: "on" },
        { name: "IMG_0001.JPG", bytes: photo },
        cookie,
      ),
    );
    expect(outcome.status).toBe(302);
    const row = await postBySlug("phone-photo-post");
    expect(row?.image).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.jpg$/);
    name = row!.image!.split("/").pop()!;
  }, 60_000);

  test("the original keeps its name and is cleaned in place: upright, capped at 2400 px, no metadata", async () => {
    const stored = fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name));
    expect(await metadataIn(stored)).toEqual([]);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    // Turned a quarter (width and height swapped), then scaled so the longest side is 2400.
    expect([meta.width, meta.height]).toEqual([1662, 2400]);
    // What the camera had on the left (red) is now on top; the right (blue) at the bottom.
    const [topR, , topB] = await pixelAt(stored, 831, 10);
    const [bottomR, , bottomB] = await pixelAt(stored, 831, 2390);
    expect(topR).toBeGreaterThan(150);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(150);
    expect(bottomR).toBeLessThan(60);
    expect(stored.length).toBeLessThan(photo.length);
    // Readable by the server only, like every stored upload.
    expect(fs.statSync(storedFilePath(POST_IMAGE_DIRECTORY, name)).mode & 0o777).toBe(0o600);
  });

  test("its record lists AVIF, WebP and JPEG copies at 480, 960 and 1600 px; none carries metadata", async () => {
    const record = (await imageRecord(name))!;
    expect(record).toMatchObject({ width: 1662, height: 2400, original_bytes: photo.length });
    expect(record.bytes).toBe(fs.statSync(storedFilePath(POST_IMAGE_DIRECTORY, name)).size);
    const stem = name.replace(/\.jpg$/, "");
    expect(record.variants.map((v) => `${v.format} ${v.width} ${v.name}`).sort()).toEqual(
      [
        `avif 480 ${stem}-jpg-480.avif`,
        `avif 960 ${stem}-jpg-960.avif`,
        `avif 1600 ${stem}-jpg-1600.avif`,
        `jpeg 480 ${stem}-jpg-480.jpg`,
        `jpeg 960 ${stem}-jpg-960.jpg`,
        `jpeg 1600 ${stem}-jpg-1600.jpg`,
        `webp 480 ${stem}-jpg-480.webp`,
        `webp 960 ${stem}-jpg-960.webp`,
        `webp 1600 ${stem}-jpg-1600.webp`,
      ].sort(),
    );
    for (const variant of record.variants) {
      const bytes = fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, variant.name));
      expect(bytes.length, variant.name).toBe(variant.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format, variant.name).toBe(variant.format);
      expect(meta.width, variant.name).toBe(variant.width);
      expect(meta.height, variant.name).toBe(Math.round((2400 * variant.width) / 1662));
      expect(await metadataIn(bytes), variant.name).toEqual([]);
    }
  });

  test("the media route serves the original and every copy with its type, an hour of caching and a sandbox", async () => {
    const record = (await imageRecord(name))!;
    const types: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
    for (const { name: file, format } of [{ name, format: "jpeg" }, ...record.variants]) {
      const response = await served(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("Content-Type"), file).toBe(types[format]);
      expect(response.headers.get("Cache-Control"), file).toBe("public, max-age=3600");
      expect(response.headers.get("Content-Security-Policy"), file).toBe("default-src 'none'; sandbox");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, file))), file).toBe(true);
      expect(await metadataIn(bytes), file).toEqual([]);
    }
    // A copy that was never made, or a made-up name next to real ones, is not found.
    const stem = name.replace(/\.jpg$/, "");
    for (const unknown of [`${stem}-jpg-1662.avif`, `${stem}-jpg-2400.avif`, `${stem}-jpg-480.png`, `${stem}-480.avif`, `${stem}-jpg-480.avif.part`, `${stem}-svg-480.svg`]) {
      expect((await served(unknown)).status, unknown).toBe(404);
    }
  });

  test("the article serves a <picture>: AVIF and WebP sources, the cleaned original as the <img>, sized, fetched first", async () => {
    const html = await page("/blog/phone-photo-post");
    const pictures = elements(html, "picture");
    expect(pictures).toHaveLength(1);
    const sources = elements(html, "source");
    expect(sources.map((source) => source.attribs.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(source.attribs.sizes).toBeTruthy();
      const list = candidates(source.attribs.srcset);
      expect(list.map((c) => c.width)).toEqual([480, 960, 1600]);
    }
    const img = elements(html, "img").find((element) => element.attribs.alt === "A red door above a blue step")!;
    expect(img.attribs.src).toBe(`/media/post-images/${name}`);
    expect(candidates(img.attribs.srcset).map((c) => c.width)).toEqual([480, 960, 1600, 1662]);
    expect(candidates(img.attribs.srcset).at(-1)!.url).toBe(`/media/post-images/${name}`);
    expect(img.attribs.sizes).toBeTruthy();
    expect([img.attribs.width, img.attribs.height]).toEqual(["1662", "2400"]);
    expect(img.attribs.fetchpriority).toBe("high");
    expect(img.attribs.loading).toBeUndefined();
    // Every address the page names is served, and clean.
    for (const { url } of [...sources.flatMap((s) => candidates(s.attribs.srcset)), ...candidates(img.attribs.srcset)]) {
      const file = url.replace("/media/post-images/", "");
      const response = await served(file);
      expect(response.status, url).toBe(200);
      expect(await metadataIn(Buffer.from(await response.arrayBuffer())), url).toEqual([]);
    }
  });

  test("deleting the post removes the original, every copy and the record", async () => {
    const row = (await postBySlug("phone-photo-post"))!;
    const stem = name.replace(/\.jpg$/, "");
    expect(storedFiles().filter((file) => file.startsWith(stem))).toHaveLength(10);
    const deleted = await run(r(postDelete).action, post(`/admin/delete/${row.id}`, {}, cookie), { id: String(row.id) });
    expect(deleted.status).toBe(302);
    expect(storedFiles().filter((file) => file.startsWith(stem))).toEqual([]);
    expect(await imageRecord(name)).toBeUndefined();
  });
});

describe("uploads that are not images, and other formats", () => {
  test("a file with a JPEG's first bytes that is no image is refused next to the field; nothing is stored", async () => {
    const before = storedFiles();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a photo ".repeat(50))]);
    const outcome = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "Broken Photo Post", image_alt: "Broken", content: "Kept text" }, { name: "photo.jpg", bytes: fake }, cookie),
    );
    expect(outcome.status).toBe(400);
    const body = dataOf<{ alert: { title: string; description: string }; result: FormResult; pendingImage: string | null }>(outcome);
    expect(body.alert.title).toBe("Upload failed");
    expect(body.alert.description).toMatch(/could not be read as an image/);
    expect(firstFieldErrors(body.result.error).image).toBe(body.alert.description);
    expect(body.result.initialValue?.content).toBe("Kept text");
    expect(body.pendingImage).toBeNull();
    expect(await postBySlug("broken-photo-post")).toBeUndefined();
    expect(storedFiles()).toEqual(before);
    expect(await db().selectFrom("post_images").select("name").execute()).toEqual([]);
  });

  test("a small PNG stays lossless (same pixels) and is never enlarged; its copies are AVIF and WebP", async () => {
    const outcome = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "Tiny Png Post", image_alt: "A dot" }, { name: "dot.png", bytes: PNG_BYTES }, cookie),
    );
    expect(outcome.status).toBe(302);
    const row = (await postBySlug("tiny-png-post"))!;
    const name = row.image!.split("/").pop()!;
    const stored = fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name));
    const raw = (bytes: Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();
    expect((await raw(stored)).equals(await raw(PNG_BYTES))).toBe(true);
    const record = (await imageRecord(name))!;
    expect(record).toMatchObject({ width: 1, height: 1 });
    expect(record.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(["avif 1", "webp 1"]);
  });

  test("an animated GIF stays animated: WebP and GIF copies (no AVIF), every frame kept", async () => {
    const frames = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
        sharp({ create: { width: 600, height: 400, channels: 3, background } }).raw().toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 600, height: 1200, channels: 3, pageHeight: 400 } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    const outcome = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "Animated Post", image_alt: "Three colours" }, { name: "anim.gif", bytes: gif }, cookie),
    );
    expect(outcome.status).toBe(302);
    const name = (await postBySlug("animated-post"))!.image!.split("/").pop()!;
    const record = (await imageRecord(name))!;
    expect(record).toMatchObject({ width: 600, height: 400 });
    expect(record.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(["gif 480", "webp 480", "webp 600"]);
    for (const file of [name, ...record.variants.map((v) => v.name)]) {
      const meta = await sharp(fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, file)), { animated: true }).metadata();
      expect(meta.pages, file).toBe(3);
    }
  });
});

describe("npm run images:rebuild", () => {
  test("a stored image with no copies (uploaded before 0316) is cleaned and given them; a second run does nothing", async () => {
    const name = "post-1600000000000.jpg";
    fs.mkdirSync(imageDir(), { recursive: true });
    fs.writeFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name), await gpsPhoto({ width: 1200, height: 800 }), { mode: 0o600 });
    // Stored an hour ago: the command leaves files of the last minutes to the upload storing them.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(storedFilePath(POST_IMAGE_DIRECTORY, name), anHourAgo, anHourAgo);
    const fresh = "post-1600000000001.png";
    fs.writeFileSync(storedFilePath(POST_IMAGE_DIRECTORY, fresh), PNG_BYTES, { mode: 0o600 });

    const env = { ...process.env, NODE_ENV: "test" };
    const first = spawnSync("node_modules/.bin/tsx", ["scripts/images-rebuild.ts"], { env, encoding: "utf8", timeout: 60_000 });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/1 cleaned and given copies, 0 given missing copies, \d+ already complete, 1 just uploaded \(left\), 0 not readable/);

    const stored = fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name));
    expect(await metadataIn(stored)).toEqual([]);
    expect((await sharp(stored).metadata()).width).toBe(800);
    const record = (await imageRecord(name))!;
    expect(record).toMatchObject({ width: 800, height: 1200 });
    expect(record.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(["avif 480", "avif 800", "jpeg 480", "webp 480", "webp 800"]);
    for (const variant of record.variants) {
      expect(await metadataIn(fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, variant.name))), variant.name).toEqual([]);
    }
    expect(await imageRecord(fresh)).toBeUndefined();

    // A copy lost since: only the copies are made again (the original is not encoded twice).
    const lost = record.variants.find((v) => v.format === "webp" && v.width === 480)!;
    fs.rmSync(storedFilePath(POST_IMAGE_DIRECTORY, lost.name));
    const originalBefore = fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name));
    const again = await rebuildPostImages({ minAgeMs: 60_000 });
    expect(again).toMatchObject({ cleaned: 0, rebuilt: 1, recent: 1, failed: 0 });
    expect(fs.existsSync(storedFilePath(POST_IMAGE_DIRECTORY, lost.name))).toBe(true);
    expect(fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name)).equals(originalBefore)).toBe(true);
    expect((await imageRecord(name))!.original_bytes).toBe(record.original_bytes);

    const third = await rebuildPostImages({ minAgeMs: 60_000 });
    expect(third).toMatchObject({ cleaned: 0, rebuilt: 0, failed: 0, recent: 1 });
    fs.rmSync(storedFilePath(POST_IMAGE_DIRECTORY, fresh));
  }, 60_000);
});

describe("alt text (decision 0349)", () => {
  test("an image without a description is refused next to the field; the values and the upload are kept", async () => {
    const outcome = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "No Alt Post", content: "Body kept" }, { name: "dot.png", bytes: PNG_BYTES }, cookie),
    );
    expect(outcome.status).toBe(400);
    const body = dataOf<{ result: FormResult; pendingImage: string | null }>(outcome);
    expect(firstFieldErrors(body.result.error).image_alt).toBe(ALT_REQUIRED_MESSAGE);
    expect(body.result.initialValue).toMatchObject({ title: "No Alt Post", content: "Body kept" });
    expect(body.pendingImage).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.png$/);
    expect(await postBySlug("no-alt-post")).toBeUndefined();

    // Spaces are no description either.
    const spaces = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "No Alt Post", image_alt: "   ", pending_image: body.pendingImage! }, null, cookie),
    );
    expect(firstFieldErrors(dataOf<{ result: FormResult }>(spaces).result.error).image_alt).toBe(ALT_REQUIRED_MESSAGE);
  });

  test("ticked “Decorative image”, it saves without one and every page shows it with alt=\"\"", async () => {
    const outcome = await run(
      r(postNew).action,
      multipartPost(
        "/admin/new",
        { title: "Decorative Image Post", image_decorative: "on", image_alt: "Ignored words", published: "on", featured: "on" },
        { name: "dot.png", bytes: PNG_BYTES },
        cookie,
      ),
    );
    expect(outcome.status).toBe(302);
    const row = (await postBySlug("decorative-image-post"))!;
    expect(row.image_decorative).toBe(1);
    for (const pathname of ["/blog/decorative-image-post", "/blog"]) {
      const imgs = elements(await page(pathname), "img").filter((img) => img.attribs.src === row.image);
      expect(imgs, pathname).toHaveLength(1);
      expect(imgs[0]!.attribs.alt, pathname).toBe("");
    }
    // The editor shows the box ticked when the post is opened again.
    const edit = await run(r(postEdit).loader, get(`/admin/edit/${row.id}`, cookie), { id: String(row.id) });
    expect(dataOf<{ values: { image_decorative: boolean } }>(edit).values.image_decorative).toBe(true);
  });

  test("without an image nothing is asked", async () => {
    const outcome = await run(r(postNew).action, multipartPost("/admin/new", { title: "No Image At All" }, null, cookie));
    expect(outcome.status).toBe(302);
  });
});

describe("the blog list", () => {
  test("only the first card's image is fetched at once; the others are lazy; seeded art stays a plain <img>", async () => {
    const html = await page("/blog");
    const cardImages = elements(html, "article").flatMap((article) => elements(article, "img"));
    expect(cardImages.length).toBeGreaterThan(2);
    expect(cardImages[0]!.attribs.fetchpriority).toBe("high");
    expect(cardImages[0]!.attribs.loading).toBeUndefined();
    for (const img of cardImages.slice(1)) {
      expect(img.attribs.loading, img.attribs.src).toBe("lazy");
      expect(img.attribs.fetchpriority, img.attribs.src).toBeUndefined();
      expect(img.attribs.width && img.attribs.height, img.attribs.src).toBeTruthy();
    }
    const seeded = cardImages.filter((img) => img.attribs.src?.startsWith("/images/"));
    expect(seeded.length).toBeGreaterThan(0);
    for (const img of seeded) expect(img.attribs.srcset, img.attribs.src).toBeUndefined();
  });
});
