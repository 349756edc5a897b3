import { data, Form, href, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { RevisionChanges } from "./RevisionDiff";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { historyPath, REVISION_KIND_LABELS, restoredMessage, revisionPath } from "~/lib/revisions";
import { parseForm } from "~/schemas/parse-form";
import { recordIdSchema } from "~/schemas/record-id";
import { revisionRestoreSchema } from "./schemas";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { comparePostText } from "~/server/domain/post-diff.server";
import { releasePostImage } from "~/server/domain/post-editor.server";
import { postForStaff } from "./post-access.server";
import { findRevision, listRevisionSummaries, restoreRevision } from "~/server/domain/post-revisions.server";
import type { Post } from "~/server/domain/posts.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/post-revision";

/** Who may open this page (and restore): app/lib/staff-roles.ts. The post itself: postForStaff. */
export const middleware = [requirePermission("posts:write")];

/**
 * A restore refused because the post changed since the page was shown (409): the page is read
 * again, so the comparison and the version the form sends are today's and a second try can
 * work. React Router skips that after an error status by default.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Version of ${loaderData.revision.when}: “${loaderData.post.title}”` : "Version");

/** The post (by the editor's rule: 404, or 403 for an author and someone else's post) and one of its revisions (404). */
async function postAndRevision(params: Route.LoaderArgs["params"], staff: ReturnType<typeof signedInAdmin>) {
  const post = await postForStaff(params.id, staff);
  const revisionId = recordIdSchema.safeParse(params.revisionId);
  const revision = revisionId.success ? await findRevision(post.id, revisionId.data) : null;
  if (!revision) throw data(null, { status: 404 });
  return { post, revision };
}

const sameText = async (revision: Parameters<typeof comparePostText>[0], post: Post) => (await comparePostText(revision, post)).every((change) => !change.changed);

/**
 * One revision: its fields, and what changed from it to the current version
 * (the editor's "compare" link after a refused save lands here too).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { post, revision } = await postAndRevision(params, signedInAdmin(context));
  const summaries = await listRevisionSummaries(post.id);
  const newest = summaries[0]!;
  const index = summaries.findIndex((summary) => summary.id === revision.id);
  const changes = await comparePostText(revision, post);
  return {
    post: { id: post.id, title: post.title, version: post.version },
    revision: {
      id: revision.id,
      version: revision.version,
      kindLabel: REVISION_KIND_LABELS[revision.kind],
      savedBy: revision.savedBy,
      savedAt: revision.savedAt,
      when: formatAgencyDateTime(revision.savedAt),
      title: revision.title,
      excerpt: revision.excerpt,
      content: revision.content,
      metaTitle: revision.metaTitle,
      metaDescription: revision.metaDescription,
      canonicalUrl: revision.canonicalUrl,
      image: revision.image,
      imageAlt: revision.imageAlt,
      imageDecorative: revision.imageDecorative,
      socialImage: revision.socialImage,
    },
    current: { savedBy: newest.savedBy, when: formatAgencyDateTime(newest.savedAt) },
    isCurrent: newest.id === revision.id,
    sameAsCurrent: changes.every((change) => !change.changed),
    changes,
    newer: index > 0 ? summaries[index - 1]!.id : null,
    older: index >= 0 && index < summaries.length - 1 ? summaries[index + 1]!.id : null,
  };
}

const notRestored = (description: string, status: 400 | 409) => data({ alert: { title: "Not restored", description } }, { status });

/**
 * Restores the revision: the current text is already a revision (the newest),
 * so nothing is lost; the restore is a new save (version + 1, a "Restored"
 * revision) and is audited. Refused when the post changed since the page
 * was shown (the comparison is shown again, up to date) or when there is
 * nothing to restore.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInAdmin(context);
  const { post, revision } = await postAndRevision(params, staff);
  const submission = parseForm(await requireTextForm(request), revisionRestoreSchema);
  if (submission.status !== "success") {
    return notRestored(Object.values(submission.error ?? {}).flat()[0] ?? "The form was incomplete. Reload the page and try again.", 400);
  }
  const changedSince = () => notRestored("This post was changed since you opened this page. The comparison below is up to date: check it, then restore again.", 409);
  if (submission.value.version !== post.version) return changedSince();
  if (await sameText(revision, post)) {
    return notRestored("This version’s text is the same as the current version: there is nothing to restore.", 409);
  }
  const restored = await restoreRevision(post.id, revision.id, submission.value.version, { id: staff.id, name: staff.name || staff.email });
  if (!restored.ok && restored.reason === "stale") return changedSince();
  if (!restored.ok) throw data(null, { status: 404 });
  for (const url of restored.droppedImages) await releasePostImage(url);
  const when = formatAgencyDateTime(revision.savedAt);
  await audit(context, "post-restore", { type: "post", id: post.id }, `${restored.title} (the version of ${when})`);
  return redirectWithToast(request, href("/admin/edit/:id", { id: String(post.id) }), { title: "Restored", description: restoredMessage(when), variant: "success" });
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="mt-1 break-words text-ink sm:mt-0">{children}</dd>
    </div>
  );
}

const orDefault = (value: string | null, fallback: string) => value || <span className="text-muted">{fallback}</span>;

export default function PostRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revision, current, isCurrent, sameAsCurrent, changes, newer, older } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const thisVersion = `This version (${revision.when}, ${revision.savedBy})`;
  return (
    <div className="mx-auto max-w-3xl">
      <nav aria-label="Versions" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <Link to={historyPath(post.id)} className="link">
          ← History
        </Link>
        <Link to={href("/admin/edit/:id", { id: String(post.id) })} className="link">
          Back to the editor
        </Link>
        {older ? (
          <Link to={revisionPath(post.id, older)} className="link">
            Older version
          </Link>
        ) : null}
        {newer ? (
          <Link to={revisionPath(post.id, newer)} className="link">
            Newer version
          </Link>
        ) : null}
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-ink">Version of {revision.when}</h1>
      <p className="mt-2 text-muted">
        <span className="font-medium text-ink">{revision.kindLabel}</span> by {revision.savedBy} · “{revision.title}”
        {isCurrent ? (
          <>
            {" "}
            · <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Current</span>
          </>
        ) : null}
      </p>

      <FormAlert alert={actionData?.alert} autoFocus />

      <section className="mt-8" aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="text-xl font-bold text-ink">
          {isCurrent ? "This is the current version" : "What changed since this version"}
        </h2>
        {isCurrent ? (
          <p className="mt-2 text-ink">This is the text the post has now. Open an older version from the history to compare it with this one.</p>
        ) : (
          <div className="mt-3">
            <RevisionChanges changes={changes} before={thisVersion} after={`Current version (${current.when}, ${current.savedBy})`} />
          </div>
        )}
      </section>

      {isCurrent ? null : (
        <section className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-5" aria-labelledby="restore-heading">
          <h2 id="restore-heading" className="text-xl font-bold text-ink">
            Restore this version
          </h2>
          {sameAsCurrent ? (
            <p className="mt-2 text-ink">Its text is the same as the current version: there is nothing to restore.</p>
          ) : (
            <>
              <p className="mt-2 text-ink">
                Are you sure you want to restore this version? Its text replaces the current text. The current version is kept in the history, so you
                can go back to it.
              </p>
              <p className="mt-2 text-sm text-muted">
                Restored: title, excerpt, content, SEO fields and image. The address, category, tags and publishing state stay as they are now.
              </p>
              <Form method="post" className="mt-4">
                <input type="hidden" name="version" value={post.version} />
                <button type="submit" className="btn-primary" disabled={restoring}>
                  {restoring ? "Restoring..." : "Restore this version"}
                </button>
              </Form>
            </>
          )}
        </section>
      )}

      <section className="mt-8" aria-labelledby="fields-heading">
        <h2 id="fields-heading" className="text-xl font-bold text-ink">
          {thisVersion}
        </h2>
        <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5">
          <Field label="Title">{revision.title}</Field>
          <Field label="Excerpt">{orDefault(revision.excerpt, "None")}</Field>
          <Field label="Meta title">{orDefault(revision.metaTitle, "None: the title is used")}</Field>
          <Field label="Meta description">{orDefault(revision.metaDescription, "None: the excerpt is used")}</Field>
          <Field label="Canonical URL">{orDefault(revision.canonicalUrl, "None: the article’s own address")}</Field>
          <Field label="Image">
            {revision.image ? (
              <span className="flex flex-wrap items-start gap-3">
                <img src={revision.image} alt="" width={160} height={100} loading="lazy" className="h-24 w-40 rounded bg-slate-100 object-cover" />
                <span className="text-sm">
                  {revision.imageDecorative ? "Decorative image (no description)" : `Description: ${revision.imageAlt ?? ""}`}
                </span>
              </span>
            ) : (
              <span className="text-muted">None</span>
            )}
          </Field>
          {revision.socialImage ? <Field label="Social image">{revision.socialImage.split("/").pop()}</Field> : null}
          <Field label="Content">
            <details>
              <summary className="link">Show the content ({revision.content.length.toLocaleString("en-CA")} characters)</summary>
              <div className="mt-2 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm" tabIndex={0} role="region" aria-label="Content of this version">
                {revision.content || <span className="text-muted">Empty</span>}
              </div>
            </details>
          </Field>
        </dl>
      </section>
    </div>
  );
}
