import { href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { REVISION_KIND_LABELS, revisionPath } from "~/lib/revisions";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { postForStaff } from "./post-access.server";
import { listRevisionSummaries, REVISIONS_KEPT } from "~/server/domain/post-revisions.server";
import type { Route } from "./+types/post-history";

/** Who may open this page: app/lib/staff-roles.ts. The post itself: postForStaff. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `History of “${loaderData.post.title}”` : "History");

/**
 * A post's saved versions, newest first (decision 0347). The same post rule
 * as the editor: an author sees only their own drafts' history (403 otherwise).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await postForStaff(params.id, signedInAdmin(context));
  const revisions = await listRevisionSummaries(post.id);
  return {
    post: { id: post.id, title: post.title },
    kept: REVISIONS_KEPT,
    revisions: revisions.map((revision, index) => ({
      id: revision.id,
      version: revision.version,
      kind: revision.kind,
      kindLabel: REVISION_KIND_LABELS[revision.kind],
      title: revision.title,
      savedBy: revision.savedBy,
      savedAt: revision.savedAt,
      // Formatted here, so the server's and the browser's Intl never disagree in the page.
      when: formatAgencyDateTime(revision.savedAt),
      current: index === 0,
    })),
  };
}

export default function PostHistory({ loaderData }: Route.ComponentProps) {
  const { post, revisions, kept } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={href("/admin/edit/:id", { id: String(post.id) })} className="link">
          ← Back to the editor
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">History</h1>
      <p className="mt-2 text-muted">
        Every saved version of “<span className="font-medium text-ink">{post.title}</span>”, newest first. Open one to compare it with the current
        version and, if you want, restore it. The last {kept} versions are kept.
      </p>

      {revisions.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-5 text-ink shadow-sm">
          No saved versions yet. The first save keeps the text as it is now, so it can be restored later.
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Saved versions, newest first">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-5" data-testid="revision-entry">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  <span className="break-words">{revision.title}</span>
                  {revision.current ? (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Current</span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-sm text-muted">
                  <span className="font-medium text-ink">{revision.kindLabel}</span> · <time dateTime={revision.savedAt}>{revision.when}</time> ·{" "}
                  {revision.savedBy}
                </p>
              </div>
              <Link to={revisionPath(post.id, revision.id)} className="btn-outline min-h-9 shrink-0 self-start px-4 py-1.5 sm:self-auto">
                View and compare<span className="sr-only"> the version of {revision.when}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
