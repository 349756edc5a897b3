import { Form, href, Link } from "react-router";
import { ConfirmDeleteButton } from "~/components/admin/ConfirmDeleteButton";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { postToggleSchema } from "~/schemas/post";
import { inboxCounts } from "~/server/domain/inbox.server";
import { countOverdue } from "~/server/domain/applications.server";
import { clock } from "~/server/infra/clock.server";
import { findPostById, listPostsForAdmin, setPublished } from "~/server/domain/posts.server";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { listStaff } from "~/server/domain/staff.server";
import { parseAdminPostQuery } from "~/schemas/blog-query";
import { Pagination } from "~/components/Pagination";
import { SelectField, TextField } from "~/components/forms/Field";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/dashboard";
import { parseForm } from "~/schemas/parse-form";
import { requireTextForm } from "~/server/infra/request-body.server";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { can, mayEditPost, type Permission } from "~/lib/staff-roles";
// --- care requests ---
import { careDashboard } from "~/server/domain/care-requests.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("dashboard", "posts:manage")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/**
 * Only what the role may see: no posts for HR, no application count for
 * editors or authors. The post list is searched and filtered by GET
 * parameters (a bookmarkable view), 25 a page; an author sees their own posts.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = signedInAdmin(context);
  const { role } = staff;
  const query = parseAdminPostQuery(url);
  const mayManagePosts = can(role, "posts:manage");
  const createdBy = mayManagePosts ? query.author : staff.id;
  const [list, counts, categories, staffList, care] = await Promise.all([
    can(role, "posts:write") ? listPostsForAdmin({ ...query, createdBy }) : null,
    inboxCounts(),
    postCategoryChoices(),
    mayManagePosts ? listStaff() : [],
    can(role, "care-requests") ? careDashboard() : null,
  ]);
  // --- hiring: interviewed applicants past Ontario's 45 days without a decision ---
  const overdueApplications = can(role, "applications") ? await countOverdue(clock()) : null;
  const shown = (permission: Permission, count: number) => (can(role, permission) ? count : null);
  return {
    posts: list?.posts.map((post) => ({ ...post, editable: mayEditPost(staff, post) })) ?? null,
    postList: list ? { total: list.total, page: list.page, pageCount: list.pageCount } : null,
    filters: { q: query.q, status: query.status, category: query.category, author: query.author ? String(query.author) : "" },
    categories,
    authors: staffList.map((member) => ({ value: String(member.id), label: member.name || member.email })),
    mayManagePosts,
    mayManageCategories: can(role, "categories"),
    counts: {
      messages: shown("messages", counts.messages),
      applications: shown("applications", counts.applications),
      reviews: shown("reviews", counts.reviews),
      subscribers: shown("subscribers", counts.subscribers),
    },
    care,
    overdueApplications,
  };
}

/** Publish / Unpublish (delete has its own route, with its confirmation step). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await requireTextForm(request), postToggleSchema);
  // Buttons only: a failed parse is a hand-made request, answered with a toast (no field to mark).
  if (submission.status !== "success") {
    return redirectWithToast(request, href("/admin"), {
      title: adminCopy.saveFailed,
      description: "That request was not understood. Please try again.",
      variant: "error",
    });
  }
  const publish = submission.value.intent === "publish";
  const before = await findPostById(submission.value.id);
  const post = await setPublished(submission.value.id, publish);
  if (!post) {
    return redirectWithToast(request, href("/admin"), {
      title: adminCopy.saveFailed,
      description: "That post no longer exists.",
      variant: "error",
    });
  }
  await audit(context, publish ? "post-publish" : "post-unpublish", { type: "post", id: post.id }, post.title);
  return redirectWithToast(request, href("/admin"), {
    title: publish ? "Published" : before?.status === "scheduled" ? "Unscheduled" : "Unpublished",
    description: publish ? `“${post.title}” is now visible on the blog.` : `“${post.title}” is now a draft.`,
    variant: "success",
  });
}

/** What a post in each status can be asked to do from the list (the action's intents). */
const PUBLISHING_BUTTONS = {
  draft: [{ intent: "publish", label: "Publish" }],
  scheduled: [
    { intent: "publish", label: "Publish now" },
    { intent: "unpublish", label: "Unschedule" },
  ],
  published: [{ intent: "unpublish", label: "Unpublish" }],
} as const;

/** How each status shows in the list (colour plus the word). */
const STATUS_BADGE = {
  draft: { label: "Draft", className: "bg-slate-200 text-slate-800" },
  scheduled: { label: "Scheduled", className: "bg-sky-100 text-sky-900" },
  published: { label: "Published", className: "bg-green-100 text-green-900" },
} as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { posts, postList, filters, categories, authors, counts, mayManagePosts, mayManageCategories, care, overdueApplications } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.category || filters.author);
  const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  const inbox = [
    { to: href("/admin/inbox/messages"), label: "Contact messages", count: counts.messages },
    { to: href("/admin/applications"), label: "Job applications", count: counts.applications },
    { to: href("/admin/inbox/reviews"), label: "Reviews", count: counts.reviews },
    { to: href("/admin/inbox/subscribers"), label: "Newsletter subscribers", count: counts.subscribers },
  ].filter((item): item is { to: string; label: string; count: number } => item.count !== null);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Dashboard</h1>
        <div className="flex flex-wrap gap-3">
          {posts ? (
            <Link to={href("/admin/new")} className="btn-primary">
              New Post
            </Link>
          ) : null}
          {mayManageCategories ? (
            <Link to={href("/admin/categories")} className="btn-outline">
              Manage Categories
            </Link>
          ) : null}
        </div>
      </div>

      {care ? <CareRequestsSummary care={care} /> : null}
      {overdueApplications ? (
        <p className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950" data-testid="overdue-applications">
          <strong>
            {overdueApplications === 1 ? "1 interviewed applicant is" : `${overdueApplications} interviewed applicants are`} waiting for a decision
          </strong>{" "}
          more than 45 days after the last interview (Ontario asks that they be told).{" "}
          <Link to={`${href("/admin/applications")}?flag=overdue`} className="link">
            See them
          </Link>
        </p>
      ) : null}

      {inbox.length ? (
      <section aria-labelledby="inbox-heading" className="mt-8">
        <h2 id="inbox-heading" className="text-lg font-semibold text-ink">
          Inbox
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {inbox.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
              >
                <span className="block text-2xl font-bold text-brand-800">{item.count}</span>
                <span className="text-sm font-medium text-ink">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      ) : null}

      {posts ? (
      <section aria-labelledby="posts-heading" className="mt-10">
        <h2 id="posts-heading" className="text-lg font-semibold text-ink">
          Posts <span className="font-normal text-muted">({postList?.total ?? posts.length})</span>
        </h2>
        {/* A GET form: the filtered view works without JavaScript and can be bookmarked. */}
        <Form method="get" className="mt-3 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end" data-testid="post-filters">
          <TextField label="Search posts" name="q" defaultValue={filters.q} key={`q-${filters.q}`} maxLength={100} />
          <SelectField
            label="Status"
            name="status"
            options={[
              { value: "draft", label: "Draft" },
              { value: "scheduled", label: "Scheduled" },
              { value: "published", label: "Published" },
            ]}
            placeholder="Any status"
            defaultValue={filters.status}
            key={`status-${filters.status}`}
          />
          <SelectField label="Category" name="category" options={categories} placeholder="Any category" defaultValue={filters.category} key={`category-${filters.category}`} />
          {mayManagePosts ? (
            <SelectField label="Author" name="author" options={authors} placeholder="Anyone" defaultValue={filters.author} key={`author-${filters.author}`} />
          ) : null}
          <div className="flex gap-2">
            <button type="submit" className="btn-primary">
              Filter
            </button>
            {filtered ? (
              <Link to={href("/admin")} className="btn-outline">
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
        {posts.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
            {filtered ? "No posts match the filter." : adminCopy.noPosts}
          </p>
        ) : (
          <>
          {mayManagePosts ? (
            // The rows' checkboxes belong to this form (their `form` attribute): the rows keep their own forms.
            <Form method="post" action={href("/admin/posts/bulk")} id="bulk-actions" className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="bulk-actions">
              <span className="font-semibold text-ink">Tick posts, then:</span>
              <button type="submit" name="intent" value="publish" className="btn min-h-9 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50">
                Publish selected
              </button>
              <button type="submit" name="intent" value="unpublish" className="btn min-h-9 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50">
                Unpublish selected
              </button>
              <button type="submit" name="intent" value="delete" className="btn min-h-9 border border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50">
                Delete selected
              </button>
            </Form>
          ) : null}
          <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center" data-testid={`post-row-${post.slug}`}>
                {mayManagePosts ? (
                  <input
                    type="checkbox"
                    name="ids"
                    value={post.id}
                    form="bulk-actions"
                    aria-label={`Select ${post.title}`}
                    className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{post.title}</p>
                  <p className="mt-0.5 truncate font-mono text-sm text-muted">/{post.slug}</p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    <span className={`rounded-full px-2 py-0.5 ${STATUS_BADGE[post.status].className}`}>
                      {STATUS_BADGE[post.status].label}
                      {post.status === "scheduled" && post.publishedAt ? ` for ${formatAgencyDateTime(post.publishedAt)}` : null}
                    </span>
                    {post.featured ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Featured</span> : null}
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{post.category}</span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {post.editable ? (
                    <Link to={href("/admin/edit/:id", { id: String(post.id) })} className="btn min-h-9 border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
                      Edit<span className="sr-only"> {post.title}</span>
                    </Link>
                  ) : null}
                  <Link
                    to={href("/admin/preview/:id", { id: String(post.id) })}
                    className="btn min-h-9 border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
                  >
                    Preview<span className="sr-only"> {post.title}</span>
                  </Link>
                  {mayManagePosts ? (
                    <Form method="post" className="flex flex-wrap gap-2">
                      <input type="hidden" name="id" value={post.id} />
                      {PUBLISHING_BUTTONS[post.status].map(({ intent, label }) => (
                        <button
                          key={intent}
                          type="submit"
                          name="intent"
                          value={intent}
                          className="btn min-h-9 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50"
                        >
                          {label}
                          <span className="sr-only"> {post.title}</span>
                        </button>
                      ))}
                    </Form>
                  ) : null}
                  {mayManagePosts ? (
                  <ConfirmDeleteButton
                    question={adminCopy.deletePostQuestion}
                    itemName={post.title}
                    confirmPagePath={href("/admin/delete/:id", { id: String(post.id) })}
                    action={href("/admin/delete/:id", { id: String(post.id) })}
                    fields={{ id: String(post.id) }}
                  />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          </>
        )}
        {postList ? <Pagination path={href("/admin")} page={postList.page} pageCount={postList.pageCount} search={search} label="Post pages" /> : null}
      </section>
      ) : null}
    </>
  );
}

// --- care requests: new and overdue, for owners and coordinators (decision 0612) ---
function CareRequestsSummary({ care }: { care: { new: number; overdue: number } }) {
  const queue = href("/admin/care-requests");
  return (
    <section aria-labelledby="care-heading" className="mt-8" data-testid="care-summary">
      <h2 id="care-heading" className="text-lg font-semibold text-ink">
        Care requests
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <Link to={`${queue}?status=new`} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700">
            <span className="block text-2xl font-bold text-brand-800">{care.new}</span>
            <span className="text-sm font-medium text-ink">New</span>
          </Link>
        </li>
        <li>
          <Link
            to={`${queue}?status=new&urgency=48-hours`}
            className={`block rounded-xl border p-4 shadow-sm hover:border-brand-700 ${care.overdue ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
          >
            <span className={`block text-2xl font-bold ${care.overdue ? "text-red-800" : "text-brand-800"}`} data-testid="care-overdue-count">
              {care.overdue}
            </span>
            <span className="text-sm font-medium text-ink">Overdue (urgent, still New)</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
