import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { flushNotFound, listNotFound, NOT_FOUND_LIMITS, pruneNotFound, setNotFoundIgnored } from "~/server/domain/not-found-report.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/missing-pages";

/** Editors and owners (app/lib/staff-roles.ts), like the redirects they lead to. */
export const middleware = [requirePermission("redirects")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Missing pages");

/**
 * The 404 report (decision 0631): people's requests first; `?show=all` adds
 * the paths only bots asked for, the probes and the ignored ones. What this
 * process counted and has not written yet is written first, and paths older
 * than 90 days go.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const all = new URL(request.url).searchParams.get("show") === "all";
  // What this process counted is written (and the table pruned); pruned again in case nothing was counted for months.
  if ((await flushNotFound()) === 0) await pruneNotFound();
  return { ...(await listNotFound({ all })), all, limits: { paths: NOT_FOUND_LIMITS.paths, days: NOT_FOUND_LIMITS.days } };
}

/** intent=ignore / unignore a path (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const path = String(form.get("path") ?? "");
  const ignore = form.get("intent") !== "unignore";
  if (!(await setNotFoundIgnored(path, ignore))) throw data("That path is no longer in the report.", { status: 404 });
  await audit(context, ignore ? "not-found-ignore" : "not-found-unignore", { type: "path", id: path.slice(0, 300) }, path.slice(0, 300));
  return redirectWithToast(request, href("/admin/not-found"), {
    title: ignore ? "Path ignored" : "Path shown again",
    description: ignore ? `${path} is hidden from the report.` : `${path} is in the report again.`,
    variant: "success",
  });
}

export default function NotFoundReport({ loaderData }: Route.ComponentProps) {
  const { entries, hidden, all, limits } = loaderData;
  const navigation = useNavigation();
  const busyPath = navigation.state !== "idle" ? navigation.formData?.get("path") : null;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-ink">Missing pages</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Addresses visitors asked for that do not exist on this site, the most requested first: the {limits.paths.toLocaleString("en-CA")} most
        requested of the last {limits.days} days. A new address appears once two visitors asked for it, or a page of this site links
        to it. Only the linking site&apos;s name is kept, never who asked. A redirect sends visitors on to the right page.
      </p>
      <p className="mt-3 text-sm">
        {all ? (
          <Link to={href("/admin/not-found")} className="font-semibold text-brand underline">
            Show people&apos;s requests only
          </Link>
        ) : (
          <Link to={`${href("/admin/not-found")}?show=all`} className="font-semibold text-brand underline">
            Also show bots, probes and ignored paths ({hidden})
          </Link>
        )}
      </p>
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">No missing pages reported.</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Missing pages, the most requested first</caption>
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="p-3">Address</th>
                <th scope="col" className="p-3">Requests</th>
                <th scope="col" className="p-3">First and last time</th>
                <th scope="col" className="p-3">Linked from</th>
                <th scope="col" className="p-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <tr key={entry.path} data-testid="not-found-row">
                  <td className="break-all p-3 font-medium text-ink">
                    {entry.path}
                    {entry.probe ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">probe</span> : null}
                    {entry.ignored ? <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-800">ignored</span> : null}
                  </td>
                  <td className="p-3">
                    <span data-testid="not-found-hits">{entry.hits.toLocaleString("en-CA")}</span>
                    {entry.botHits > 0 ? <span className="block text-xs text-muted">+ {entry.botHits.toLocaleString("en-CA")} by bots</span> : null}
                  </td>
                  <td className="p-3">
                    {formatAgencyDateTime(entry.firstSeenAt)}
                    <span className="block text-xs text-muted">last {formatAgencyDateTime(entry.lastSeenAt)}</span>
                  </td>
                  <td className="p-3">
                    {entry.referrers.length === 0
                      ? "—"
                      : entry.referrers.map((referrer) => (
                          <span key={referrer.host} className="block">
                            {referrer.host} ({referrer.count})
                          </span>
                        ))}
                  </td>
                  <td className="space-y-2 p-3">
                    <Link to={`${href("/admin/redirects")}?from=${encodeURIComponent(entry.path)}`} className="block font-semibold text-brand underline">
                      Create redirect<span className="sr-only"> from {entry.path}</span>
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="path" value={entry.path} />
                      <input type="hidden" name="intent" value={entry.ignored ? "unignore" : "ignore"} />
                      <button type="submit" className="btn min-h-9 border border-slate-300 px-3 py-1 text-ink hover:bg-slate-50" disabled={busyPath === entry.path}>
                        {entry.ignored ? "Show again" : "Ignore"}
                        <span className="sr-only"> {entry.path}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
