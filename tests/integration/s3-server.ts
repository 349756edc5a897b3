/**
 * A real S3-compatible server for tests (s3rver from npm: it speaks the S3
 * REST API and keeps objects in a folder), on a free port with one bucket.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { ObjectStorageTarget } from "~/server/infra/config.server";

export async function startS3Server(bucket = "uploads") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const make = (port: number) => new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
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
