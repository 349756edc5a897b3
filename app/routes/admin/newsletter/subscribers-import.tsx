import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { importSubscribers } from "~/server/domain/subscribers.server";
import { IMPORT_MAX_ROWS } from "~/schemas/admin-form-rules";
import { readTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/subscribers-import";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("subscribers")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Import subscribers");

/** The pasted or uploaded list: at most 1 MB. */
const MAX_BYTES = 1024 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readTextForm(request, MAX_BYTES);
  if (!form.ok) return data({ error: form.message, outcome: null }, { status: form.status });
  const csv = form.body.get("csv");
  if (typeof csv !== "string" || !csv.trim()) return data({ error: "Paste the list (CSV) first.", outcome: null }, { status: 400 });
  const outcome = await importSubscribers(csv);
  if ("error" in outcome) return data({ error: outcome.error, outcome: null }, { status: 400 });
  await audit(
    context,
    "subscriber-import",
    undefined,
    `${outcome.imported} imported, ${outcome.alreadyListed} already listed, ${outcome.suppressed.length} unsubscribed or forgotten, ${outcome.refused.length} refused`,
  );
  return { error: null, outcome };
}

export default function ImportSubscribers({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const outcome = actionData?.outcome;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={href("/admin/inbox/subscribers")} className="link">
          Back to subscribers
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Import subscribers</h1>
      <p className="mt-2 text-muted">
        Only people who agreed to receive the newsletter, with the date they agreed and where (Canada's anti-spam law: you must be able to show
        it). The first row names the columns: <code>email,consent_date,source</code>, e.g.{" "}
        <code>ada@example.com,2025-03-14,paper form at the Woodbridge office</code>. Rows without a consent date or a source are refused and listed
        below; addresses already on the list are left as they are, and people who unsubscribed or asked to be forgotten are never added again
        (only a sign-up they confirm themselves brings them back). At most {IMPORT_MAX_ROWS} rows.
      </p>
      <Form method="post" className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {actionData?.error ? (
          <p role="alert" className="text-red-700" id="csv-error">
            {actionData.error}
          </p>
        ) : null}
        <label htmlFor="csv" className="block font-medium text-ink">
          The list (CSV)
        </label>
        <textarea
          id="csv"
          name="csv"
          rows={10}
          required
          className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
          aria-describedby={actionData?.error ? "csv-error" : undefined}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Importing..." : "Import"}
        </button>
      </Form>
      {outcome ? (
        <section aria-labelledby="import-outcome" className="mt-6" role="status">
          <h2 id="import-outcome" className="text-xl font-semibold text-ink">
            {outcome.imported} imported, {outcome.alreadyListed} already on the list, {outcome.suppressed.length} unsubscribed or forgotten (not
            added), {outcome.refused.length} refused
          </h2>
          {outcome.suppressed.length ? (
            <div className="mt-3" data-testid="suppressed-rows">
              <h3 className="font-semibold text-ink">Not added: they unsubscribed or asked to be forgotten</h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {outcome.suppressed.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: <span className="break-all">{row.email}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {outcome.refused.length ? (
            <table className="mt-3 w-full rounded-xl border border-slate-200 bg-white text-left text-sm">
              <caption className="sr-only">Refused rows</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2">Line</th>
                  <th scope="col" className="px-3 py-2">Email</th>
                  <th scope="col" className="px-3 py-2">Why</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {outcome.refused.map((row) => (
                  <tr key={row.line} data-testid="refused-row">
                    <td className="px-3 py-2">{row.line}</td>
                    <td className="break-all px-3 py-2">{row.email}</td>
                    <td className="px-3 py-2">{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
