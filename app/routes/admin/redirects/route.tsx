import { getFormProps, useForm } from "@conform-to/react";
import { Form, href, Link, useNavigation } from "react-router";
import { FileField, TextAreaField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { REDIRECT_CSV_MAX, REDIRECT_LIMITS } from "~/schemas/admin-form-rules";
import { requirePermission } from "~/server/auth/auth.server";
import { flushRedirectHits, listRedirects } from "~/server/domain/redirects.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/route";
import { RedirectFields } from "./RedirectFields";
import { type ImportAnswer, importRedirectCsv, type RedirectFormAnswer, saveRedirect } from "./redirect-form.server";

/** Editors and owners (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("redirects")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Redirects");

/**
 * Every redirect with its hits (this process's, not yet written, are written
 * first); `?from=` fills the add form (the 404 report's "Create redirect").
 */
export async function loader({ request }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get("from")?.slice(0, REDIRECT_LIMITS.from) ?? "";
  await flushRedirectHits();
  return { redirects: await listRedirects(), from };
}

/** intent=add: one redirect by hand; intent=import: CSV rows (a file or pasted text). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request, ["csv_file"]);
  if (form.get("intent") === "import") return importRedirectCsv({ request, context, form });
  return saveRedirect({ request, context, form, existing: null });
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const answer = actionData as RedirectFormAnswer | ImportAnswer | undefined;
  const addAnswer = answer?.intent === "add" ? answer : undefined;
  const importAnswer = answer?.intent === "import" ? answer : undefined;
  const [addForm, addFields] = useForm<{ from: string; to: string; status: string }>({ id: "add-redirect", lastResult: addAnswer?.result, defaultValue: { from: loaderData.from, status: "301" } });
  const [importForm, importFields] = useForm<{ csv: string }>({ id: "import-redirects", lastResult: importAnswer?.result });
  const { redirects } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-ink">Redirects</h1>
      <p className="mt-2 max-w-3xl text-muted">
        An old address (a post&apos;s earlier address, a link from the old site or a printed brochure) leads visitors to where the page is now.
        When a published post&apos;s address changes, its old address is redirected here by itself.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="add-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="add-heading" className="text-xl font-semibold text-ink">
            Add a redirect
          </h2>
          <Form method="post" className="mt-4 space-y-4" {...getFormProps(addForm)}>
            <input type="hidden" name="intent" value="add" />
            <RedirectFields
              fields={addFields}
              fromHint="A path on this site, for example /old-services/nursing"
              focusFrom={Boolean(addFields.from.errors) || Boolean(loaderData.from)}
            />
            <button type="submit" className="btn-primary" disabled={busyWith === "add"}>
              {busyWith === "add" ? "Adding..." : "Add redirect"}
            </button>
          </Form>
        </section>

        <section aria-labelledby="import-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="import-heading" className="text-xl font-semibold text-ink">
            Import from CSV
          </h2>
          <p className="mt-1 text-sm text-muted">One redirect a row: from,to,status (301 or 302; blank is 301). A header row is skipped.</p>
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" {...getFormProps(importForm)}>
            <input type="hidden" name="intent" value="import" />
            <FileField label="CSV file" name="csv_file" accept=".csv,text/csv,text/plain" />
            <TextAreaField
              label="Or paste the rows"
              name="csv"
              field={importFields.csv}
              rows={4}
              maxLength={REDIRECT_CSV_MAX}
              placeholder={"/old-page,/blog/new-page,301"}
              autoFocus={Boolean(importFields.csv.errors)}
            />
            <button type="submit" className="btn-primary" disabled={busyWith === "import"}>
              {busyWith === "import" ? "Importing..." : "Import"}
            </button>
          </Form>
          {importAnswer && importAnswer.refused.length > 0 ? (
            <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm" data-testid="import-refused">
              <p className="font-semibold text-red-800">
                {importAnswer.added} {importAnswer.added === 1 ? "redirect" : "redirects"} added; {importAnswer.refused.length}{" "}
                {importAnswer.refused.length === 1 ? "row was" : "rows were"} refused:
              </p>
              <ul className="mt-2 space-y-2">
                {importAnswer.refused.map((row) => (
                  <li key={row.line}>
                    <span className="font-semibold">
                      Line {row.line}: {row.from || "(blank)"} → {row.to || "(blank)"}
                    </span>{" "}
                    — {row.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      </div>

      <h2 className="mt-10 text-xl font-semibold text-ink">
        {redirects.length === 1 ? "1 redirect" : `${redirects.length} redirects`}
      </h2>
      {redirects.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">No redirects yet.</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Redirects, the most used first</caption>
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="p-3">Old address</th>
                <th scope="col" className="p-3">Leads to</th>
                <th scope="col" className="p-3">Kind</th>
                <th scope="col" className="p-3">Hits</th>
                <th scope="col" className="p-3">Last used</th>
                <th scope="col" className="p-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {redirects.map((redirect) => (
                <tr key={redirect.id} data-testid="redirect-row">
                  <td className="break-all p-3 font-medium text-ink">{redirect.from}</td>
                  <td className="break-all p-3" data-testid="redirect-followed">{redirect.followed}</td>
                  <td className="p-3">
                    {redirect.status === 301 ? "Permanent" : "Temporary"}
                    <span className="block text-xs text-muted">{redirect.origin === "auto" ? "Post moved" : "Added by staff"}</span>
                  </td>
                  <td className="p-3" data-testid="redirect-hits">
                    {redirect.hits.toLocaleString("en-CA")}
                  </td>
                  <td className="p-3">{redirect.lastUsedAt ? formatAgencyDateTime(redirect.lastUsedAt) : "Never"}</td>
                  <td className="p-3">
                    <Link to={href("/admin/redirects/:id", { id: String(redirect.id) })} className="font-semibold text-brand underline">
                      Edit<span className="sr-only"> the redirect from {redirect.from}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-6 text-sm text-muted">
        Addresses visitors asked for that do not exist: <Link to={href("/admin/not-found")} className="font-semibold text-brand underline">Missing pages</Link>.
      </p>
    </div>
  );
}
