/**
 * The link an applicant gets back for their own resume (the `attachmentUrl`
 * of the old API): /resumes/<stored name>?expires=<unix seconds>&sig=<HMAC>.
 * HMAC-SHA256 over the name and the expiry with a key derived from the first
 * SESSION_SECRET; compared in constant time. A tampered or expired link gets
 * 403, an unknown file 404, and never the file. Admins download resumes from
 * the admin inbox instead.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecrets } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { type FileStore, fileStore, privateDownload } from "~/server/infra/stored-files.server";

const RESUME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const RESUME_LINK_PREFIX = "/resumes/";
/** Where resumes are stored, under STORAGE_DIR (never public). */
export const RESUME_DIRECTORY = "uploads/resumes";

function signature(storedName: string, expires: number): string {
  // A key of its own, derived from the session secret (domain separation).
  const key = createHmac("sha256", sessionSecrets()[0]!).update("resume-links/v1").digest();
  return createHmac("sha256", key).update(`${storedName}\n${expires}`).digest("base64url");
}

/** The signed path (relative to the site) of a stored resume, valid for 7 days. */
export function signResumeLink(storedName: string, now = Date.now()): string {
  const expires = Math.floor((now + RESUME_LINK_TTL_MS) / 1000);
  const query = new URLSearchParams({ expires: String(expires), sig: signature(storedName, expires) });
  return `${RESUME_LINK_PREFIX}${encodeURIComponent(storedName)}?${query}`;
}

type ResumeLinkCheck = "valid" | "expired" | "invalid";

function checkResumeLink(
  storedName: string,
  expiresParam: string | null,
  sigParam: string | null,
  now = Date.now(),
): ResumeLinkCheck {
  if (!expiresParam || !sigParam || !/^\d{1,12}$/.test(expiresParam) || sigParam.length > 100) return "invalid";
  const expires = Number(expiresParam);
  const expected = Buffer.from(signature(storedName, expires));
  const given = Buffer.from(sigParam);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return expires * 1000 < now ? "expired" : "valid";
}

/** Reads a signed path back (for the /job page after a no-JS redirect); null unless valid. */
function parseResumeLink(link: string, now = Date.now()): { storedName: string; url: string } | null {
  if (!link.startsWith(RESUME_LINK_PREFIX)) return null;
  let url: URL;
  try {
    url = new URL(link, "http://local");
  } catch {
    return null;
  }
  let storedName: string;
  try {
    storedName = decodeURIComponent(url.pathname.slice(RESUME_LINK_PREFIX.length));
  } catch {
    return null;
  }
  const check = checkResumeLink(storedName, url.searchParams.get("expires"), url.searchParams.get("sig"), now);
  return check === "valid" ? { storedName, url: `${url.pathname}${url.search}` } : null;
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The response to GET /resumes/:file: the file as a download, or 403/404. */
export async function resumeDownloadResponse(storedName: string, search: URLSearchParams, now = Date.now(), method = "GET"): Promise<Response> {
  const check = checkResumeLink(storedName, search.get("expires"), search.get("sig"), now);
  if (check === "invalid") return plain(403, "This link is not valid.");
  if (check === "expired") return plain(403, "This link has expired.");

  const row = await db()
    .selectFrom("submissions")
    .select(["attachment_name", "attachment_type", "attachment_file"])
    .where("attachment_file", "=", storedName)
    .executeTakeFirst();
  if (!row) return plain(404, "This file is no longer available.");

  let file: Awaited<ReturnType<FileStore["open"]>>;
  try {
    file = await fileStore().open(RESUME_DIRECTORY, storedName);
  } catch {
    return plain(404, "This file is no longer available.");
  }
  if (!file) return plain(404, "This file is no longer available.");

  return privateDownload({
    body: file.body,
    size: file.info.size,
    contentType: row.attachment_type ?? "application/octet-stream",
    downloadName: row.attachment_name || storedName,
  }, method);
}

/** For /job after a no-JS success: the resume behind a signed link, if the link is valid. */
export async function uploadedResumeFromLink(link: string, now = Date.now()): Promise<{ url: string; name?: string } | null> {
  const parsed = parseResumeLink(link, now);
  if (!parsed) return null;
  const row = await db()
    .selectFrom("submissions")
    .select("attachment_name")
    .where("attachment_file", "=", parsed.storedName)
    .executeTakeFirst();
  return row ? { url: parsed.url, name: row.attachment_name ?? undefined } : null;
}
