/**
 * After a no-JS application with a resume, /job (/fr/postuler) shows 'Resume uploaded' with its
 * signed link, read once from a cookie of its own (signed, HttpOnly, for that page only, 10
 * minutes): never from the page's address, which the browser's history and a third-party
 * analytics script keep.
 */
import { createCookie, href } from "react-router";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { uploadedResumeFromLink } from "~/server/domain/resume-links.server";
import { sessionSecrets } from "~/server/infra/config.server";
import { sessionCookie } from "~/server/infra/session.server";

/** The form's page in that edition: the cookie goes to it only. */
function uploadedCookie(locale: Locale) {
  const path = inEdition(locale, href("/job"));
  return createCookie("job-resume", { httpOnly: true, sameSite: "lax", path, maxAge: 600, secure: sessionCookie().secure, secrets: sessionSecrets() });
}

/** The Set-Cookie of a no-JS success's redirect to the form's page: the applicant's signed resume link. */
export function uploadedResumeCookie(link: string, locale: Locale = "en"): Promise<string> {
  return uploadedCookie(locale).serialize(link);
}

/** For the form's page: the resume the redirect's cookie names (a valid link, the file still kept), and the Set-Cookie that forgets it. */
export async function takeUploadedResume(
  request: Request,
  now = Date.now(),
  locale: Locale = "en",
): Promise<{ resume: { url: string; name?: string } | null; setCookie: string | null }> {
  const cookie = uploadedCookie(locale);
  const link: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof link !== "string") return { resume: null, setCookie: null };
  return { resume: await uploadedResumeFromLink(link, now), setCookie: await cookie.serialize("", { maxAge: 0 }) };
}
