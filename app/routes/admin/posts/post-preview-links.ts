/**
 * The editor's "Share a preview" forms post here (decision 0348): share a new
 * link to a draft or scheduled post, or revoke one. Each answer goes back to
 * the editor with a toast, with or without JavaScript; a new link's token
 * rides along once in the address (`?shared=`) for the editor to show it,
 * since only its hash is kept.
 */
import { href } from "react-router";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { SHARE_PREVIEW_SECTION } from "./PreviewLinks";
import { parseForm } from "~/schemas/parse-form";
import { previewLinkSchema } from "./schemas";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { backToEditor, postForStaff } from "./post-access.server";
import { createPreviewLink, revokePreviewLink } from "~/server/domain/post-previews.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/post-preview-links";
import { NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** The editor's own permission; the post-level rule (an author: only their own drafts) is postForStaff's. */
export const middleware = [requirePermission("posts:write")];

/** No page of its own (see no-page.ts): a refusal is the 403 page. */
export default NoPage;
export const headers = passOnHeaders;

/** Nothing to show here: the links are listed on the editor. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return backToEditor(params.id, signedInAdmin(context));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const staff = signedInAdmin(context);
  const post = await postForStaff(params.id, staff);
  const editor = href("/admin/edit/:id", { id: String(post.id) });
  // Back to the section (it sits below a long form), with or without JavaScript.
  const section = `${editor}#${SHARE_PREVIEW_SECTION}`;
  const submission = parseForm(form, previewLinkSchema);
  if (submission.status !== "success") {
    return redirectWithToast(request, section, { title: "Nothing changed", description: "That request was not understood.", variant: "error" });
  }

  if (submission.value.intent === "revoke") {
    const linkId = submission.value.link;
    if (!(await revokePreviewLink(post.id, linkId))) {
      return redirectWithToast(request, section, { title: "Nothing changed", description: "That preview link had already stopped working.", variant: "error" });
    }
    await audit(context, "preview-link-revoke", { type: "post", id: post.id }, `${post.title} (link ${linkId})`);
    return redirectWithToast(request, section, { title: "Preview link revoked", description: "Whoever has it now gets “Page not found”.", variant: "success" });
  }

  if (post.status === "published") {
    return redirectWithToast(request, editor, {
      title: "Nothing to preview",
      description: `“${post.title}” is published: share its address, /blog/${post.slug}.`,
      variant: "info",
    });
  }
  const { token, link } = await createPreviewLink(post.id, staff.id);
  await audit(context, "preview-link-create", { type: "post", id: post.id }, `${post.title} (link ${link.id}, until ${link.expiresAt})`);
  return redirectWithToast(request, `${editor}?${new URLSearchParams({ shared: token })}#${SHARE_PREVIEW_SECTION}`, {
    title: "Preview link ready",
    description: `Copy it from “Share a preview”: it works until ${formatAgencyDateTime(link.expiresAt)}`,
    variant: "success",
  });
}
