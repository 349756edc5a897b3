import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import type { Route } from "./+types/not-found";
import { passOnHeaders } from "~/lib/route-headers";
import { notFoundMeta } from "~/lib/not-found-meta";
import { log } from "~/server/infra/log.server";
import { maskedPath } from "~/server/infra/request-path.server";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

/** Any path no other route claims: logged (masked: a mistyped secret link is still a secret), answered with 404. */
export function loader({ url }: Route.LoaderArgs) {
  log.warn({ path: maskedPath(url.pathname) }, "not found");
  return data(null, { status: 404 });
}

/** A form posted to a path that does not exist gets the same 404. */
export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
