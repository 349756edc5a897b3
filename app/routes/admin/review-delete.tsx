import { data, Form, Link } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { recordIdSchema } from "~/schemas/record-id";
import { requireAdmin } from "~/server/auth.server";
import { deleteReview, findReview } from "~/server/inbox.server";
import { redirectWithToast } from "~/server/session.server";
import type { Route } from "./+types/review-delete";

export const meta: Route.MetaFunction = () => adminMeta("Delete review");

/** The confirmation step without JavaScript. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = recordIdSchema.safeParse(params.id);
  const review = id.success ? await findReview(id.data) : null;
  if (!review) throw data(null, { status: 404 });
  return { review };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = recordIdSchema.safeParse(params.id);
  const deleted = id.success ? await deleteReview(id.data) : false;
  if (!deleted) {
    return redirectWithToast(request, "/admin/inbox/reviews", {
      title: adminCopy.deleteFailed,
      description: "That review no longer exists.",
      variant: "error",
    });
  }
  return redirectWithToast(request, "/admin/inbox/reviews", {
    title: adminCopy.deleted,
    description: "Review deleted.",
    variant: "success",
  });
}

export default function DeleteReview({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">Delete the review by {review.name}</h1>
      <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-muted">{review.content}</blockquote>
      <p className="mt-3 text-ink">{adminCopy.deleteReviewQuestion}</p>
      <p className="mt-1 text-sm text-muted">To keep it but not show it on the site, hide it instead.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
            Delete
          </button>
        </Form>
        <Link to="/admin/inbox/reviews" className="btn-outline">
          Cancel
        </Link>
      </div>
    </div>
  );
}
