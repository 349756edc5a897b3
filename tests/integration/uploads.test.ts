import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { config } from "~/server/infra/config.server";
import { acceptedTypesMessage, detectFileKind } from "~/lib/file-kinds";
import { fileStore, storedFilePath } from "~/server/infra/stored-files.server";
import { storeFileBytes, type UploadPolicy } from "~/server/infra/upload-checks.server";
import { readMultipartForm } from "~/server/infra/multipart.server";
import { ORIGIN } from "./helpers";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const TEXT = new TextEncoder().encode("I am plain text pretending to be a PDF.\n");

let counter = 0;
function policy(overrides: Partial<UploadPolicy> = {}): UploadPolicy {
  const dir = `uploads/test-${process.pid}-${++counter}`;
  return {
    field: "resume",
    kinds: ["pdf", "doc", "docx"],
    maxBytes: 1024,
    directory: dir,
    fileName: (ext) => `resume-${counter}.${ext}`,
    ...overrides,
  };
}

function multipart(fields: Record<string, string>, files: { field: string; name: string; bytes: Uint8Array }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new File([file.bytes as BlobPart], file.name));
  return new Request(new URL("/job", ORIGIN), { method: "POST", body: form });
}

function rawMultipart(body: Uint8Array | string, boundary = "XyZ") {
  return new Request(new URL("/job", ORIGIN), {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: body as BodyInit,
  });
}

function filesIn(directory: string): string[] {
  const dir = path.join(config().storageDir, directory);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe("detectFileKind", () => {
  it("recognises each accepted kind by its magic bytes", () => {
    const ascii = (s: string) => new TextEncoder().encode(s);
    expect(detectFileKind(PDF)).toBe("pdf");
    expect(detectFileKind(DOC)).toBe("doc");
    expect(detectFileKind(DOCX)).toBe("docx");
    expect(detectFileKind(PNG)).toBe("png");
    expect(detectFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectFileKind(ascii("GIF89a...."))).toBe("gif");
    expect(detectFileKind(ascii("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
    expect(detectFileKind(ascii("\x00\x00\x00\x1cftypavif"))).toBe("avif");
    expect(detectFileKind(ascii("\x00\x00\x00\x1cftypavis"))).toBe("avif");
  });

  it("recognises nothing in text, short or empty input", () => {
    expect(detectFileKind(TEXT)).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(new TextEncoder().encode("%PD"))).toBeNull();
    expect(detectFileKind(new TextEncoder().encode("RIFF\x10\x00\x00\x00WAVE"))).toBeNull();
  });
});

describe("readMultipartForm", () => {
  it("stores a real PDF under STORAGE_DIR with the generated name and keeps the text fields", async () => {
    const p = policy();
    const result = await readMultipartForm(
      multipart({ name: "Ada", email: "ada@example.com" }, [{ field: "resume", name: "My CV.PDF", bytes: PDF }]),
      p,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields.get("name")).toBe("Ada");
    expect(result.file).toMatchObject({
      storedName: `resume-${counter}.pdf`,
      originalName: "My CV.PDF",
      kind: "pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });
    const file = storedFilePath(p.directory, result.file!.storedName);
    expect(file.startsWith(config().storageDir + path.sep)).toBe(true);
    expect(new Uint8Array(fs.readFileSync(file))).toEqual(PDF);
    // No temp file is left behind.
    expect(filesIn(p.directory)).toEqual([`resume-${counter}.pdf`]);
  });

  it("accepts .doc and .docx whose bytes agree", async () => {
    for (const [name, bytes] of [["a.doc", DOC], ["b.docx", DOCX]] as const) {
      const result = await readMultipartForm(multipart({}, [{ field: "resume", name, bytes }]), policy());
      expect(result.ok, name).toBe(true);
    }
  });

  it("refuses a text file renamed to .pdf, keeps the fields and deletes the file", async () => {
    const p = policy();
    const result = await readMultipartForm(
      multipart({ name: "Ada", message: "Hello" }, [{ field: "resume", name: "fake.pdf", bytes: TEXT }]),
      p,
    );
    expect(result).toMatchObject({ ok: false, fieldError: expect.stringContaining("not a real .pdf file") });
    if (result.ok || !result.fields) throw new Error("expected a field error");
    expect(result.fields.get("name")).toBe("Ada");
    expect(result.fields.get("message")).toBe("Hello");
    expect(filesIn(p.directory)).toEqual([]);
  });

  it("refuses a PDF renamed to .docx (extension and bytes must agree)", async () => {
    const result = await readMultipartForm(multipart({}, [{ field: "resume", name: "cv.docx", bytes: PDF }]), policy());
    expect(result).toMatchObject({ ok: false, fieldError: expect.stringContaining("not a real .docx file") });
  });

  it("refuses other extensions with the list of accepted types", async () => {
    for (const name of ["cv.exe", "cv.txt", "cv", ".pdf", "cv.pdf.exe"]) {
      const result = await readMultipartForm(multipart({}, [{ field: "resume", name, bytes: PDF }]), policy());
      expect(result, name).toMatchObject({ ok: false, fieldError: "Only .pdf, .doc and .docx files are accepted." });
    }
    expect(acceptedTypesMessage(["png", "jpeg"])).toBe("Only .png, .jpg and .jpeg files are accepted.");
  });

  it("refuses a file over the limit next to the field, keeping the values", async () => {
    const p = policy();
    const big = new Uint8Array(1500);
    big.set(PDF);
    const result = await readMultipartForm(
      multipart({ name: "Ada" }, [{ field: "resume", name: "big.pdf", bytes: big }]),
      p,
    );
    expect(result).toMatchObject({ ok: false, fieldError: "The file is larger than 1 KB." });
    if (result.ok || !result.fields) throw new Error("expected a field error");
    expect(result.fields.get("name")).toBe("Ada");
    expect(filesIn(p.directory)).toEqual([]);
  });

  it("says 5 MB for a 5 MB policy, and answers 413 for a body far over it", async () => {
    const p = policy({ maxBytes: 5 * 1024 * 1024 });
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(PDF);
    const result = await readMultipartForm(multipart({ name: "Ada" }, [{ field: "resume", name: "cv.pdf", bytes: over }]), p);
    expect(result).toMatchObject({ ok: false, fieldError: "The file is larger than 5 MB." });

    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PDF);
    const tooBig = await readMultipartForm(multipart({ name: "Ada" }, [{ field: "resume", name: "cv.pdf", bytes: huge }]), p);
    expect(tooBig).toMatchObject({ ok: false, fields: null, status: 413 });
    expect(filesIn(p.directory)).toEqual([]);
  });

  it("answers 413 from the declared Content-Length before reading the body", async () => {
    const request = new Request(new URL("/job", ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=XyZ", "Content-Length": String(50 * 1024 * 1024) },
      body: "--XyZ--\r\n",
    });
    expect(request.headers.get("Content-Length")).toBe(String(50 * 1024 * 1024));
    expect(await readMultipartForm(request, policy())).toMatchObject({ ok: false, status: 413 });
  });

  it("after refusing a body early it still reads and drops the rest (a reset would hide the 413 from the browser)", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ < 200) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(new URL("/job", ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=XyZ", "Content-Length": String(200 * chunk.length) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await readMultipartForm(request, policy())).toMatchObject({ ok: false, status: 413 });
    // The rest is read after the answer: every chunk, then the end (a pull that closes).
    await vi.waitFor(() => expect(pulled).toBe(201), { timeout: 10_000 });
  });

  it("answers 413 when the text fields together exceed 64 KB", async () => {
    const result = await readMultipartForm(multipart({ message: "x".repeat(70 * 1024) }), policy());
    expect(result).toMatchObject({ ok: false, fields: null, status: 413 });
  });

  it("treats an empty file input (no file chosen) as no file", async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n' +
      '--XyZ\r\nContent-Disposition: form-data; name="resume"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n' +
      "--XyZ--\r\n";
    const result = await readMultipartForm(rawMultipart(body), policy());
    expect(result).toMatchObject({ ok: true, file: null });
    if (result.ok) expect(result.fields.get("name")).toBe("Ada");
  });

  it("reads an urlencoded form as text fields only", async () => {
    const request = new Request(new URL("/job", ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Ada&email=ada%40example.com",
    });
    const result = await readMultipartForm(request, policy());
    expect(result).toMatchObject({ ok: true, file: null });
    if (result.ok) expect(result.fields.get("email")).toBe("ada@example.com");
  });

  it("answers 400 for broken multipart, a missing boundary, non-UTF-8 text, two files or a JSON body", async () => {
    const p = policy();
    const broken = [
      rawMultipart("this is not multipart at all"),
      rawMultipart('--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda'), // never finished
      new Request(new URL("/job", ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data" },
        body: "--x--",
      }),
      rawMultipart(
        new Uint8Array([
          ...new TextEncoder().encode('--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
          0xff, 0xfe, 0xc3,
          ...new TextEncoder().encode("\r\n--XyZ--\r\n"),
        ]),
      ),
      multipart({}, [
        { field: "resume", name: "a.pdf", bytes: PDF },
        { field: "resume", name: "b.pdf", bytes: PDF },
      ]),
      new Request(new URL("/job", ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }),
    ];
    for (const [index, request] of broken.entries()) {
      const result = await readMultipartForm(request, p);
      expect(result, `case ${index}`).toMatchObject({ ok: false, fields: null, status: 400 });
    }
    // The first file of the two-file request was not kept.
    expect(filesIn(p.directory)).toEqual([]);
  });

  it("ignores files sent in another field", async () => {
    const result = await readMultipartForm(multipart({}, [{ field: "other", name: "a.pdf", bytes: PDF }]), policy());
    expect(result).toMatchObject({ ok: true, file: null });
  });

  it("never overwrites: a taken name gets a suffix", async () => {
    const p = policy({ fileName: (ext) => `same.${ext}` });
    const first = await storeFileBytes(PDF, "a.pdf", p);
    const second = await storeFileBytes(new TextEncoder().encode("%PDF-1.7 second"), "b.pdf", p);
    const third = await storeFileBytes(PDF, "c.pdf", p);
    expect(first).toMatchObject({ ok: true, file: { storedName: "same.pdf" } });
    expect(second).toMatchObject({ ok: true, file: { storedName: "same-1.pdf" } });
    expect(third).toMatchObject({ ok: true, file: { storedName: "same-2.pdf" } });
    expect(new Uint8Array(fs.readFileSync(storedFilePath(p.directory, "same.pdf")))).toEqual(PDF);
  });

  it("keeps only the base of a path-like original name and never uses it on disk", async () => {
    const p = policy();
    const result = await readMultipartForm(
      multipart({}, [{ field: "resume", name: "../../../etc/evil.pdf", bytes: PDF }]),
      p,
    );
    expect(result).toMatchObject({ ok: true, file: { originalName: "evil.pdf", storedName: `resume-${counter}.pdf` } });
    const escaping = await storeFileBytes(PDF, "x.pdf", policy({ fileName: () => "../../escape.pdf" }));
    expect(escaping).toMatchObject({ ok: true, file: { storedName: "escape.pdf" } });
  });
});

describe("storeFileBytes", () => {
  it("stores images by magic bytes and refuses mismatches and empty files", async () => {
    const images = policy({ kinds: ["png", "jpeg", "webp", "gif", "avif"], directory: "uploads/test-images" });
    expect(await storeFileBytes(PNG, "photo.png", images)).toMatchObject({ ok: true, file: { contentType: "image/png" } });
    expect(await storeFileBytes(PNG, "photo.jpg", images)).toMatchObject({ ok: false });
    expect(await storeFileBytes(new Uint8Array(), "photo.png", images)).toMatchObject({ ok: false, error: "The file is empty." });
    expect(await storeFileBytes(new Uint8Array(2048), "photo.png", images)).toMatchObject({
      ok: false,
      error: "The file is larger than 1 KB.",
    });
  });
});

describe("storedFilePath and fileStore().remove", () => {
  it("refuses traversal and odd names", () => {
    for (const name of ["", ".", "..", "../x.pdf", "a/b.pdf", "a\\b.pdf", "/etc/passwd", "x\0.pdf", "..\\..\\x"]) {
      expect(() => storedFilePath("uploads/resumes", name), JSON.stringify(name)).toThrow();
    }
    expect(() => storedFilePath("../outside", "a.pdf")).toThrow();
    expect(() => storedFilePath("/etc", "passwd")).toThrow();
    expect(storedFilePath("uploads/resumes", "a.pdf")).toBe(path.join(config().storageDir, "uploads/resumes/a.pdf"));
  });

  it("deletes a stored file and ignores one already gone", async () => {
    const p = policy();
    const stored = await storeFileBytes(PDF, "a.pdf", p);
    if (!stored.ok) throw new Error(stored.error);
    await fileStore().remove(p.directory, stored.file.storedName);
    expect(fs.existsSync(storedFilePath(p.directory, stored.file.storedName))).toBe(false);
    await expect(fileStore().remove(p.directory, stored.file.storedName)).resolves.toBeUndefined();
    await expect(fileStore().remove(p.directory, "../../app.db")).rejects.toThrow();
  });
});
