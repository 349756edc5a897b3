/**
 * The visitor forms through their route actions and loaders, with real
 * Requests: contact, review and testimonials, job application with resume,
 * newsletter (double opt-in pages), the rate limit and body limits. Every
 * validation rule and every message of spec 5 and 8 is checked here.
 */
import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as contactRoute from "~/routes/public/contact";
import * as homeRoute from "~/routes/public/home/route";
import * as jobRoute from "~/routes/public/job";
import * as confirmRoute from "~/routes/public/newsletter-confirm";
import * as newsletterRoute from "~/routes/public/newsletter";
import * as unsubscribeRoute from "~/routes/public/newsletter-unsubscribe";
import * as resumeRoute from "~/routes/resources/resume-link";
import * as reviewRoute from "~/routes/public/review";
import * as testimonialsRoute from "~/routes/public/testimonials";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { createRateLimiter } from "~/server/infra/rate-limit.server";
import { RESUME_DIRECTORY, signResumeLink } from "~/server/domain/resume-links.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { clearTables, getRequest, ORIGIN } from "./helpers";
import {
  badInputCounter,
  call,
  flashToast,
  formPost,
  freshIp,
  multipartPost,
  SCREENING_ANSWERS,
  outcomeOf,
  pdfBytes,
} from "./submission-helpers";

const bad = badInputCounter("visitor forms");
afterAll(() => bad.report());

beforeEach(async () => {
  await clearTables();
  await seedJobPostings();
  fs.rmSync(resumeDir(), { recursive: true, force: true });
});

function resumeDir() {
  return storedFilePath(RESUME_DIRECTORY, "x").replace(/x$/, "");
}

/** Runs `fn` while a table is renamed away, so every write to it fails. */
async function withTableMissing<T>(table: string, fn: () => Promise<T>): Promise<T> {
  await sql.raw(`alter table ${table} rename to ${table}_away`).execute(db());
  try {
    return await fn();
  } finally {
    await sql.raw(`alter table ${table}_away rename to ${table}`).execute(db());
  }
}

const contactValid = { name: "Ada Lovelace", email: "ada@example.com", subject: "Care for my mother", message: "Hello, can you help?" };

describe("contact form (spec 2.6, 5, 8)", () => {
  it("missing name, email or message: 'Please complete the form' / 'Name, email and message are required', values kept", async () => {
    for (const missing of ["name", "email", "message"] as const) {
      for (const blank of ["", "   ", "\n\t"]) {
        const fields = { ...contactValid, [missing]: blank };
        const answer = await call(contactRoute.action, formPost("/contact", fields));
        bad.expect4xx(answer.status, `contact ${missing}=${JSON.stringify(blank)}`);
        const outcome = outcomeOf(answer);
        expect(answer.status).toBe(400);
        expect(outcome.toast).toMatchObject({
          variant: "error",
          title: "Please complete the form",
          description: "Name, email and message are required",
        });
        expect(outcome.fieldErrors?.[missing]).toBeTruthy();
        // What was typed comes back for the form.
        expect(outcome.values?.subject).toBe(contactValid.subject);
      }
    }
    // A field left out of the body entirely.
    const answer = await call(contactRoute.action, formPost("/contact", { email: "a@example.com" }));
    bad.expect4xx(answer.status, "contact without name and message fields");
    expect(outcomeOf(answer).fieldErrors).toMatchObject({ name: "Please enter your name.", message: "Please enter your message." });
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
  });

  it("other problems: 'Send failed' with the server's message next to the field", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "not-an-email" }, "email", "Please enter a valid email address, like name@example.com."],
      [{ email: "a@b" }, "email", "Please enter a valid email address, like name@example.com."],
      [{ email: `${"a".repeat(250)}@example.com` }, "email", "Please keep the email address under 254 characters."],
      [{ name: "n".repeat(121) }, "name", "Please keep the name under 120 characters."],
      [{ subject: "s".repeat(201) }, "subject", "Please keep the subject under 200 characters."],
      [{ message: "m".repeat(5001) }, "message", "Please keep the message under 5,000 characters."],
    ];
    for (const [override, field, message] of cases) {
      const answer = await call(contactRoute.action, formPost("/contact", { ...contactValid, ...override }));
      bad.expect4xx(answer.status, `contact ${field} ${message}`);
      const outcome = outcomeOf(answer);
      expect(outcome.fieldErrors?.[field]).toBe(message);
      expect(outcome.toast).toMatchObject({ variant: "error", title: "Send failed", description: message });
    }
  });

  it("subject is optional; without JavaScript a success redirects to /contact with the toast", async () => {
    const answer = await call(contactRoute.action, formPost("/contact", { ...contactValid, subject: "" }));
    expect(answer).toMatchObject({ kind: "response", status: 302, location: "/contact" });
    expect(await flashToast(answer)).toMatchObject({ variant: "success", title: "Message sent" });
    const rows = await db().selectFrom("submissions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "contact", name: "Ada Lovelace", subject: null, notification_status: "unsent" });
  });

  it("with JavaScript a success answers data (the form clears itself and shows the toast)", async () => {
    const answer = await call(contactRoute.action, formPost("/contact", contactValid, { js: true }));
    expect(answer.status).toBe(200);
    expect(outcomeOf(answer)).toMatchObject({ status: "success", js: true, toast: { title: "Message sent" } });
    expect(outcomeOf(answer).values).toBeUndefined();
  });

  it("stores emoji, HTML and other scripts exactly as typed (React escapes them on display)", async () => {
    const message = `<script>alert("x")</script> <b>bold</b> 👩‍⚕️ café 日本語 ‮rtl`;
    await call(contactRoute.action, formPost("/contact", { ...contactValid, name: "Zoë 😀 <img src=x>", message }));
    const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row.name).toBe("Zoë 😀 <img src=x>");
    expect(row.message).toBe(message);
  });

  it("control characters in a single-line field become spaces (no header injection)", async () => {
    await call(contactRoute.action, formPost("/contact", { ...contactValid, subject: "Hi\r\nBcc: evil@example.com" }));
    const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row.subject).toBe("Hi Bcc: evil@example.com");
  });

  it("a filled honeypot gets the success answer and stores nothing", async () => {
    const answer = await call(contactRoute.action, formPost("/contact", { ...contactValid, website: "http://spam.example" }));
    expect(answer).toMatchObject({ kind: "response", status: 302 });
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
  });

  it("a database failure: 'Send failed' / 'Unable to send message', values kept", async () => {
    const answer = await withTableMissing("submissions", () => call(contactRoute.action, formPost("/contact", contactValid)));
    expect(answer.status).toBe(503);
    expect(outcomeOf(answer)).toMatchObject({
      toast: { title: "Send failed", description: "Unable to send message" },
      values: { name: "Ada Lovelace" },
    });
  });

  it("bodies over 64 KB answer 413, unreadable bodies 400", async () => {
    const huge = await call(contactRoute.action, formPost("/contact", { ...contactValid, message: "x".repeat(70_000) }));
    bad.expect4xx(huge.status, "contact 70 KB body");
    expect(huge.status).toBe(413);
    expect(outcomeOf(huge).toast).toMatchObject({ title: "Send failed" });

    const declared = await call(
      contactRoute.action,
      new Request(new URL("/contact", ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "10000000" },
        body: "name=a",
      }),
    );
    bad.expect4xx(declared.status, "contact Content-Length 10 MB");
    expect(declared.status).toBe(413);

    const oddBodies: [string, BodyInit][] = [
      ["application/json", JSON.stringify(contactValid)],
      ["text/plain", "name=Ada"],
      ["multipart/form-data; boundary=zzz", "--zzz\r\nbroken"],
      ["multipart/form-data", "no boundary"],
    ];
    for (const [type, body] of oddBodies) {
      const answer = await call(
        contactRoute.action,
        new Request(new URL("/contact", ORIGIN), { method: "POST", headers: { "Content-Type": type }, body }),
      );
      bad.expect4xx(answer.status, `contact body ${type}`);
      expect(answer.status).toBe(400);
    }
    // Many fields (form bombs) are refused too.
    const many = await call(contactRoute.action, formPost("/contact", Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, "x"]))));
    bad.expect4xx(many.status, "contact 80 fields");
  });

  it("repeated fields, odd encodings and non-UTF-8 bytes never give a 500", async () => {
    const bodies = [
      "name=a&name=b&email=a%40example.com&message=hi",
      "name=%FF%FE&email=a%40example.com&message=%C3%28",
      "name=%&email=%%%&message=%zz",
      "=&=&&&",
      "",
    ];
    for (const body of bodies) {
      const answer = await call(
        contactRoute.action,
        new Request(new URL("/contact", ORIGIN), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
      );
      expect(answer.status, body).toBeLessThan(500);
      if (answer.status >= 400) bad.expect4xx(answer.status, `contact body ${body}`);
    }
    const raw = new Uint8Array([...new TextEncoder().encode("name="), 0xff, 0xfe, 0xfd, ...new TextEncoder().encode("&email=x%40example.com&message=hi")]);
    const answer = await call(
      contactRoute.action,
      new Request(new URL("/contact", ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: raw,
      }),
    );
    expect(answer.status).toBeLessThan(500);
  });
});

describe("rate limit (RATE_LIMIT on)", () => {
  it("answers 429 with a clear message once an IP spends its budget, other IPs unaffected", async () => {
    config().rateLimit = true;
    try {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const answer = await call(contactRoute.action, formPost("/contact", contactValid, { js: true }), { clientIp: ip });
        expect(answer.status, `request ${i + 1}`).toBe(200);
      }
      const limited = await call(contactRoute.action, formPost("/contact", contactValid, { js: true }), { clientIp: ip });
      bad.expect4xx(limited.status, "contact over the rate limit");
      expect(limited.status).toBe(429);
      expect(limited.kind === "data" && limited.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(outcomeOf(limited).toast).toMatchObject({
        title: "Send failed",
        description: expect.stringMatching(/^Too many submissions from your connection\. Please try again in \d+ minutes?\.$/),
      });
      const other = await call(contactRoute.action, formPost("/contact", contactValid, { js: true }), { clientIp: freshIp() });
      expect(other.status).toBe(200);

      // Every public POST has its own limit: reviews, jobs, newsletter.
      const reviewIp = freshIp();
      for (let i = 0; i < 5; i++) {
        await call(reviewRoute.action, formPost("/testimonials/new", { name: "R", content: "Good" }, { js: true }), { clientIp: reviewIp });
      }
      const reviewLimited = await call(reviewRoute.action, formPost("/testimonials/new", { name: "R", content: "Good" }), { clientIp: reviewIp });
      bad.expect4xx(reviewLimited.status, "review over the rate limit");
      expect(reviewLimited.status).toBe(429);
      expect(outcomeOf(reviewLimited).toast.title).toBe("Submission failed");
    } finally {
      config().rateLimit = false;
    }
  });

  it("RATE_LIMIT=off lets a test run submit at machine speed", async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      const answer = await call(contactRoute.action, formPost("/contact", contactValid, { js: true }), { clientIp: ip });
      expect(answer.status).toBe(200);
    }
  });

  it("a limiter counts per key and resets after its window", async () => {
    const limiter = createRateLimiter(`test-window-${Date.now()}`, { points: 2, durationSeconds: 60 });
    // Both stores (memory, PostgreSQL) tell a window's end by Date.now(): moved, not waited for.
    // A minute's window: the memory store's own clean-up timer (real time) cannot fire meanwhile.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await limiter.hit("a")).toEqual({ ok: true });
      expect(await limiter.hit("a")).toEqual({ ok: true });
      expect(await limiter.hit("a")).toMatchObject({ ok: false, retryAfterSeconds: 60 });
      expect(await limiter.hit("b")).toEqual({ ok: true });
      vi.setSystemTime(Date.now() + 59_999);
      expect(await limiter.hit("a")).toMatchObject({ ok: false });
      vi.setSystemTime(Date.now() + 2);
      expect(await limiter.hit("a")).toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("reviews and testimonials (spec 2.4, 2.10, 5, 8)", () => {
  it("name and review are required; role optional; values kept", async () => {
    const cases: Record<string, string>[] = [
      { name: "", content: "Great" },
      { name: "  ", content: "Great" },
      { name: "Sam", content: "" },
      { name: "Sam", content: " \n " },
      {},
    ];
    for (const fields of cases) {
      const answer = await call(reviewRoute.action, formPost("/testimonials/new", { role: "Son", ...fields }));
      bad.expect4xx(answer.status, `review ${JSON.stringify(fields)}`);
      const outcome = outcomeOf(answer);
      expect(outcome.toast).toMatchObject({ title: "Please complete the form", description: "Name and review are required" });
      expect(outcome.values?.role).toBe("Son");
    }
    const tooLong = await call(reviewRoute.action, formPost("/testimonials/new", { name: "Sam", content: "x".repeat(2001) }));
    bad.expect4xx(tooLong.status, "review 2001 characters");
    expect(outcomeOf(tooLong).fieldErrors?.content).toBe("Please keep the review under 2,000 characters.");
    expect(await db().selectFrom("testimonials").selectAll().execute()).toEqual([]);
  });

  it("rating: 1-5 kept, default 5, non-numeric falls back to 5, out of range clamped", async () => {
    const cases: [string | undefined, number][] = [["1", 1], ["3", 3], ["5", 5], [undefined, 5], ["", 5], ["abc", 5], ["9", 5], ["0", 1], ["2.6", 3]];
    for (const [rating, expected] of cases) {
      await clearTables();
  await seedJobPostings();
      const fields: Record<string, string> = { name: "Sam", content: "Kind staff" };
      if (rating !== undefined) fields.rating = rating;
      await call(reviewRoute.action, formPost("/testimonials/new", fields, { js: true }));
      const row = await db().selectFrom("testimonials").selectAll().executeTakeFirstOrThrow();
      expect(row.rating, `rating ${rating}`).toBe(expected);
    }
  });

  it("success: 'Thank you! Your review was submitted successfully.' with 'View' -> /testimonials", async () => {
    const js = await call(reviewRoute.action, formPost("/testimonials/new", { name: "Sam", role: "", content: "Kind staff", rating: "4" }, { js: true }));
    expect(outcomeOf(js)).toMatchObject({
      status: "success",
      toast: {
        variant: "success",
        title: "Thank you! Your review was submitted successfully.",
        action: { label: "View", href: "/testimonials" },
      },
    });
    const noJs = await call(reviewRoute.action, formPost("/testimonials/new", { name: "Lee", content: "Great" }));
    expect(noJs).toMatchObject({ kind: "response", status: 302, location: "/testimonials" });
    expect(await flashToast(noJs)).toMatchObject({
      title: "Thank you! Your review was submitted successfully.",
      action: { label: "View", href: "/testimonials" },
    });
    const rows = await db().selectFrom("testimonials").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.name, r.role, r.rating, r.hidden])).toEqual([
      ["Sam", null, 4, 0],
      ["Lee", null, 5, 0],
    ]);
  });

  it("failure: 'Submission failed' / 'We couldn't save your review. Please try again later.'", async () => {
    const answer = await withTableMissing("testimonials", () =>
      call(reviewRoute.action, formPost("/testimonials/new", { name: "Sam", content: "Great" }, { js: true })),
    );
    expect(answer.status).toBe(503);
    expect(outcomeOf(answer).toast).toMatchObject({
      title: "Submission failed",
      description: "We couldn't save your review. Please try again later.",
    });
  });

  async function seedTestimonials(count: number, hiddenEvery = 0) {
    const base = Date.now();
    for (let i = 0; i < count; i++) {
      await db()
        .insertInto("testimonials")
        .values({
          name: `Person ${i}`,
          role: i % 2 ? "Client" : null,
          rating: (i % 5) + 1,
          content: `Review ${i}`,
          hidden: hiddenEvery && i % hiddenEvery === 0 ? 1 : 0,
          created_at: new Date(base - i * 60_000).toISOString(),
        })
        .execute();
    }
  }

  it("home: the newest 4 visible testimonials; hidden ones never show", async () => {
    await seedTestimonials(8, 3); // Person 0, 3, 6 hidden
    const answer = await call(homeRoute.loader, getRequest("/"));
    const { testimonials } = answer.kind === "data" ? (answer.data as { testimonials: { name: string }[] }) : { testimonials: [] };
    expect(testimonials.map((t) => t.name)).toEqual(["Person 1", "Person 2", "Person 4", "Person 5"]);
  });

  it("/testimonials: pages of 6, newest first, exact 'more' flag, hidden never shown, odd page numbers safe", async () => {
    await seedTestimonials(16, 4); // 0, 4, 8, 12 hidden -> 12 visible
    type Page = { items: { name: string }[]; page: number; hasMore: boolean };
    const page = async (query: string) => {
      const answer = await call(testimonialsRoute.loader, getRequest(`/testimonials${query}`));
      return answer.kind === "data" ? (answer.data as Page) : null;
    };
    const first = await page("");
    expect(first?.items.map((t) => t.name)).toEqual(["Person 1", "Person 2", "Person 3", "Person 5", "Person 6", "Person 7"]);
    expect(first?.hasMore).toBe(true);
    const second = await page("?page=2");
    expect(second?.items.map((t) => t.name)).toEqual(["Person 9", "Person 10", "Person 11", "Person 13", "Person 14", "Person 15"]);
    expect(second?.hasMore).toBe(false);
    expect((await page("?page=3"))?.items).toEqual([]);
    for (const odd of ["?page=abc", "?page=-1", "?page=0", "?page=1e9", "?page=99999999999", "?page=%00"]) {
      const result = await page(odd);
      expect(result, odd).not.toBeNull();
    }
    expect((await page("?page=abc"))?.page).toBe(1);
  });
});

const positions = ["personal-support-worker", "registered-practical-nurse", "registered-nurse"];

describe("job application (spec 2.9, 5, 8)", () => {
  it("name and email are required: 'Submit failed' / 'Name and email are required', values kept", async () => {
    const cases: Record<string, string>[] = [{ name: "", email: "a@example.com" }, { name: "Ada", email: "" }, { name: " ", email: " " }, {}];
    for (const fields of cases) {
      const answer = await call(jobRoute.action, multipartPost("/job", { position: positions[0]!, message: "Hello", ...fields }));
      bad.expect4xx(answer.status, `job ${JSON.stringify(fields)}`);
      const outcome = outcomeOf(answer);
      expect(outcome.toast).toMatchObject({ variant: "error", title: "Submit failed", description: "Name and email are required" });
      expect(outcome.values).toMatchObject({ position: positions[0], message: "Hello" });
    }
    const badEmail = await call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "nope" }));
    bad.expect4xx(badEmail.status, "job invalid email");
    expect(outcomeOf(badEmail).toast.description).toBe("Please enter a valid email address, like name@example.com.");
  });

  it("the position must be one of the six (by id or title), or none", async () => {
    const unknown = await call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "a@example.com", position: "astronaut" }));
    bad.expect4xx(unknown.status, "job unknown position");
    expect(outcomeOf(unknown).fieldErrors?.position).toBe("Please choose one of the listed positions.");

    for (const position of ["registered-nurse", "Registered Nurse", ""]) {
      await clearTables();
  await seedJobPostings();
      const answer = await call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "a@example.com", position }, null, { js: true }));
      expect(answer.status, position).toBe(200);
      const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
      expect(row.subject).toBe(position ? "Registered Nurse" : null);
    }
  });

  it("?position= preselects the dropdown; an unknown one selects nothing", async () => {
    const known = await call(jobRoute.loader, getRequest("/job?position=homemaker"));
    expect(known.kind === "data" && (known.data as { defaultPosition?: string }).defaultPosition).toBe("homemaker");
    const data = known.kind === "data" ? (known.data as { positions: { title: string }[] }) : null;
    expect(data?.positions.map((p) => p.title)).toEqual([
      "Personal Support Worker",
      "Registered Practical Nurse",
      "Registered Nurse",
      "Developmental Service Worker",
      "Social Worker / Social Service Worker",
      "Homemaker",
    ]);
    const unknown = await call(jobRoute.loader, getRequest("/job?position=../../etc"));
    expect(unknown.kind === "data" && (unknown.data as { defaultPosition?: string }).defaultPosition).toBeUndefined();
  });

  it("success with a real PDF: 'Application received', stored outside the public folder, signed link back", async () => {
    const answer = await call(
      jobRoute.action,
      multipartPost(
        "/job",
        { name: "Grace Hopper", email: "grace@example.com", position: "registered-nurse", message: "Cover letter" },
        { name: "Grace CV.pdf", bytes: pdfBytes(), type: "application/pdf" },
        { js: true },
      ),
    );
    expect(answer.status).toBe(200);
    const outcome = outcomeOf(answer);
    expect(outcome.toast).toMatchObject({
      variant: "success",
      title: "Application received",
      description: "Thanks — we will review your application and contact you if there is a match.",
    });
    expect(outcome.resumeName).toBe("Grace CV.pdf");
    expect(outcome.attachmentUrl).toMatch(/^\/resumes\/resume-\d+-[0-9a-f]{8}\.pdf\?expires=\d+&sig=[\w-]+$/);

    const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "job", attachment_name: "Grace CV.pdf", attachment_type: "application/pdf", attachment_size: pdfBytes().length });
    const file = storedFilePath(RESUME_DIRECTORY, row.attachment_file!);
    expect(file.startsWith(config().storageDir)).toBe(true);
    expect(file).not.toContain("public");
    expect(fs.readFileSync(file)).toEqual(Buffer.from(pdfBytes()));

    // The signed link serves the file as a private download.
    const url = new URL(outcome.attachmentUrl!, ORIGIN);
    const download = await call(resumeRoute.loader, getRequest(url.pathname + url.search), { params: { file: row.attachment_file! } });
    expect(download.status).toBe(200);
    const response = (download as { response: Response }).response;
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="Grace CV.pdf"; filename*=UTF-8''Grace%20CV.pdf`);
    // X-Content-Type-Options: nosniff is added to every response by the server (checked in the browser test).
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes());

    // Its tampered twins never get the file.
    const tampered = [
      `${url.pathname}?expires=${url.searchParams.get("expires")}&sig=${url.searchParams.get("sig")!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      `${url.pathname}?expires=${Number(url.searchParams.get("expires")) + 1}&sig=${url.searchParams.get("sig")}`,
      `${url.pathname}?expires=${url.searchParams.get("expires")}`,
      `${url.pathname}`,
      `${url.pathname}?expires=abc&sig=${url.searchParams.get("sig")}`,
    ];
    for (const link of tampered) {
      const refused = await call(resumeRoute.loader, getRequest(link), { params: { file: row.attachment_file! } });
      bad.expect4xx(refused.status, `resume link ${link}`);
      expect(refused.status).toBe(403);
    }
    // A valid signature for another name does not open this file.
    const otherName = `x${row.attachment_file!}`;
    const swapped = await call(resumeRoute.loader, getRequest(`/resumes/${otherName}${url.search}`), { params: { file: otherName } });
    bad.expect4xx(swapped.status, "resume link for another name");
    // Expired (signed 8 days ago): refused.
    const old = new URL(signResumeLink(row.attachment_file!, Date.now() - 8 * 24 * 3600_000), ORIGIN);
    const expired = await call(resumeRoute.loader, getRequest(old.pathname + old.search), { params: { file: row.attachment_file! } });
    bad.expect4xx(expired.status, "expired resume link");
    expect(expired.status).toBe(403);
    // Properly signed names that are not a stored resume: 404.
    for (const name of ["../app.db", "resume-unknown.pdf", ".."]) {
      const signed = new URL(signResumeLink(name), ORIGIN);
      const missing = await call(resumeRoute.loader, getRequest(signed.pathname + signed.search), { params: { file: name } });
      bad.expect4xx(missing.status, `signed link to ${name}`);
      expect(missing.status).toBe(404);
    }
  });

  it("without JavaScript a success redirects to /job with the toast; the resume link comes once from a cookie, never in the address", async () => {
    const answer = await call(
      jobRoute.action,
      multipartPost("/job", { name: "Ada", email: "ada@example.com" }, { name: "cv.docx", bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]) }),
    );
    expect(answer).toMatchObject({ kind: "response", status: 302 });
    expect(await flashToast(answer)).toMatchObject({ title: "Application received" });
    // The address is /job itself: nothing for the history or an analytics script to keep.
    expect((answer as { location: string }).location).toBe("/job");
    const setCookies = (answer as { response: Response }).response.headers.getSetCookie();
    const resumeCookie = setCookies.find((cookie) => cookie.startsWith("job-resume="));
    expect(resumeCookie).toMatch(/; Path=\/job; .*HttpOnly/i);
    const page = await call(jobRoute.loader, getRequest("/job", { headers: { Cookie: resumeCookie!.split(";")[0]! } }));
    expect(page.kind === "data" && (page.data as { uploadedResume: unknown }).uploadedResume).toMatchObject({
      url: expect.stringMatching(/^\/resumes\/resume-/),
      name: "cv.docx",
    });
    // Shown once: the answer forgets the cookie, and is for this browser only.
    expect(page.kind === "data" && page.headers.get("Set-Cookie")).toMatch(/^job-resume=;.*Max-Age=0/);
    expect(page.kind === "data" && page.headers.get("Cache-Control")).toBe("private, no-store");
    // The link in the address shows nothing any more.
    const row = await db().selectFrom("submissions").select("attachment_file").where("email", "=", "ada@example.com").executeTakeFirstOrThrow();
    const inAddress = await call(jobRoute.loader, getRequest(`/job?uploaded=${encodeURIComponent(signResumeLink(row.attachment_file!))}`));
    expect(inAddress.kind === "data" && (inAddress.data as { uploadedResume: unknown }).uploadedResume).toBeNull();
    // A forged cookie shows nothing.
    const forged = await call(jobRoute.loader, getRequest("/job", { headers: { Cookie: "job-resume=eyJ1cmwiOiIvcmVzdW1lcy94LnBkZiJ9.forged" } }));
    expect(forged.kind === "data" && (forged.data as { uploadedResume: unknown }).uploadedResume).toBeNull();
  });

  it("a fake .pdf (text renamed) is refused next to the field, other values kept, nothing stored", async () => {
    const answer = await call(
      jobRoute.action,
      multipartPost(
        "/job",
        { name: "Ada", email: "ada@example.com", position: "homemaker", message: "Hi", ...SCREENING_ANSWERS },
        { name: "resume.pdf", bytes: new TextEncoder().encode("I am not a PDF"), type: "application/pdf" },
      ),
    );
    bad.expect4xx(answer.status, "job fake pdf");
    const outcome = outcomeOf(answer);
    expect(outcome.fieldErrors?.resume).toBe("The file's content is not a real .pdf file. Only .pdf, .doc and .docx files are accepted.");
    expect(outcome.toast).toMatchObject({ title: "Submit failed", description: outcome.fieldErrors?.resume });
    expect(outcome.values).toMatchObject({ name: "Ada", email: "ada@example.com", position: "homemaker", message: "Hi", start_date: SCREENING_ANSWERS.start_date });
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
    expect(fs.existsSync(resumeDir()) ? fs.readdirSync(resumeDir()) : []).toEqual([]);
  });

  it("other wrong files: extension, size, empty; a valid file with invalid fields is not kept", async () => {
    const cases: [{ name: string; bytes: Uint8Array }, string][] = [
      [{ name: "cv.exe", bytes: pdfBytes() }, "Only .pdf, .doc and .docx files are accepted."],
      [{ name: "cv.txt", bytes: new TextEncoder().encode("text") }, "Only .pdf, .doc and .docx files are accepted."],
      [{ name: "cv.doc", bytes: pdfBytes() }, "The file's content is not a real .doc file. Only .pdf, .doc and .docx files are accepted."],
      [{ name: "cv.pdf", bytes: new Uint8Array() }, "The file is empty."],
    ];
    for (const [file, message] of cases) {
      const answer = await call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "ada@example.com" }, file));
      bad.expect4xx(answer.status, `job file ${file.name}`);
      expect(outcomeOf(answer).fieldErrors?.resume, file.name).toBe(message);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdfBytes());
    const oversize = await call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "ada@example.com", message: "kept" }, { name: "big.pdf", bytes: big }));
    bad.expect4xx(oversize.status, "job 5 MB + 10 bytes");
    expect(outcomeOf(oversize)).toMatchObject({ fieldErrors: { resume: "The file is larger than 5 MB." }, values: { message: "kept" } });

    const huge = new Uint8Array(12 * 1024 * 1024);
    const tooBig = await call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "ada@example.com" }, { name: "huge.pdf", bytes: huge }));
    bad.expect4xx(tooBig.status, "job 12 MB");
    expect(tooBig.status).toBe(413);
    expect(outcomeOf(tooBig).fieldErrors?.resume).toBe("The file is larger than 5 MB.");

    const invalidWithFile = await call(jobRoute.action, multipartPost("/job", { name: "", email: "ada@example.com" }, { name: "ok.pdf", bytes: pdfBytes() }));
    bad.expect4xx(invalidWithFile.status, "job valid file, missing name");
    expect(fs.existsSync(resumeDir()) ? fs.readdirSync(resumeDir()) : []).toEqual([]);
  });

  it("broken multipart and a honeypot never store anything and never give a 500", async () => {
    const broken = await call(
      jobRoute.action,
      new Request(new URL("/job", ORIGIN), { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=b" }, body: "--b\r\nnonsense" }),
    );
    bad.expect4xx(broken.status, "job broken multipart");
    expect(broken.status).toBe(400);
    expect(outcomeOf(broken).toast.title).toBe("Submit failed");

    const trap = await call(
      jobRoute.action,
      multipartPost("/job", { name: "Bot", email: "bot@example.com", website: "x" }, { name: "cv.pdf", bytes: pdfBytes() }, { js: true }),
    );
    expect(trap.status).toBe(200);
    expect(await db().selectFrom("submissions").selectAll().execute()).toEqual([]);
  });

  it("a database failure: 'Submit failed' / 'Unable to submit application', the resume file removed", async () => {
    const answer = await withTableMissing("submissions", () =>
      call(jobRoute.action, multipartPost("/job", { name: "Ada", email: "a@example.com" }, { name: "cv.pdf", bytes: pdfBytes() }, { js: true })),
    );
    expect(answer.status).toBe(503);
    expect(outcomeOf(answer).toast).toMatchObject({ title: "Submit failed", description: "Unable to submit application" });
    expect(fs.existsSync(resumeDir()) ? fs.readdirSync(resumeDir()) : []).toEqual([]);
  });
});

describe("newsletter (double opt-in, CASL consent)", () => {
  it("consent unticked or email invalid: an error next to the field, the email kept", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "ada@example.com" }, "consent", "Please tick the box to agree to receive our newsletter."],
      [{ email: "ada@example.com", consent: "off" }, "consent", "Please tick the box to agree to receive our newsletter."],
      [{ email: "", consent: "on" }, "email", "Please enter your email address."],
      [{ email: "ada@", consent: "on" }, "email", "Please enter a valid email address, like name@example.com."],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await call(newsletterRoute.action, formPost("/newsletter", fields));
      bad.expect4xx(answer.status, `newsletter ${JSON.stringify(fields)}`);
      const outcome = outcomeOf(answer);
      expect(outcome.fieldErrors?.[field]).toBe(message);
      expect(outcome.values?.email).toBe(fields.email);
    }
    expect(await db().selectFrom("subscribers").selectAll().execute()).toEqual([]);
  });

  it("stores the consent text and time; signing up twice is no error and no duplicate; goes back to the page", async () => {
    const first = await call(newsletterRoute.action, formPost("/newsletter", { email: "Ada@Example.com", consent: "on", returnTo: "/blog?x=1" }));
    expect(first).toMatchObject({ kind: "response", status: 302, location: "/blog?x=1" });
    expect(await flashToast(first)).toMatchObject({ variant: "success", title: "Thank you for subscribing" });
    const second = await call(newsletterRoute.action, formPost("/newsletter", { email: "ada@example.com", consent: "on" }, { js: true }));
    expect(outcomeOf(second)).toMatchObject({ status: "success" });
    const rows = await db().selectFrom("subscribers").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe("ada@example.com");
    expect(rows[0]!.consent_text).toMatch(/^Yes, I agree to receive the newsletter by email from Sinai Home Care Services Inc\..*withdraw my consent at any time/);
    expect(Date.parse(rows[0]!.consented_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(rows[0]!.notification_status).toBe("unsent");
    // An outside returnTo is ignored.
    for (const returnTo of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const answer = await call(newsletterRoute.action, formPost("/newsletter", { email: "b@example.com", consent: "on", returnTo }));
      expect(answer.kind === "response" && answer.location, returnTo).toBe("/");
    }
  });

  it("confirm and unsubscribe links: GET changes nothing, POST does, no sign-in needed", async () => {
    await call(newsletterRoute.action, formPost("/newsletter", { email: "ada@example.com", consent: "on" }, { js: true }));
    const row = await db().selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();

    const confirmPage = await call(confirmRoute.loader, getRequest(`/newsletter/confirm?token=${row.confirm_token}`));
    expect(confirmPage.kind === "data" && confirmPage.data).toMatchObject({ subscriber: { email: "a***@example.com", state: "pending" } });
    expect((await db().selectFrom("subscribers").select("confirmed_at").executeTakeFirstOrThrow()).confirmed_at).toBeNull();

    const confirmed = await call(confirmRoute.action, formPost("/newsletter/confirm", { token: row.confirm_token }));
    expect(confirmed.kind === "data" && confirmed.data).toMatchObject({ done: true });
    expect((await db().selectFrom("subscribers").select("confirmed_at").executeTakeFirstOrThrow()).confirmed_at).not.toBeNull();

    const unsubscribePage = await call(unsubscribeRoute.loader, getRequest(`/newsletter/unsubscribe?token=${row.unsubscribe_token}`));
    expect(unsubscribePage.kind === "data" && unsubscribePage.data).toMatchObject({ subscriber: { state: "confirmed" } });
    expect((await db().selectFrom("subscribers").select("unsubscribed_at").executeTakeFirstOrThrow()).unsubscribed_at).toBeNull();

    const unsubscribed = await call(unsubscribeRoute.action, formPost("/newsletter/unsubscribe", { token: row.unsubscribe_token }));
    expect(unsubscribed.kind === "data" && unsubscribed.data).toMatchObject({ done: true });
    expect((await db().selectFrom("subscribers").select("unsubscribed_at").executeTakeFirstOrThrow()).unsubscribed_at).not.toBeNull();

    // Signing up again after unsubscribing: the same row, consent renewed, confirmation needed again.
    await call(newsletterRoute.action, formPost("/newsletter", { email: "ada@example.com", consent: "on" }, { js: true }));
    const again = await db().selectFrom("subscribers").selectAll().execute();
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ unsubscribed_at: null, confirmed_at: null });
    expect(again[0]!.confirm_token).not.toBe(row.confirm_token);

    for (const token of ["", "nope", "x".repeat(500), row.confirm_token]) {
      const answer = await call(unsubscribeRoute.action, formPost("/newsletter/unsubscribe", { token }));
      bad.expect4xx(answer.status, `unsubscribe token ${token.slice(0, 10)}`);
      expect(answer.status).toBe(404);
      const page = await call(confirmRoute.loader, getRequest(`/newsletter/confirm?token=${encodeURIComponent(token + "z")}`));
      expect(page.status).toBe(404);
    }
  });
});
