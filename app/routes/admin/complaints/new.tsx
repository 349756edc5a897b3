import { data, href, Link } from "react-router";
import { ComplaintForm } from "~/components/complaints/ComplaintForm";
import { adminMeta } from "~/lib/admin-meta";
import { agencyLocalDateAndHour, utcToAgencyLocal } from "~/lib/agency-time";
import { COMPLAINT_FORM_FIELDS } from "~/lib/complaints";
import { firstError } from "~/lib/field-errors";
import { outcomeFromResult } from "~/lib/form-outcome";
import { passOnHeaders } from "~/lib/route-headers";
import { phoneComplaintSchema } from "~/schemas/complaint";
import { parseForm } from "~/schemas/parse-form";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { storeComplaint } from "~/server/domain/complaints.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/new";

/** Owners and coordinators (decision 1001). */
export const middleware = [requirePermission("complaints")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Complaint taken by phone");

/** The call's time starts at now (Toronto), to the minute. */
export function loader() {
  return { now: utcToAgencyLocal(clock().toISOString()) };
}

const FIELDS = [...COMPLAINT_FORM_FIELDS, "receivedAt", "language"] as const;

/** The public form's checks with the call's time; stored as received then (its deadlines count from it), the complainant's and staff emails queued. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = signedInAdmin(context);
  const submission = parseForm(await requireTextForm(request), phoneComplaintSchema(clock, () => agencyLocalDateAndHour(clock()).date));
  if (submission.status !== "success") {
    const result = { ...submission.reply(), initialValue: submission.payload };
    const toast = { variant: "error" as const, title: "The complaint was not saved", description: firstError(result.error) ?? "Check the fields marked." };
    return data(outcomeFromResult(result, { httpStatus: 400, toast, js: false, fields: FIELDS }), { status: 400 });
  }
  const { receivedAt, language, ...input } = submission.value;
  const stored = await storeComplaint(input, { channel: "phone", language, receivedAt, enteredBy: actor.id });
  const page = href("/admin/complaints/:id", { id: String(stored.id) });
  // A double click: the complaint already saved, nothing stored or sent again.
  if (stored.repeated) return redirectWithToast(request, page, { variant: "info", title: `Complaint ${stored.reference} was already saved` });
  await audit(context, "complaint-phone", { type: "complaint", id: stored.id }, stored.reference);
  return redirectWithToast(request, page, { variant: "success", title: `Complaint ${stored.reference} saved` });
}

export default function NewPhoneComplaint({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <p>
        <Link to={href("/admin/complaints")} className="link text-sm">
          ← All complaints
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Complaint taken by phone</h1>
      <p className="mt-2 text-sm text-muted">Write down what the person tells you, in their words where you can. The acknowledgement is emailed to them at once when they give an email address.</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <ComplaintForm outcome={actionData} phoneEntry={{ now: loaderData.now }} />
      </div>
    </div>
  );
}
