/**
 * After a no-JS application with a resume, /job shows 'Resume uploaded' with its signed link,
 * read once from a cookie of its own (signed, HttpOnly, for /job only, 10 minutes): never from
 * the page's address, which the browser's history and a third-party analytics script keep.
 */
import { createCookie } from "react-router";
import { uploadedResumeFromLink } from "~/server/domain/resume-links.server";
import { sessionSecrets } from "~/server/infra/config.server";
import { sessionCookie } from "~/server/infra/session.server";

function uploadedCookie() {
  return createCookie("job-resume", { httpOnly: true, sameSite: "lax", path: "/job", maxAge: 600, secure: sessionCookie().secure, secrets: sessionSecrets() });
}

/** The Set-Cookie of a no-JS success's redirect to /job: the applicant's signed resume link. */
export function uploadedResumeCookie(link: string): Promise<string> {
  return uploadedCookie().serialize(link);
}

/** For /job: the resume the redirect's cookie names (a valid link, the file still kept), and the Set-Cookie that forgets it. */
export async function takeUploadedResume(request: Request, now = Date.now()): Promise<{ resume: { url: string; name?: string } | null; setCookie: string | null }> {
  const cookie = uploadedCookie();
  const link: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof link !== "string") return { resume: null, setCookie: null };
  return { resume: await uploadedResumeFromLink(link, now), setCookie: await cookie.serialize("", { maxAge: 0 }) };
}
