/**
 * The file store's contract (decision 0502), the same on this machine's disk
 * and in an S3-compatible bucket (a real s3rver, not a mock of the client).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStore, type FileStore } from "~/server/infra/stored-files.server";
import { startS3Server } from "./s3-server";

let s3: Awaited<ReturnType<typeof startS3Server>>;
const roots: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function storageDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stored-files-"));
  roots.push(root);
  return root;
}

const stores: [string, () => FileStore][] = [
  ["on this disk", () => createFileStore(undefined, storageDir())],
  ["in an S3-compatible bucket", () => createFileStore(s3.target(`test-${Math.random().toString(36).slice(2)}`), storageDir())],
];

async function upload(store: FileStore, directory: string, name: string, bytes: Uint8Array): Promise<string> {
  const staged = await store.stage(directory, name);
  await staged.handle.writeFile(bytes);
  await staged.handle.close();
  await staged.publish();
  return staged.name;
}

describe.each(stores)("the file store %s", (_label, make) => {
  it("publishes a staged upload under a free name, never replacing a file, and reads it back whole", async () => {
    const store = make();
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10]);
    expect(await upload(store, "uploads/resumes", "cv.pdf", bytes)).toBe("cv.pdf");
    expect(await upload(store, "uploads/resumes", "cv.pdf", new Uint8Array([1]))).toBe("cv-1.pdf");
    expect(new Uint8Array((await store.read("uploads/resumes", "cv.pdf"))!)).toEqual(bytes);
    const opened = await store.open("uploads/resumes", "cv.pdf");
    expect(opened!.info).toMatchObject({ name: "cv.pdf", size: 7 });
    expect(new Uint8Array(await new Response(opened!.body).arrayBuffer())).toEqual(bytes);
    expect((await store.list("uploads/resumes")).map((file) => [file.name, file.size]).sort()).toEqual([
      ["cv-1.pdf", 1],
      ["cv.pdf", 7],
    ]);
    // Another folder is another list.
    expect(await store.list("uploads/post-images")).toEqual([]);
  });

  it("gives uploads of the same name at the same moment names of their own", async () => {
    const store = make();
    const names = await Promise.all([1, 2, 3].map((n) => upload(store, "uploads/post-images", "post-1.jpg", new Uint8Array([n]))));
    expect(new Set(names).size).toBe(3);
    for (const [i, name] of names.entries()) expect(new Uint8Array((await store.read("uploads/post-images", name))!)).toEqual(new Uint8Array([i + 1]));
  });

  it("writes over a file it makes again, removes, and answers null for what is not there", async () => {
    const store = make();
    await store.write("uploads/post-images", "post-1.jpg", new Uint8Array([1, 2, 3]));
    await store.write("uploads/post-images", "post-1.jpg", new Uint8Array([4, 5]));
    expect(new Uint8Array((await store.read("uploads/post-images", "post-1.jpg"))!)).toEqual(new Uint8Array([4, 5]));
    expect(await store.info("uploads/post-images", "post-1.jpg")).toMatchObject({ size: 2 });
    await store.remove("uploads/post-images", "post-1.jpg");
    await store.remove("uploads/post-images", "post-1.jpg");
    expect(await store.read("uploads/post-images", "post-1.jpg")).toBeNull();
    expect(await store.open("uploads/post-images", "post-1.jpg")).toBeNull();
    expect(await store.info("uploads/post-images", "post-1.jpg")).toBeNull();
  });

  it("refuses a name that is not a plain file name", async () => {
    const store = make();
    for (const name of ["../app.db", "a/b.pdf", "", "..", "x\0.pdf"]) {
      await expect(store.read("uploads/resumes", name)).rejects.toThrow(/Invalid stored file name/);
      await expect(store.remove("uploads/resumes", name)).rejects.toThrow(/Invalid stored file name/);
    }
  });

  it("leaves nothing of a discarded upload, and clears what a crash left staged", async () => {
    const store = make();
    const discarded = await store.stage("uploads/resumes", "gone.pdf");
    await discarded.handle.writeFile(new Uint8Array([1]));
    await discarded.discard();
    expect(await store.list("uploads/resumes")).toEqual([]);
    // A crash mid-upload: the staging file stays until the next start clears it.
    const cut = await store.stage("uploads/resumes", "cut.pdf");
    await cut.handle.close();
    expect(fs.existsSync(cut.file)).toBe(true);
    expect(await store.removeUnfinished(60_000, Date.now())).toBe(0);
    expect(await store.removeUnfinished(0, Date.now() + 1)).toBe(1);
    expect(fs.existsSync(cut.file)).toBe(false);
    expect(await store.list("uploads/resumes")).toEqual([]);
  });
});
