import { Form, href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { STAGE_LABELS } from "~/lib/hiring";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import type { Route } from "./+types/applications-bulk";
import { answerMove } from "./move.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Move applications");

/**
 * Nothing to load: the page shows what the action answered (the email to
 * confirm). No redirect here: after an in-place submission (JavaScript) the
 * router loads this page again, and a redirect would drop the preview.
 */
export function loader() {
  return null;
}

/** The move: at once, or first the email to confirm. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerMove(request, context);
}

export default function MoveApplications({ actionData }: Route.ComponentProps) {
  if (!actionData || "error" in actionData) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">Nothing was moved</h1>
        <p className="mt-3 text-ink" role="alert">
          {actionData && "error" in actionData ? actionData.error : "Choose applications and a stage."}
        </p>
        <Link to={href("/admin/applications")} className="btn-outline mt-6">
          Back to applications
        </Link>
      </div>
    );
  }
  const { preview } = actionData;
  const backTo = preview.back && preview.ids.length === 1 ? href("/admin/applications/:id", { id: String(preview.ids[0]) }) : href("/admin/applications");
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">
        Move {preview.ids.length === 1 ? "1 application" : `${preview.ids.length} applications`} to {STAGE_LABELS[preview.stage]} and send this email
      </h1>
      {preview.email ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="email-preview">
          <p className="text-sm text-muted">To: {preview.email.to}</p>
          <p className="mt-1 font-semibold text-ink">Subject: {preview.email.subject}</p>
          <pre className="mt-3 whitespace-pre-wrap font-sans text-ink">{preview.email.text}</pre>
          {preview.email.more ? (
            <p className="mt-3 text-sm text-muted">
              And the same email to {preview.email.more} more, each with their own name (in French for those who asked).
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          {preview.ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <input type="hidden" name="stage" value={preview.stage} />
          <input type="hidden" name="send_email" value="yes" />
          <input type="hidden" name="move_key" value={preview.moveKey} />
          <input type="hidden" name="confirm" value="yes" />
          {preview.back ? <input type="hidden" name="back" value={preview.back} /> : null}
          <button type="submit" className="btn-primary">
            Move and send
          </button>
        </Form>
        <Link to={backTo} className="btn-outline">
          Cancel
        </Link>
      </div>
    </div>
  );
}
