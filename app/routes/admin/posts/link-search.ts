import { data } from "react-router";
import { requirePermission } from "~/server/auth/auth.server";
import { searchLinkTargets } from "~/server/domain/link-targets.server";
import type { Route } from "./+types/link-search";
import { answeredBy, NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** The visual editor's link control: published posts and public pages whose title holds the words typed (JSON). */
export async function loader({ url }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return data({ results: await searchLinkTargets(q) }, { headers: { "Cache-Control": "private, no-store" } });
}
