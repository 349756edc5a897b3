import { recordIdSchema } from "~/schemas/record-id";
import { findResume } from "~/server/domain/submissions.server";
import { privateDownload } from "~/server/infra/stored-files.server";
import type { Route } from "./+types/resume-download";
import { audit, requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

/** A job applicant's resume, for signed-in admins only, always as a download. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const resume = id.success ? await findResume(id.data) : null;
  if (!resume) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  await audit(context, "resume-download", { type: "application", id: id.data! }, resume.downloadName);
  return privateDownload(resume, request.method);
}
