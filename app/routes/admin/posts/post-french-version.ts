/**
 * The editor's "Create the French version" (decision 0803) posts here: a
 * French draft copied from the English post, linked to it, then its editor
 * with a toast; asked again, the one that exists. Whoever may edit the
 * English post may ask (an author: their own drafts); the draft is theirs.
 */
import { href } from "react-router";
import { mayEditPost } from "~/lib/staff-roles";
import { parseForm } from "~/schemas/parse-form";
import { frenchVersionSchema } from "./schemas";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { backToEditor, postForStaff } from "./post-access.server";
import { createFrenchVersion } from "~/server/domain/post-translations.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/post-french-version";
import { NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** The editor's own permission; the post-level rule (an author: only their own drafts) is postForStaff's. */
export const middleware = [requirePermission("posts:write")];

/** No page of its own (see no-page.ts): a refusal is the 403 page. */
export default NoPage;
export const headers = passOnHeaders;

/** Nothing to show here: the button is on the editor. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return backToEditor(params.id, signedInAdmin(context));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const staff = signedInAdmin(context);
  const original = await postForStaff(params.id, staff);
  const editorOf = (id: number) => href("/admin/edit/:id", { id: String(id) });
  const submission = parseForm(form, frenchVersionSchema);
  if (submission.status !== "success") {
    return redirectWithToast(request, editorOf(original.id), { title: "Nothing changed", description: "That request was not understood.", variant: "error" });
  }
  const result = await createFrenchVersion(original.id, staff.id, { id: staff.id, name: staff.name || staff.email });
  if (!result.ok) {
    const description = result.reason === "missing" ? "That post no longer exists." : `“${original.title}” is in French already: only English posts get a French version.`;
    return redirectWithToast(request, href("/admin"), { title: "Nothing changed", description, variant: "error" });
  }
  const french = result.post;
  if (result.created) {
    await audit(context, "post-translate", { type: "post", id: french.id }, `${french.title} (French version of post ${original.id})`);
    return redirectWithToast(request, editorOf(french.id), {
      title: "French version created",
      description: "It is a draft holding a copy of the English text: translate the title, summary and content, then save.",
      variant: "success",
    });
  }
  // Someone made it before (or at the same moment): open it, if this staff member may.
  if (!mayEditPost(staff, french)) {
    return redirectWithToast(request, editorOf(original.id), {
      title: "French version already exists",
      description: `“${french.title}” was started by someone else: an editor can open it.`,
      variant: "info",
    });
  }
  return redirectWithToast(request, editorOf(french.id), {
    title: "French version already exists",
    description: "Here it is: each English post has one French version.",
    variant: "info",
  });
}
