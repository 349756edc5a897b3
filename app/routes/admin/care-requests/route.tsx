import { Form, href, Link } from "react-router";
import { Pagination } from "~/components/Pagination";
import { SelectField, TextField } from "~/components/forms/Field";
import { regionSummaries } from "~/content/regions";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { CARE_STATUSES, isOverdue, LANGUAGES, labelOf, NOT_PROCEEDING_REASONS, URGENCIES, URGENT } from "~/lib/care-requests";
import { passOnHeaders } from "~/lib/route-headers";
import { CHANNELS, HEARD_ABOUT } from "~/lib/enquiry-sources";
import { parseCareQuery } from "./schemas";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { careAssignees, listCareRequests } from "~/server/domain/care-requests.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/route";
import { bulkChange } from "./bulk.server";
import { StatusBadge } from "./StatusBadge";

/** Care requests are personal health information: owners and coordinators only (decision 0611). */
export const middleware = [requirePermission("care-requests")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Care requests");

const regionName = (slug: string | null) => regionSummaries.find((region) => region.slug === slug)?.name ?? (slug ? slug : "No region");

/**
 * The queue: filtered by GET parameters (a bookmarkable view that works
 * without JavaScript), 25 a page, newest first, with the count of each
 * status under the other filters; urgent requests still New past their due
 * time are marked overdue (decision 0612).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const me = signedInAdmin(context);
  const query = parseCareQuery(url);
  const now = clock();
  const [list, assignees] = await Promise.all([
    listCareRequests({ status: query.status, region: query.region, urgency: query.urgency, language: query.language, assignedTo: query.mine ? me.id : undefined, referrals: Boolean(query.referrals), q: query.q, source: { channel: query.source, heardAbout: query.heard }, page: query.page }),
    careAssignees(),
  ]);
  return {
    list: {
      ...list,
      items: list.items.map((item) => ({ ...item, overdue: isOverdue(item, now) })),
    },
    filters: { status: query.status ?? "", region: query.region ?? "", urgency: query.urgency ?? "", language: query.language ?? "", source: query.source ?? "", heard: query.heard ?? "", mine: query.mine ?? "", referrals: query.referrals ?? "", q: query.q ?? "" },
    assignees: assignees.map((person) => ({ value: String(person.id), label: person.name ? `${person.name} (${person.email})` : person.email })),
  };
}

/** Bulk assignment and bulk status: ./bulk.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  return bulkChange(request, context, await requireTextForm(request));
}

const statusOptions = CARE_STATUSES.map((status) => ({ value: status.value, label: status.label }));
/** French: service in French asked, or sent from the French edition (decision 0804). */
const languageOptions = LANGUAGES.map((language) => ({ value: language.value, label: language.value === "fr" ? "French (service or form)" : language.label }));
const regionOptions = regionSummaries.map((region) => ({ value: region.slug, label: region.name }));

/** "FR" beside a request for service in French or sent from the French edition; nothing otherwise. */
function FrenchMark({ language, formLanguage }: { language: string; formLanguage: string }) {
  const why = [language === "fr" ? "Service in French asked" : "", formLanguage === "fr" ? "sent from the French edition" : ""].filter(Boolean).join("; ");
  if (!why) return null;
  return (
    <>
      {" "}
      <abbr title={why[0]!.toUpperCase() + why.slice(1)} className="rounded bg-blue-100 px-1.5 py-0.5 font-sans text-xs font-semibold text-blue-900 no-underline" data-testid="care-french">
        FR
      </abbr>
    </>
  );
}

export default function CareRequests({ loaderData }: Route.ComponentProps) {
  const { list, filters, assignees } = loaderData;
  const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  const withStatus = (status: string) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (status) params.set("status", status);
    else params.delete("status");
    const query = params.toString();
    return query ? `${href("/admin/care-requests")}?${query}` : href("/admin/care-requests");
  };
  const filtered = Boolean(filters.region || filters.urgency || filters.language || filters.source || filters.heard || filters.mine || filters.referrals || filters.q);
  const all = Object.values(list.counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">
        Care requests <span className="text-xl font-normal text-muted">({list.total})</span>
      </h1>
      <p className="mt-2 text-sm text-muted">Personal health information: opening a request is recorded in the audit log.</p>

      <nav aria-label="Requests by status" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm" data-testid="care-status-counts">
          {[{ value: "", label: "All", count: all }, ...CARE_STATUSES.map((status) => ({ ...status, count: list.counts[status.value] }))].map((item) => (
            <li key={item.value || "all"}>
              <Link
                to={withStatus(item.value)}
                aria-current={filters.status === item.value ? "page" : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 font-medium ${
                  filters.status === item.value ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300 bg-white text-ink hover:border-brand-700"
                }`}
              >
                {item.label} <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-800">{item.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* A GET form: the filtered view works without JavaScript and can be bookmarked. */}
      <Form method="get" className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end" data-testid="care-filters">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <TextField label="Name or reference" name="q" defaultValue={filters.q} key={`q-${filters.q}`} maxLength={100} />
        <SelectField label="Region" name="region" options={regionOptions} placeholder="Any region" defaultValue={filters.region} key={`region-${filters.region}`} />
        <SelectField label="How soon" name="urgency" options={URGENCIES.map((u) => ({ value: u.value, label: u.label }))} placeholder="Any" defaultValue={filters.urgency} key={`urgency-${filters.urgency}`} />
        <SelectField label="Language" name="language" options={languageOptions} placeholder="Any" defaultValue={filters.language} key={`language-${filters.language}`} />
        <SelectField label="Source" name="source" options={CHANNELS} placeholder="Any" defaultValue={filters.source} key={`source-${filters.source}`} />
        <SelectField label="Heard about us" name="heard" options={HEARD_ABOUT} placeholder="Any" defaultValue={filters.heard} key={`heard-${filters.heard}`} />
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" name="mine" value="1" defaultChecked={filters.mine === "1"} key={`mine-${filters.mine}`} className="h-5 w-5 accent-brand-700" />
          Assigned to me
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" name="referrals" value="1" defaultChecked={filters.referrals === "1"} key={`referrals-${filters.referrals}`} className="h-5 w-5 accent-brand-700" />
          Referrals
        </label>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {filtered ? (
            <Link to={filters.status ? `${href("/admin/care-requests")}?status=${filters.status}` : href("/admin/care-requests")} className="btn-outline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {list.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
          {filtered || filters.status ? "No care requests match the filter." : "No care requests yet."}
        </p>
      ) : (
        <>
          {/* The rows' checkboxes belong to this form (their `form` attribute); it works without JavaScript. */}
          <Form method="post" id="care-bulk" className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm lg:grid-cols-2" data-testid="care-bulk">
            <input type="hidden" name="back" value={search.toString()} />
            <fieldset className="flex flex-wrap items-end gap-2">
              <legend className="mb-1 font-semibold text-ink">Assign the ticked requests</legend>
              <SelectField label="To" name="assignee" options={[{ value: "none", label: "Nobody (unassign)" }, ...assignees]} placeholder="Choose..." className="min-w-56" />
              <button type="submit" name="intent" value="bulk-assign" className="btn min-h-10 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50">
                Assign selected
              </button>
            </fieldset>
            <fieldset className="flex flex-wrap items-end gap-2">
              <legend className="mb-1 font-semibold text-ink">Change the ticked requests' status</legend>
              <SelectField label="Status" name="status" options={statusOptions} placeholder="Choose..." />
              <SelectField label="Reason (not proceeding)" name="reason" options={NOT_PROCEEDING_REASONS.map((r) => ({ value: r.value, label: r.label }))} placeholder="—" />
              <button type="submit" name="intent" value="bulk-status" className="btn min-h-10 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50">
                Change status
              </button>
            </fieldset>
          </Form>
          <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Care requests, newest first</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col" className="px-3 py-2">Reference</th>
                  <th scope="col" className="px-3 py-2">Name</th>
                  <th scope="col" className="px-3 py-2">Region</th>
                  <th scope="col" className="px-3 py-2">How soon</th>
                  <th scope="col" className="px-3 py-2">Status</th>
                  <th scope="col" className="px-3 py-2">Assigned to</th>
                  <th scope="col" className="px-3 py-2">Received</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.items.map((item) => (
                  <tr key={item.id} data-testid={`care-row-${item.reference}`} className={item.overdue ? "bg-red-50" : undefined}>
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        name="ids"
                        value={item.id}
                        form="care-bulk"
                        aria-label={`Select ${item.reference}`}
                        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
                      />
                    </td>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-semibold">
                      <Link to={href("/admin/care-requests/:id", { id: String(item.id) })} className="link">
                        {item.reference}
                      </Link>
                      <FrenchMark language={item.language} formLanguage={item.formLanguage} />
                    </th>
                    <td className="px-3 py-2">
                      {item.name}
                      {item.referredBy ? (
                        <span className="mt-1 block w-fit rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900" data-testid="care-referral">
                          Referral · {item.referredBy}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{regionName(item.region)}</td>
                    <td className="px-3 py-2">
                      {item.urgency === URGENT ? <span className="font-semibold text-red-800">{labelOf(URGENCIES, item.urgency)}</span> : labelOf(URGENCIES, item.urgency)}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={item.status} />
                      {item.overdue ? (
                        <span className="ml-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="overdue">
                          Overdue
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{item.assignedEmail ?? <span className="text-muted">Nobody</span>}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <time dateTime={item.createdAt}>{formatAgencyDateTime(item.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination path={href("/admin/care-requests")} page={list.page} pageCount={list.pageCount} search={search} label="Care request pages" />
    </>
  );
}
