import { data, href } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { deleteApplication, findApplication } from "~/server/domain/applications.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { answerDelete } from "../answer-delete.server";
import type { Route } from "./+types/application-delete";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Delete application");

/** The job application the address names: 404 for anything else (a contact message's id too). */
async function applicationOr404(idParam: string) {
  const id = recordIdSchema.safeParse(idParam);
  const application = id.success ? await findApplication(id.data, clock()) : null;
  if (!application) throw data(null, { status: 404 });
  return application;
}

/** The confirmation page (with and without JavaScript). */
export async function loader({ params }: Route.LoaderArgs) {
  const application = await applicationOr404(params.id);
  return { application: { id: application.id, name: application.name, posting: application.posting } };
}

/** An applicant's written request honoured: everything of it goes; the audit keeps only the number. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireTextForm(request);
  const { id } = await applicationOr404(params.id);
  const deleted = await deleteApplication(id, clock());
  if (deleted) await audit(context, "application-delete", { type: "application", id }, `Application #${id} deleted`);
  return answerDelete(
    request,
    href("/admin/applications"),
    deleted ? { ok: true, message: "Application deleted, with its resume, notes and emails." } : { ok: false, error: "That application no longer exists." },
  );
}

export default function DeleteApplication({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData;
  return (
    <DeleteConfirmation
      title={`Delete the application of ${application.name}`}
      backTo={{ href: href("/admin/applications/:id", { id: String(application.id) }), label: "Back to the application" }}
    >
      <p className="mt-3 text-ink">
        The application for {application.posting ?? "a general application"}, its resume, notes, history and emails are deleted for good. Do this when the
        applicant asks in writing.
      </p>
    </DeleteConfirmation>
  );
}
