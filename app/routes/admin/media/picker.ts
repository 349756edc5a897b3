import { data } from "react-router";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { mediaForPicker } from "~/server/domain/media-library.server";
import type { Route } from "./+types/picker";
import { answeredBy, NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** The visual editor's image dialog: the library's newest images, or those whose description or file name holds the words (JSON). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return data({ items: await mediaForPicker(q, signedInAdmin(context)) }, { headers: { "Cache-Control": "private, no-store" } });
}
