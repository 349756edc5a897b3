import { Form, href, Link } from "react-router";
import { ConfirmDeleteButton } from "~/components/admin/ConfirmDeleteButton";
import { Pagination } from "~/components/Pagination";
import { SelectField, TextField } from "~/components/forms/Field";
import { adminCopy } from "~/content/admin-copy";
import { formatAgencyDateTime } from "~/lib/agency-time";
import type { loadPostList } from "./post-list.server";

type PostListData = Awaited<ReturnType<typeof loadPostList>>;
type ListedPost = NonNullable<PostListData["posts"]>[number];

/** What a post in each status can be asked to do from the list (publishFromList's intents). */
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

/** The list's language filter and each row's language (decision 0803). */
const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "fr", label: "French" },
];

const BADGE = "rounded-full px-2 py-0.5";

const ROW_BUTTON = "btn min-h-9 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50";

/** The page header's links: a new post, the categories. */
export function PostLinks({ mayWrite, mayManageCategories }: { mayWrite: boolean; mayManageCategories: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {mayWrite ? (
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
  );
}

/** The posts, their filters (a GET form), the bulk actions and the pages. */
export function PostList({
  posts,
  postList,
  filters,
  categories,
  authors,
  mayManagePosts,
}: Omit<PostListData, "posts" | "mayManageCategories"> & { posts: ListedPost[] }) {
  const filtered = Boolean(filters.q || filters.status || filters.category || filters.author || filters.language);
  const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  return (
    <section aria-labelledby="posts-heading" className="mt-10">
      <h2 id="posts-heading" className="text-lg font-semibold text-ink">
        Posts <span className="font-normal text-muted">({postList?.total ?? posts.length})</span>
      </h2>
      {/* A GET form: the filtered view works without JavaScript and can be bookmarked. */}
      <Form
        method="get"
        className={`mt-3 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:items-end ${mayManagePosts ? "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]" : "lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"}`}
        data-testid="post-filters"
      >
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
        <SelectField
          label="Language"
          name="language"
          options={LANGUAGES}
          placeholder="Any language"
          defaultValue={filters.language}
          key={`language-${filters.language}`}
        />
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
          {mayManagePosts ? <BulkActions /> : null}
          <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {posts.map((post) => (
              <PostRow key={post.id} post={post} mayManagePosts={mayManagePosts} />
            ))}
          </ul>
        </>
      )}
      {postList ? <Pagination path={href("/admin")} page={postList.page} pageCount={postList.pageCount} search={search} label="Post pages" /> : null}
    </section>
  );
}

/** The bulk form (posts-bulk.tsx): the rows' checkboxes belong to it through their `form` attribute, so the rows keep their own forms. */
function BulkActions() {
  return (
    <Form method="post" action={href("/admin/posts/bulk")} id="bulk-actions" className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="bulk-actions">
      <span className="font-semibold text-ink">Tick posts, then:</span>
      <button type="submit" name="intent" value="publish" className={ROW_BUTTON}>
        Publish selected
      </button>
      <button type="submit" name="intent" value="unpublish" className={ROW_BUTTON}>
        Unpublish selected
      </button>
      <button type="submit" name="intent" value="delete" className="btn min-h-9 border border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50">
        Delete selected
      </button>
    </Form>
  );
}

/** One post: its title, address and status, and what the staff member may do with it. */
function PostRow({ post, mayManagePosts }: { post: ListedPost; mayManagePosts: boolean }) {
  const id = String(post.id);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center" data-testid={`post-row-${post.slug}`}>
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
          <TranslationBadges post={post} />
        </p>
        {post.language === "fr" && post.translation ? <p className="mt-1 text-sm text-muted">Translation of “{post.translation.title}”</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {post.editable ? (
          <Link to={href("/admin/edit/:id", { id })} className="btn min-h-9 border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
            Edit<span className="sr-only"> {post.title}</span>
          </Link>
        ) : null}
        <Link to={href("/admin/preview/:id", { id })} className="btn min-h-9 border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
          Preview<span className="sr-only"> {post.title}</span>
        </Link>
        {mayManagePosts ? (
          // Publish / Unpublish post to the dashboard's own action (publishFromList).
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={post.id} />
            {PUBLISHING_BUTTONS[post.status].map(({ intent, label }) => (
              <button key={intent} type="submit" name="intent" value={intent} className={ROW_BUTTON}>
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
            confirmPagePath={href("/admin/delete/:id", { id })}
            action={href("/admin/delete/:id", { id })}
            fields={{ id }}
          />
        ) : null}
      </div>
    </li>
  );
}

/** The post's language and its translation's state: "FR ✓", "No French version", "French version outdated"; a French post's own. */
function TranslationBadges({ post }: { post: ListedPost }) {
  const { translation } = post;
  if (post.language === "fr") {
    return (
      <>
        <span className={`${BADGE} bg-indigo-100 text-indigo-900`}>French</span>
        {translation?.outdated ? <span className={`${BADGE} bg-amber-100 text-amber-900`}>Translation outdated</span> : null}
      </>
    );
  }
  return (
    <>
      <span className={`${BADGE} bg-slate-100 text-slate-800`}>English</span>
      {!translation ? <span className={`${BADGE} border border-slate-300 text-muted`}>No French version</span> : null}
      {translation && !translation.outdated ? (
        <span className={`${BADGE} bg-green-100 text-green-900`}>
          <span aria-hidden="true">FR ✓</span>
          <span className="sr-only">French version up to date</span>
        </span>
      ) : null}
      {translation?.outdated ? <span className={`${BADGE} bg-amber-100 text-amber-900`}>French version outdated</span> : null}
    </>
  );
}
