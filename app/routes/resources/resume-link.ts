import { resumeDownloadResponse } from "~/server/domain/resume-links.server";
import type { Route } from "./+types/resume-link";

/** GET /resumes/:file?expires=&sig= — an applicant's signed link to their own resume. */
export async function loader({ params, url, request }: Route.LoaderArgs) {
  return resumeDownloadResponse(params.file, url.searchParams, Date.now(), request.method);
}
