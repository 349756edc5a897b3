/**
 * POST /api/send-email (spec 7): the JSON endpoint's answers, 200, 400, 405,
 * 413 and 429, both attachment variants, and a long list of bad inputs
 * (invalid JSON, non-UTF-8, wrong types, huge fields, emoji, HTML).
 */
import fs from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "~/routes/resources/send-email";
import * as resumeRoute from "~/routes/resources/resume-link";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { RESUME_DIRECTORY } from "~/server/domain/resume-links.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { clearTables, getRequest, ORIGIN } from "./helpers";
import { badInputCounter, call, freshIp, jsonPost, pdfBytes, type Answer } from "./submission-helpers";

const bad = badInputCounter("/api/send-email");
afterAll(() => bad.report());

beforeEach(async () => {
  await clearTables();
  await seedJobPostings();
});

async function send(body: unknown, options: { headers?: Record<string, string>; clientIp?: string } = {}) {
  const answer = await call(api.action, jsonPost("/api/send-email", body, options.headers), { clientIp: options.clientIp });
  if (answer.kind !== "response") throw new Error("the API answers Responses");
  return { status: answer.status, json: (await answer.response.json()) as Record<string, unknown>, headers: answer.response.headers };
}

const contact = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Can you help my father?", type: "contact" };
const job = { name: "Grace", email: "grace@example.com", subject: "Registered Nurse", message: "Cover letter", type: "jobs" };
const pdfBase64 = Buffer.from(pdfBytes()).toString("base64");

describe("POST /api/send-email", () => {
  it("stores a contact message: 200 { ok: true }", async () => {
    const { status, json, headers } = await send(contact);
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true });
    expect(headers.get("Content-Type")).toMatch(/application\/json/);
    const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "contact", name: "Ada", subject: "Hello", message: "Can you help my father?" });
  });

  it("stores a job application without a resume: 200 { ok: true }, no attachmentUrl", async () => {
    const { status, json } = await send({ ...job, subject: "" });
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true });
  });

  it("base64Attachment (plain and data: URL) is stored; attachmentUrl is a signed absolute link that works", async () => {
    for (const base64Attachment of [pdfBase64, `data:application/pdf;base64,${pdfBase64}`]) {
      const { status, json } = await send({ ...job, base64Attachment });
      expect(status).toBe(200);
      expect(json.ok).toBe(true);
      const url = new URL(String(json.attachmentUrl));
      expect(url.origin).toBe(config().siteUrl);
      expect(url.pathname).toMatch(/^\/resumes\/resume-\d+-[0-9a-f]{8}\.pdf$/);
      const file = decodeURIComponent(url.pathname.split("/").pop()!);
      const download = await call(resumeRoute.loader, getRequest(url.pathname + url.search), { params: { file } });
      expect(download.status).toBe(200);
      expect(new Uint8Array(await (download as Extract<Answer, { kind: "response" }>).response.arrayBuffer())).toEqual(pdfBytes());
    }
    const rows = await db().selectFrom("submissions").selectAll().execute();
    expect(rows.map((r) => [r.subject, r.attachment_name, r.attachment_type])).toEqual([
      ["Registered Nurse", "resume.pdf", "application/pdf"],
      ["Registered Nurse", "resume.pdf", "application/pdf"],
    ]);
  });

  it("the variant with filename, base64 content and contentType (flat or nested) is stored under a generated name", async () => {
    const docx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]).toString("base64");
    const flat = await send({ ...job, filename: "My Resume.docx", content: docx, contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" });
    expect(flat.status).toBe(200);
    expect(String(flat.json.attachmentUrl)).toMatch(/\/resumes\/resume-\d+-[0-9a-f]{8}\.docx\?/);
    const nested = await send({ ...job, attachment: { filename: "cv.pdf", content: pdfBase64, contentType: "application/pdf" } });
    expect(nested.status).toBe(200);
    const names = (await db().selectFrom("submissions").select("attachment_name").orderBy("id").execute()).map((r) => r.attachment_name);
    expect(names).toEqual(["My Resume.docx", "cv.pdf"]);
  });

  it("stores emoji and HTML as sent", async () => {
    const message = "<img src=x onerror=alert(1)> 🎉 Привет";
    const { status } = await send({ ...contact, name: "<b>Zoë</b> 😀", message });
    expect(status).toBe(200);
    const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect([row.name, row.message]).toEqual(["<b>Zoë</b> 😀", message]);
  });

  it("a filled honeypot: 200 and nothing stored", async () => {
    expect((await send({ ...contact, website: "spam" })).status).toBe(200);
    expect((await send({ ...job, website: "spam", base64Attachment: pdfBase64 })).status).toBe(200);
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
  });

  it("400 for invalid input, with { ok: false, error, message } naming the problem", async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...contact, name: "" }, /^Name, email and message are required$/],
      [{ ...contact, message: "   " }, /^Name, email and message are required$/],
      [{ ...contact, email: undefined }, /^Name, email and message are required$/],
      [{ ...job, name: "" }, /^Name and email are required$/],
      [{ ...job, email: "" }, /^Name and email are required$/],
      [{ ...contact, email: "nope" }, /valid email address/],
      [{ ...contact, type: "other" }, /type must be 'contact' or 'jobs'/],
      [{ ...contact, type: undefined }, /type must be 'contact' or 'jobs'/],
      [{ ...contact, type: 1 }, /type must be/],
      [{ ...contact, name: 123 }, /Name must be text/],
      [{ ...contact, name: ["a"] }, /Name must be text/],
      [{ ...contact, name: { first: "a" } }, /Name must be text/],
      [{ ...contact, message: true }, /Message must be text/],
      [{ ...contact, email: null }, /Name, email and message are required/],
      [{ ...contact, subject: 42 }, /Subject must be text/],
      [{ ...contact, name: "n".repeat(10_000) }, /under 120 characters/],
      [{ ...contact, message: "m".repeat(100_000) }, /under 5,000 characters/],
      [{ ...contact, subject: "s".repeat(1_000) }, /under 200 characters/],
      [{ ...job, subject: "Astronaut" }, /one of the listed positions/],
      [{ ...job, subject: 7 }, /Position must be text/],
      [{ ...contact, base64Attachment: pdfBase64 }, /only accepted with job applications/],
      [{ ...job, base64Attachment: 12 }, /base64Attachment must be text/],
      [{ ...job, base64Attachment: "not base64 at all!!" }, /not valid base64/],
      [{ ...job, base64Attachment: Buffer.from("plain text").toString("base64") }, /Only \.pdf, \.doc and \.docx/],
      [{ ...job, filename: "cv.pdf", content: Buffer.from("plain text").toString("base64") }, /not a real \.pdf file/],
      [{ ...job, filename: "cv.exe", content: pdfBase64 }, /Only \.pdf, \.doc and \.docx/],
      [{ ...job, filename: "../../etc/passwd", content: pdfBase64 }, /Only \.pdf, \.doc and \.docx/],
      [{ ...job, base64Attachment: `data:text/plain;base64,${Buffer.from("hi").toString("base64")}` }, /Only \.pdf/],
      [{ ...job, attachment: "cv.pdf" }, /./],
      [{ ...job, attachment: { filename: 3, content: pdfBase64 } }, /attachment.filename must be text/],
    ];
    for (const [body, pattern] of cases) {
      const { status, json } = await send(body);
      bad.expect4xx(status, `api ${JSON.stringify(body).slice(0, 80)}`);
      expect(status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(json.ok).toBe(false);
      expect(String(json.error), JSON.stringify(body).slice(0, 120)).toMatch(pattern);
      expect(typeof json.message).toBe("string");
    }
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
    const dir = storedFilePath(RESUME_DIRECTORY, "x").replace(/x$/, "");
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith("resume-")) : []).toEqual([]);
  });

  it("400 for bodies that are not a UTF-8 JSON object", async () => {
    const bodies: [string, BodyInit][] = [
      ["invalid JSON", "{name: 'Ada'"],
      ["empty body", ""],
      ["JSON null", "null"],
      ["JSON array", JSON.stringify([contact])],
      ["JSON string", JSON.stringify("hello")],
      ["JSON number", "42"],
      ["non-UTF-8 bytes", new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ["UTF-16 with BOM", new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
      ["trailing garbage", `${JSON.stringify(contact)}garbage`],
      ["form encoded", "name=Ada&email=a%40example.com"],
      ["deeply nested", `${"[".repeat(5000)}${"]".repeat(5000)}`],
    ];
    for (const [what, body] of bodies) {
      const answer = await call(api.action, jsonPost("/api/send-email", body));
      bad.expect4xx(answer.status, `api ${what}`);
      expect(answer.status, what).toBe(400);
      const json = await (answer as Extract<Answer, { kind: "response" }>).response.json();
      expect(json).toMatchObject({ ok: false, error: expect.any(String), message: expect.any(String) });
    }
    // A JSON body with another content type is still read as JSON.
    const plain = await call(api.action, jsonPost("/api/send-email", JSON.stringify(contact), { "Content-Type": "text/plain" }));
    expect(plain.status).toBe(200);
  });

  it("413 for a body over 8 MB (declared or streamed) and for a file over 5 MB", async () => {
    const declared = await call(
      api.action,
      new Request(new URL("/api/send-email", ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(9 * 1024 * 1024) },
        body: "{}",
      }),
    );
    bad.expect4xx(declared.status, "api declared 9 MB");
    expect(declared.status).toBe(413);

    const streamed = await send({ ...job, base64Attachment: "A".repeat(9 * 1024 * 1024) });
    bad.expect4xx(streamed.status, "api streamed 9 MB");
    expect(streamed.status).toBe(413);
    expect(streamed.json).toMatchObject({ ok: false, error: "The request is too large (at most 8 MB)." });

    const big = new Uint8Array(5 * 1024 * 1024 + 100);
    big.set(pdfBytes());
    const file = await send({ ...job, base64Attachment: Buffer.from(big).toString("base64") });
    bad.expect4xx(file.status, "api 5 MB file");
    expect(file.status).toBe(413);
    expect(file.json).toMatchObject({ ok: false, error: "The file is larger than 5 MB." });
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
  });

  it("429 with Retry-After when an IP sends too many (RATE_LIMIT on)", async () => {
    config().rateLimit = true;
    try {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await send(contact, { clientIp: ip })).status).toBe(200);
      const limited = await send(contact, { clientIp: ip });
      bad.expect4xx(limited.status, "api over the rate limit");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(limited.json).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many submissions/) });
    } finally {
      config().rateLimit = false;
    }
  });

  it("GET answers 405", async () => {
    const answer = await call(api.loader, getRequest("/api/send-email"));
    bad.expect4xx(answer.status, "api GET");
    expect(answer.status).toBe(405);
  });

  it("503 when the database cannot store it, never a 500", async () => {
    const { sql } = await import("kysely");
    await sql`alter table submissions rename to submissions_away`.execute(db());
    try {
      const { status, json } = await send(contact);
      expect(status).toBe(503);
      expect(json).toMatchObject({ ok: false, error: "Unable to send message" });
      const jobAnswer = await send({ ...job, base64Attachment: pdfBase64 });
      expect(jobAnswer).toMatchObject({ status: 503, json: { error: "Unable to submit application" } });
    } finally {
      await sql`alter table submissions_away rename to submissions`.execute(db());
    }
  });
});
