import { href, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { PostForm } from "./PostForm";
import { PreviewLinks } from "./PreviewLinks";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { postImageInput } from "~/server/domain/post-images.server";
import { checkPostContent } from "~/server/domain/content-checks.server";
import { previewLinksForEditor } from "~/server/domain/post-previews.server";
import type { Route } from "./+types/post-edit";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { can, mayEditPost } from "~/lib/staff-roles";
import type { PostEditor } from "~/server/domain/post-editor.server";
import { otherVersionOf } from "~/server/domain/post-translations.server";
import { findPostById, type Post } from "~/server/domain/posts.server";
import { PostLanguage, STATUS_LABEL } from "./PostLanguage";
import { postForStaff } from "./post-access.server";
import { postFormAction, postFormState } from "./post-form.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Edit “${loaderData.post.title}”` : "Edit post");

/** A French translation's fields that still hold its English original's text, in the editor's words. */
const TRANSLATED_FIELDS = [
  ["title", "title"],
  ["excerpt", "summary"],
  ["content", "content"],
] as const;

/** The post's other-language version for the language panel (decision 0803). */
async function languagePanel(post: Post, staff: PostEditor) {
  const version = await otherVersionOf(post);
  const other = version ? await findPostById(version.id) : null;
  if (!version || !other) return { other: null, untranslated: [], englishAddress: false };
  const translation = post.translationOf === other.id;
  const untranslated = translation ? TRANSLATED_FIELDS.filter(([field]) => post[field].trim() && post[field] === other[field]).map(([, word]) => word) : [];
  // A French draft's address made from the English title (its copy's), until it is made again from the French one.
  const englishAddress = translation && post.status === "draft" && (post.slug === other.slug || post.slug.startsWith(`${other.slug}-`));
  return { other: { ...version, editable: mayEditPost(staff, other) }, untranslated, englishAddress };
}

/** An author opens only their own drafts (403 otherwise); editors and owners any post. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const staff = signedInAdmin(context);
  const post = await postForStaff(params.id, staff);
  return {
    mayPublish: can(staff.role, "posts:manage"),
    language: post.language,
    ...(await languagePanel(post, staff)),
    post: {
      id: post.id,
      title: post.title,
      slug: post.slug,
      readTime: post.readTime,
      status: post.status,
      publishedAt: post.publishedAt,
      version: post.version,
    },
    values: postFormState(post),
    image: post.image ? { url: post.image, alt: post.imageAlt ?? "" } : null,
    socialImage: post.socialImage,
    categories: await postCategoryChoices(),
    // The accessibility checks of the body as saved (decision 0331): listed next to the content.
    contentCheck: await checkPostContent(post.content),
    imageInput: postImageInput,
    // "Share a preview" (decision 0348): the working links; ?shared= names the one just made.
    previewLinks: post.status === "published" ? null : await previewLinksForEditor(post.id, url.searchParams.get("shared")),
  };
}

/**
 * Saves every field (the slug and the read time only when asked), refusing a
 * save over a newer version. An autosave (intent=autosave, JavaScript) is
 * answered with data for the status line instead of a redirect.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await postForStaff(params.id, signedInAdmin(context));
  return postFormAction({ request, context, existing: post });
}

/** An autosave changes nothing the page shows from its loader: no reload behind the typing. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const failure = actionData && "result" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-bold text-ink">Edit post</h1>
      <Link to={href("/admin/edit/:id/history", { id: String(post.id) })} className="link mt-1 inline-block text-sm">
        History: earlier versions
      </Link>
      {/* --- newsletters: a published or scheduled English post can be emailed to the subscribers (editors and owners: the only ones who open such a post); its French version goes with it --- */}
      {post.status !== "draft" && loaderData.language === "en" ? (
        <Link to={href("/admin/edit/:id/email", { id: String(post.id) })} className="link ml-4 mt-1 inline-block text-sm">
          Email to subscribers
        </Link>
      ) : null}
      <p className="mb-6 mt-2 text-sm text-muted">
        Address <span className="font-mono">{loaderData.language === "fr" ? "/fr/blogue" : "/blog"}/{post.slug}</span> · {post.readTime} · {STATUS_LABEL[post.status]}
        {post.status === "scheduled" && post.publishedAt ? ` for ${formatAgencyDateTime(post.publishedAt)}` : null}
      </p>
      <PostLanguage postId={post.id} language={loaderData.language} other={loaderData.other} untranslated={loaderData.untranslated} englishAddress={loaderData.englishAddress} />
      <PostForm
        mode="edit"
        textLang={loaderData.language === "fr" ? "fr-CA" : undefined}
        defaultValues={loaderData.values}
        categories={loaderData.categories}
        lastResult={failure?.result}
        alert={failure?.alert}
        currentImage={loaderData.image}
        currentSocialImage={loaderData.socialImage}
        pendingImage={failure?.pendingImage}
        pendingSocialImage={failure?.pendingSocialImage}
        imageInput={loaderData.imageInput}
        mayPublish={loaderData.mayPublish}
        slug={post.slug}
        // After a refusal the form carries the current version: saving again is a deliberate choice.
        version={failure?.conflict?.version ?? post.version}
        autosave={post.status === "draft"}
        conflict={failure?.conflict ? { compareHref: failure.compareHref } : null}
        contentCheck={failure?.contentCheck ?? loaderData.contentCheck}
      />
      {loaderData.previewLinks ? <PreviewLinks postId={post.id} {...loaderData.previewLinks} /> : null}
    </div>
  );
}
