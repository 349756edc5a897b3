/**
 * Stored files (resumes, post images and their copies): the one place that
 * knows where they live (decision 0502): under STORAGE_DIR on this machine's
 * disk (the default), or in an S3-compatible bucket when
 * STORAGE_URL=s3://bucket/prefix, so several instances see the same files.
 * The rest of the product names a file by its folder ("uploads/resumes") and
 * its name, and reads, writes, lists and deletes it through `fileStore()`:
 * `fileStore().remove(folder, name)` is the one way to delete a stored file.
 *
 * Nothing here is public: routes decide who may read a file, and the bucket
 * is never linked to (resumes go through signed links and the admin, images
 * through /media/post-images/...). A private file leaves as `privateDownload`.
 *
 * An upload is first written to a staging file on the local disk while it
 * streams in and is checked (upload-checks.server.ts: size cap, kind); only a
 * complete, accepted file is published under its name, and a published file
 * is never replaced by an upload.
 */
import { AwsClient } from "aws4fetch";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { attachmentDisposition } from "~/lib/download-filename";
import { config, type ObjectStorageTarget } from "~/server/infra/config.server";

export interface StoredObjectInfo {
  name: string;
  size: number;
  modified: Date;
}

/**
 * An upload being written: `file` is a local path to write to; `publish`
 * gives it its name (`name` is final once it has run: in a bucket another
 * instance may have taken the first one meanwhile), `discard` drops it.
 */
export interface StagedUpload {
  name: string;
  file: string;
  handle: fs.promises.FileHandle;
  publish(): Promise<void>;
  discard(): Promise<void>;
}

export interface FileStore {
  /** Claims a free name (the preferred one, then "-1"… then a random suffix) and a staging file for it. */
  stage(directory: string, preferredName: string): Promise<StagedUpload>;
  /** Writes bytes under a name, whole or not at all, replacing what was there (an image made again). */
  write(directory: string, name: string, data: Uint8Array): Promise<void>;
  read(directory: string, name: string): Promise<Buffer | null>;
  info(directory: string, name: string): Promise<StoredObjectInfo | null>;
  /** The file as a stream, with its size; null when there is none. */
  open(directory: string, name: string): Promise<{ body: ReadableStream<Uint8Array>; info: StoredObjectInfo } | null>;
  /** Deletes the file (and nothing else: a post image's copies are files of their own); a missing file is no error. */
  remove(directory: string, name: string): Promise<void>;
  list(directory: string): Promise<StoredObjectInfo[]>;
  /** Staging files an upload cut short left (a crash or kill -9), older than `olderThanMs`: removed. */
  removeUnfinished(olderThanMs: number, now: number): Promise<number>;
}

/** Collisions tried with a counter ("name-1.pdf" ...) before a random suffix. */
const NUMBERED_SUFFIXES = 9;
/** A file being written is "<its name>.part" until it is complete. */
const PART = ".part";

function nameCandidates(preferred: string): string[] {
  const base = path.basename(preferred).replace(/[^\w.-]/g, "-") || "file";
  const dot = base.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
  return [base, ...Array.from({ length: NUMBERED_SUFFIXES }, (_, i) => `${stem}-${i + 1}${ext}`), `${stem}-${randomBytes(6).toString("hex")}${ext}`];
}

/**
 * A stored file's name: a plain base name only (no separators, no "..", no
 * NUL), so a name from a URL can never reach outside its folder.
 */
function assertPlainName(name: string): void {
  if (!name || name === "." || name === ".." || /[/\\\0]/.test(name) || name !== path.basename(name)) {
    throw new Error("Invalid stored file name");
  }
}

/** A folder of a policy, made safe: a relative path inside the storage root. */
function safeDirectory(root: string, directory: string): string {
  const dir = path.resolve(root, directory);
  if (dir !== root && !dir.startsWith(root + path.sep)) throw new Error(`Upload directory "${directory}" is outside the storage folder`);
  return dir;
}

/** Files on this machine's disk under STORAGE_DIR, readable by the server's user only (0600). */
class DiskStore implements FileStore {
  constructor(private readonly root: string) {}

  path(directory: string, name: string): string {
    assertPlainName(name);
    const dir = safeDirectory(this.root, directory);
    const full = path.resolve(dir, name);
    if (path.dirname(full) !== dir) throw new Error("Invalid stored file name");
    return full;
  }

  /**
   * "<name>.part" is created with O_EXCL ("wx"), so only one upload can hold a
   * name at a time, and the name is given up if the finished file exists.
   */
  async stage(directory: string, preferredName: string): Promise<StagedUpload> {
    const dir = safeDirectory(this.root, directory);
    await fs.promises.mkdir(dir, { recursive: true });
    for (const name of nameCandidates(preferredName)) {
      const file = path.join(dir, name + PART);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, "wx", 0o600);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
        throw error;
      }
      const final = path.join(dir, name);
      if (fs.existsSync(final)) {
        await handle.close();
        await fs.promises.rm(file, { force: true });
        continue;
      }
      return {
        name,
        file,
        handle,
        // Complete: it takes its name (which no other upload can hold while the .part exists).
        publish: () => fs.promises.rename(file, final),
        discard: async () => {
          await handle.close().catch(() => {});
          await fs.promises.rm(file, { force: true });
        },
      };
    }
    throw new Error(`No free file name for ${preferredName}`);
  }

  async write(directory: string, name: string, data: Uint8Array): Promise<void> {
    const file = this.path(directory, name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file + PART, data, { mode: 0o600 });
    await fs.promises.rename(file + PART, file);
  }

  async read(directory: string, name: string): Promise<Buffer | null> {
    return fs.promises.readFile(this.path(directory, name)).catch(() => null);
  }

  async info(directory: string, name: string): Promise<StoredObjectInfo | null> {
    const stat = await fs.promises.stat(this.path(directory, name)).catch(() => null);
    return stat?.isFile() ? { name, size: stat.size, modified: stat.mtime } : null;
  }

  async open(directory: string, name: string) {
    const info = await this.info(directory, name);
    if (!info) return null;
    const body = Readable.toWeb(fs.createReadStream(this.path(directory, name))) as unknown as ReadableStream<Uint8Array>;
    return { body, info };
  }

  async remove(directory: string, name: string): Promise<void> {
    await fs.promises.rm(this.path(directory, name), { force: true });
  }

  async list(directory: string): Promise<StoredObjectInfo[]> {
    const dir = safeDirectory(this.root, directory);
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    const files: StoredObjectInfo[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith(PART)) continue;
      const info = await this.info(directory, entry.name);
      if (info) files.push(info);
    }
    return files;
  }

  async removeUnfinished(olderThanMs: number, now: number): Promise<number> {
    return removeOldPartFiles(path.join(this.root, "uploads"), olderThanMs, now);
  }
}

async function removeOldPartFiles(root: string, olderThanMs: number, now: number): Promise<number> {
  let removed = 0;
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(PART)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs >= olderThanMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * An S3-compatible bucket, signed with AWS Signature V4 (aws4fetch). Uploads
 * are staged under STORAGE_DIR/staging and sent with their length, as a
 * stream. Objects are private: nothing sets a public ACL.
 */
class BucketStore implements FileStore {
  /** GET, HEAD, DELETE and list, retried on a throttle or a 5xx. */
  private readonly client: AwsClient;
  /** A streamed upload is sent once: its body cannot be sent again. */
  private readonly uploadClient: AwsClient;
  private readonly stagingDir: string;
  /** The region requests are signed for: AWS itself has no "auto". */
  private readonly region: string;
  /** Names this process is uploading: two uploads here never claim the same one. */
  private readonly reserved = new Set<string>();

  constructor(
    private readonly target: ObjectStorageTarget,
    storageDir: string,
  ) {
    this.region = !target.endpoint && target.region === "auto" ? "us-east-1" : target.region;
    const credentials = { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey, service: "s3", region: this.region };
    this.client = new AwsClient({ ...credentials, retries: 2 });
    this.uploadClient = new AwsClient({ ...credentials, retries: 0 });
    this.stagingDir = path.join(storageDir, "staging");
  }

  private key(directory: string, name: string): string {
    assertPlainName(name);
    const folder = directory.split("/").filter((part) => part && part !== "." && part !== "..").join("/");
    return [this.target.prefix, folder, name].filter(Boolean).join("/");
  }

  private url(key: string, query = ""): string {
    const encoded = key.split("/").map(encodeURIComponent).join("/");
    const base = this.target.endpoint
      ? `${this.target.endpoint}/${this.target.bucket}`
      : `https://${this.target.bucket}.s3.${this.region}.amazonaws.com`;
    return `${base}/${encoded}${query}`;
  }

  /**
   * One request; any answer but success, or 404 where `missingIsNull`, is an
   * error naming the status and S3's error code only (its message can quote
   * the access key id).
   */
  private async request(key: string, init: RequestInit & { duplex?: "half" } = {}, query = "", client = this.client): Promise<Response> {
    const response = await client.fetch(this.url(key, query), init);
    if (response.ok || response.status === 404 || response.status === 412) return response;
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(await response.text().catch(() => ""))?.[1] ?? "";
    throw new Error(`object storage answered ${response.status}${code ? ` ${code}` : ""} to ${init.method ?? "GET"} ${key}`);
  }

  async stage(directory: string, preferredName: string): Promise<StagedUpload> {
    await fs.promises.mkdir(this.stagingDir, { recursive: true });
    const candidates = nameCandidates(preferredName);
    const free = async (name: string) => !this.reserved.has(this.key(directory, name)) && !(await this.info(directory, name));
    const claim = async (from: number) => {
      for (let i = from; i < candidates.length; i++) {
        const key = this.key(directory, candidates[i]!);
        if (!(await free(candidates[i]!))) continue;
        if (this.reserved.has(key)) continue;
        this.reserved.add(key);
        return i;
      }
      throw new Error(`No free file name for ${preferredName}`);
    };
    let index = await claim(0);
    const file = path.join(this.stagingDir, `${randomBytes(8).toString("hex")}${PART}`);
    const handle = await fs.promises.open(file, "wx", 0o600);
    const release = () => this.reserved.delete(this.key(directory, candidates[index]!));
    const discard = async () => {
      release();
      await handle.close().catch(() => {});
      await fs.promises.rm(file, { force: true });
    };
    const staged: StagedUpload = {
      name: candidates[index]!,
      file,
      handle,
      publish: async () => {
        try {
          const { size } = await fs.promises.stat(file);
          // If-None-Match: another instance may have taken the name since; then the next free one.
          while (!(await this.putNew(this.key(directory, candidates[index]!), file, size))) {
            release();
            index = await claim(index + 1);
            staged.name = candidates[index]!;
          }
        } finally {
          await discard();
        }
      },
      discard,
    };
    return staged;
  }

  /** Streams a staged file to a new object; false when the name exists already (412). */
  private async putNew(key: string, file: string, size: number): Promise<boolean> {
    const response = await this.request(
      key,
      {
        method: "PUT",
        body: Readable.toWeb(fs.createReadStream(file)) as unknown as BodyInit,
        duplex: "half",
        // The body streams, so its hash is not known before it is sent; TLS protects it in transit.
        headers: { "content-length": String(size), "x-amz-content-sha256": "UNSIGNED-PAYLOAD", "if-none-match": "*" },
      },
      "",
      this.uploadClient,
    );
    await response.body?.cancel();
    if (response.status === 412) return false;
    if (!response.ok) throw new Error(`object storage refused to store ${key}: ${response.status}`);
    return true;
  }

  async write(directory: string, name: string, data: Uint8Array): Promise<void> {
    const response = await this.request(this.key(directory, name), { method: "PUT", body: data as BodyInit });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`object storage refused to store ${name}: ${response.status}`);
  }

  async read(directory: string, name: string): Promise<Buffer | null> {
    const response = await this.request(this.key(directory, name));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    return Buffer.from(await response.arrayBuffer());
  }

  async info(directory: string, name: string): Promise<StoredObjectInfo | null> {
    const response = await this.request(this.key(directory, name), { method: "HEAD" });
    if (response.status === 404) return null;
    return { name, size: Number(response.headers.get("content-length") ?? 0), modified: new Date(response.headers.get("last-modified") ?? 0) };
  }

  async open(directory: string, name: string) {
    const response = await this.request(this.key(directory, name));
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const info = { name, size: Number(response.headers.get("content-length") ?? 0), modified: new Date(response.headers.get("last-modified") ?? 0) };
    return { body: response.body, info };
  }

  async remove(directory: string, name: string): Promise<void> {
    const response = await this.request(this.key(directory, name), { method: "DELETE" });
    await response.body?.cancel();
  }

  async list(directory: string): Promise<StoredObjectInfo[]> {
    const prefix = `${this.key(directory, "x").slice(0, -1)}`;
    const files: StoredObjectInfo[] = [];
    let token: string | undefined;
    do {
      const query = `?list-type=2&prefix=${encodeURIComponent(prefix)}${token ? `&continuation-token=${encodeURIComponent(token)}` : ""}`;
      const response = await this.request("", {}, query);
      const xml = await response.text();
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([\s\S]*?)<\/Key>/.exec(entry!)?.[1] ?? "";
        const name = decodeXml(key).slice(prefix.length);
        if (!name || name.includes("/")) continue;
        files.push({
          name,
          size: Number(/<Size>(\d+)<\/Size>/.exec(entry!)?.[1] ?? 0),
          modified: new Date(/<LastModified>([^<]+)<\/LastModified>/.exec(entry!)?.[1] ?? 0),
        });
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? decodeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") : undefined;
    } while (token);
    return files;
  }

  async removeUnfinished(olderThanMs: number, now: number): Promise<number> {
    return removeOldPartFiles(this.stagingDir, olderThanMs, now);
  }
}

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[entity]!);
}

/** A store for these settings: the bucket when one is named, this disk under `storageDir` otherwise. */
export function createFileStore(objectStorage: ObjectStorageTarget | undefined, storageDir: string): FileStore {
  return objectStorage ? new BucketStore(objectStorage, storageDir) : new DiskStore(storageDir);
}

let store: { store: FileStore; key: string } | undefined;

/** The process's file store, as the configuration names it. */
export function fileStore(): FileStore {
  const { objectStorage, storageDir } = config();
  const key = objectStorage ? `s3:${objectStorage.endpoint}/${objectStorage.bucket}/${objectStorage.prefix}` : `disk:${storageDir}`;
  if (store?.key !== key) store = { key, store: createFileStore(objectStorage, storageDir) };
  return store.store;
}

/**
 * The disk path of a stored file, when files are on this machine's disk
 * (tests and scripts look at them there). Refuses anything but a plain base
 * name, and a store that is a bucket.
 */
export function storedFilePath(directory: string, name: string): string {
  const current = fileStore();
  if (!(current instanceof DiskStore)) throw new Error("Stored files are in object storage, not on this disk");
  return current.path(directory, name);
}

/**
 * A stored private file (a resume) as a download: saved under its name,
 * never cached or shown inline, and sandboxed by its own Content-Security-
 * Policy, so a file that pretends to be a page can run nothing on our origin.
 */
export function privateDownload(
  file: { body: ReadableStream<Uint8Array>; size: number; contentType: string; downloadName: string },
  method = "GET",
): Response {
  // HEAD: the headers only, and the file (or the bucket's answer) let go at once.
  if (method === "HEAD") void file.body.cancel();
  return new Response(method === "HEAD" ? null : file.body, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.downloadName),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
    },
  });
}
