import { data } from "react-router";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import type { Route } from "./+types/upload";
import { readMediaUpload } from "./upload.server";
import { answeredBy, NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write"), answeredBy({ action })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the action answers. */
export default NoPage;
export const headers = passOnHeaders;

/**
 * One image into the media library, answered in JSON: the visual editor's
 * upload, paste and drop, and the library page's several files at once (one
 * request each). Without JavaScript the library page's own form does the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const upload = await readMediaUpload(request, signedInAdmin(context));
  if (!upload.ok) return data({ ok: false as const, message: upload.message }, { status: upload.status });
  await audit(context, "media-upload", { type: "media", id: upload.item.name });
  return data({ ok: true as const, item: upload.item });
}
