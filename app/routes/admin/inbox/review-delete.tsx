import { data, href } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { recordIdSchema } from "~/schemas/record-id";
import { deleteReview, findReview } from "~/server/domain/testimonials.server";
import { answerDelete } from "../answer-delete.server";
import type { Route } from "./+types/review-delete";
import { passOnHeaders } from "~/lib/route-headers";
import { requireTextForm } from "~/server/infra/request-body.server";
import { audit, requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("reviews")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Delete review");

/** The confirmation step without JavaScript. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const review = id.success ? await findReview(id.data) : null;
  if (!review) throw data(null, { status: 404 });
  return { review };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The form has no field, but a broken body is still refused before anything changes.
  await requireTextForm(request);
  const id = recordIdSchema.safeParse(params.id);
  const deleted = id.success ? await deleteReview(id.data) : false;
  if (deleted && id.success) await audit(context, "review-delete", { type: "review", id: id.data });
  return answerDelete(
    request,
    href("/admin/inbox/reviews"),
    deleted ? { ok: true, message: "Review deleted." } : { ok: false, error: "That review no longer exists." },
  );
}

export default function DeleteReview({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  return (
    <DeleteConfirmation title={`Delete the review by ${review.name}`} backTo={{ href: href("/admin/inbox/reviews"), label: "Back to reviews" }}>
      <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-muted">{review.content}</blockquote>
      <p className="mt-3 text-ink">{adminCopy.deleteReviewQuestion}</p>
      <p className="mt-1 text-sm text-muted">To keep it but not show it on the site, hide it instead.</p>
    </DeleteConfirmation>
  );
}
