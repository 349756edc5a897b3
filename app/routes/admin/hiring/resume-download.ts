import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { recordDownload } from "~/server/domain/applications.server";
import { findResume } from "~/server/domain/submissions.server";
import { clock } from "~/server/infra/clock.server";
import { privateDownload } from "~/server/infra/stored-files.server";
import type { Route } from "./+types/resume-download";
import { answeredBy, NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** A job applicant's resume, always as a download; audited and in the application's history. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const resume = id.success ? await findResume(id.data) : null;
  if (!resume || !id.success) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  // The audit names the application, never the file: its name is often the applicant's.
  await audit(context, "resume-download", { type: "application", id: id.data }, `Application #${id.data}`);
  const admin = signedInAdmin(context);
  await recordDownload(id.data, admin.name ?? admin.email, clock());
  return privateDownload(resume, request.method);
}
