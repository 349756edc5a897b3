/**
 * A real S3-compatible server for tests (s3rver from npm: it speaks the S3
 * REST API and keeps objects in a folder), on a free port with one bucket.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { ObjectStorageTarget } from "~/server/infra/config.server";

type Listing = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
type ListOptions = { delimiter?: string; startAfter?: string; prefix?: string; maxKeys?: number };

/**
 * s3rver's folder store skips folders below a common prefix before it has
 * seen an object in them, so `db/generations/` with delimiter `/` lists
 * nothing (Litestream's replica listing). List everything under the prefix
 * and fold the common prefixes here instead.
 */
function listingWithDeepPrefixes(server: S3rver) {
  const store = (server as unknown as { store: { listObjects(bucket: string, options: ListOptions): Promise<Listing> } }).store;
  const list = store.listObjects.bind(store);
  store.listObjects = async (bucket, { delimiter = "", maxKeys = Infinity, ...options }) => {
    if (!delimiter) return list(bucket, { ...options, maxKeys });
    const prefix = options.prefix ?? "";
    const all = await list(bucket, { ...options, maxKeys: Infinity });
    const commonPrefixes = new Set<string>();
    const objects = all.objects.filter(({ key }) => {
      const at = key.indexOf(delimiter, prefix.length);
      if (at !== -1) commonPrefixes.add(key.slice(0, at + delimiter.length));
      return at === -1;
    });
    return { objects: objects.slice(0, maxKeys), commonPrefixes: [...commonPrefixes].sort(), isTruncated: objects.length > maxKeys };
  };
  return server;
}

export async function startS3Server(bucket = "uploads") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const make = (port: number) =>
    listingWithDeepPrefixes(new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] }));
  let server = make(0);
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const target = (prefix = ""): ObjectStorageTarget => ({
    bucket,
    prefix,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  /** The environment a server process needs to keep its uploads in this bucket. */
  const env = (prefix = "site") => ({
    STORAGE_URL: `s3://${bucket}/${prefix}`,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  });
  return {
    endpoint,
    directory,
    target,
    env,
    /** Unreachable (connections refused) until `resume()`, keeping what it holds. */
    pause: () => server.close(),
    /** Back on the same port, with what it held. */
    resume: async () => {
      server = make(port);
      await server.run();
    },
    close: async () => {
      // Paused: nothing left to close.
      await server.close().catch(() => {});
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
