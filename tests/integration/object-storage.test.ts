/**
 * Uploads in S3-compatible object storage (decision 0502), through the real
 * start command: a job application's resume goes to the bucket, not to the
 * server's disk, and its signed link serves it back from there.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { createFileStore } from "~/server/infra/stored-files.server";
import { startS3Server } from "./s3-server";
import { startServer, tmpRoot, waitForListening, type ServerProcess } from "./server-process-helpers";
import { pdfBytes, SCREENING_ANSWERS } from "./submission-helpers";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: ServerProcess;
let port = 0;
const ADMIN = { email: "bucket-owner@example.com", password: "bucket-password-0123" };
const storageDir = path.join(tmpRoot, `object-storage-${process.pid}`);

function request(method: string, target: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target, headers: { Host: `localhost:${port}`, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  s3 = await startS3Server("agency-uploads");
  server = startServer({
    PORT: "0",
    SESSION_SECRET: "object-storage-secret-0123456789",
    RATE_LIMIT: "off",
    STORAGE_DIR: storageDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...s3.env("site"),
  });
  port = await waitForListening(server);
}, 60_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await s3?.close();
});

describe("uploads in object storage", () => {
  it("a resume is stored in the bucket, not on the server's disk, and its signed link serves it from there", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...SCREENING_ANSWERS, name: "Grace Hopper", email: "grace@example.com", position: "registered-nurse", message: "Hello", _js: "1" })) form.append(name, value);
    form.append("resume", new File([pdfBytes() as BlobPart], "Grace CV.pdf", { type: "application/pdf" }));
    const encoded = new Request("http://localhost/job", { method: "POST", body: form });
    const answer = await request("POST", "/job", { Origin: `http://localhost:${port}`, "Content-Type": encoded.headers.get("content-type")! }, Buffer.from(await encoded.arrayBuffer()));
    expect(answer.status).toBe(200);
    const outcomeJson = /<script[^>]*data-form-outcome[^>]*>([\s\S]*?)<\/script>/.exec(answer.body.toString("utf8"))?.[1];
    const outcome = JSON.parse(outcomeJson!) as { attachmentUrl: string; toast: { title: string } };
    expect(outcome.toast.title).toBe("Application received");
    const storedName = /^\/resumes\/([^?]+)\?/.exec(outcome.attachmentUrl)![1]!;

    const bucket = createFileStore(s3.target("site"), storageDir);
    expect((await bucket.list("uploads/resumes")).map((file) => file.name)).toEqual([storedName]);
    expect(new Uint8Array((await bucket.read("uploads/resumes", storedName))!)).toEqual(pdfBytes());
    // Nothing of it on the server's own disk (the staging file is gone too).
    const onDisk = fs.existsSync(storageDir) ? fs.readdirSync(storageDir, { recursive: true }).map(String) : [];
    expect(onDisk.filter((name) => name.includes("resume"))).toEqual([]);

    const download = await request("GET", outcome.attachmentUrl);
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="Grace CV.pdf"/);
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(new Uint8Array(download.body)).toEqual(pdfBytes());

    // A forged link gets nothing, from the bucket or anywhere.
    const forged = await request("GET", outcome.attachmentUrl.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`));
    expect(forged.status).toBe(403);
  });

  it("a post image goes to the bucket with its responsive copies, and the blog serves them from there", async () => {
    const origin = `http://localhost:${port}`;
    const login = await request("POST", "/admin/login", { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, Buffer.from(new URLSearchParams({ ...ADMIN, redirectTo: "/admin" }).toString()));
    expect([302, 303]).toContain(login.status);
    const cookie = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 110 } } }).jpeg().toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "Garden visits in spring", content: "We walk in the garden.", category: "Home Care", author: "Admin", published: "on", image_alt: "A garden path in spring" })) form.append(name, value);
    form.append("image", new File([photo as BlobPart], "garden.jpg", { type: "image/jpeg" }));
    const encoded = new Request("http://localhost/admin/new", { method: "POST", body: form });
    const saved = await request("POST", "/admin/new", { Origin: origin, Cookie: cookie, "Content-Type": encoded.headers.get("content-type")! }, Buffer.from(await encoded.arrayBuffer()));
    expect([302, 303]).toContain(saved.status);
    expect(saved.headers.location).toMatch(/\/admin$/);

    const bucket = createFileStore(s3.target("site"), storageDir);
    const stored = (await bucket.list("uploads/post-images")).map((file) => file.name);
    const original = stored.find((name) => /^post-[0-9a-f]{32}\.jpg$/.test(name))!;
    expect(original).toBeDefined();
    // The cleaned original and its copies (AVIF, WebP, JPEG at 480 and 960 px).
    expect(stored.filter((name) => name !== original).length).toBeGreaterThanOrEqual(5);
    const onDisk = fs.existsSync(storageDir) ? fs.readdirSync(storageDir, { recursive: true }).map(String) : [];
    expect(onDisk.filter((name) => name.includes("post-"))).toEqual([]);

    const article = await request("GET", "/blog/garden-visits-in-spring");
    expect(article.status).toBe(200);
    const sources = [...article.body.toString("utf8").matchAll(/\/media\/post-images\/([\w.-]+)/g)].map((match) => match[1]!);
    expect(sources).toContain(original);
    for (const name of new Set(sources)) {
      const image = await request("GET", `/media/post-images/${name}`);
      expect(image.status, name).toBe(200);
      expect(image.body.equals((await bucket.read("uploads/post-images", name))!), name).toBe(true);
      expect(image.headers["cache-control"]).toMatch(/^public, max-age=/);
    }
  });
});
