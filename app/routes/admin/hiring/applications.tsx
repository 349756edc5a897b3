import { Form, href, Link } from "react-router";
import { HeardSelect, LanguageMark, LanguageSelect, SourceSelect } from "~/components/admin/Inbox";
import { Pagination } from "~/components/Pagination";
import { regionName, regionSummaries } from "~/content/regions";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDate } from "~/lib/agency-time";
import { FRENCH_APPLICANT, STAGE_LABELS, STAGES, unansweredFlag, unmetFlag } from "~/lib/hiring";
import { passOnHeaders } from "~/lib/route-headers";
import { APPLICATIONS_PAGE_SIZE } from "~/schemas/admin-form-rules";
import { filterFromSearch } from "./schemas";
import { requirePermission } from "~/server/auth/auth.server";
import { listApplications } from "~/server/domain/applications.server";
import { listPostings } from "~/server/domain/job-postings.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/applications";
import { MoveControls } from "./MoveControls";
import { newMoveKey } from "./move.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Applications");

export async function loader({ url }: Route.LoaderArgs) {
  const filter = filterFromSearch(url.searchParams);
  const [list, postings] = await Promise.all([listApplications(filter, APPLICATIONS_PAGE_SIZE, clock()), listPostings()]);
  return { filter, list, postings: postings.map(({ id, title, status }) => ({ id, title, status })), moveKey: newMoveKey(), search: url.searchParams.toString() };
}

const select = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/**
 * The list HR works from: GET filters, counts per stage, newest first, 25 a
 * page; tick applications and move them (with their email, shown first),
 * without JavaScript; the filtered list as CSV.
 */
export default function Applications({ loaderData }: Route.ComponentProps) {
  const { filter, list, postings, moveKey, search } = loaderData;
  const params = new URLSearchParams(search);
  params.delete("page");
  const stageLink = (stage?: string) => {
    const next = new URLSearchParams(params);
    if (stage) next.set("stage", stage);
    else next.delete("stage");
    const query = next.toString();
    return query ? `${href("/admin/applications")}?${query}` : href("/admin/applications");
  };
  const csv = params.toString() ? `${href("/admin/applications.csv")}?${params.toString()}` : href("/admin/applications.csv");
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">Applications</h1>
        <div className="flex flex-wrap gap-3">
          <Link to={href("/admin/jobs")} className="btn-outline">
            Job postings
          </Link>
          <Link to={href("/admin/applications/templates")} className="btn-outline">
            Email templates
          </Link>
          <a href={csv} className="btn-outline" download>
            Export CSV
          </a>
        </div>
      </div>

      <nav aria-label="Stages" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link to={stageLink()} aria-current={!filter.stage ? "page" : undefined} className="rounded-full border px-3 py-1 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
              All <span data-testid="count-all">{list.counts.all}</span>
            </Link>
          </li>
          {STAGES.map((stage) => (
            <li key={stage}>
              <Link
                to={stageLink(stage)}
                aria-current={filter.stage === stage ? "page" : undefined}
                className="rounded-full border px-3 py-1 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {STAGE_LABELS[stage]} <span data-testid={`count-${stage}`}>{list.counts[stage]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form method="get" className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Filter applications">
        {filter.stage ? <input type="hidden" name="stage" value={filter.stage} /> : null}
        <div>
          <label htmlFor="filter-posting" className="block text-sm font-semibold">
            Posting
          </label>
          <select id="filter-posting" name="posting" defaultValue={filter.posting ?? ""} className={select}>
            <option value="">Any</option>
            {postings.map((posting) => (
              <option key={posting.id} value={posting.id}>
                {posting.title}
                {posting.status === "open" ? "" : ` (${posting.status})`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-region" className="block text-sm font-semibold">
            Region
          </label>
          <select id="filter-region" name="region" defaultValue={filter.region ?? ""} className={select}>
            <option value="">Any</option>
            {regionSummaries.map((region) => (
              <option key={region.slug} value={region.slug}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-flag" className="block text-sm font-semibold">
            Flag
          </label>
          <select id="filter-flag" name="flag" defaultValue={filter.flag ?? ""} className={select}>
            <option value="">Any</option>
            <option value="unmet">Misses a must-have</option>
            <option value="unanswered">Screening not answered</option>
            <option value="overdue">Decision overdue</option>
          </select>
        </div>
        <LanguageSelect id="filter-language" language={filter.language} all="Any" labelClassName="block text-sm font-semibold" selectClassName={select} />
        <SourceSelect id="filter-source" channel={filter.source} all="Any" labelClassName="block text-sm font-semibold" selectClassName={select} />
        <HeardSelect id="filter-heard" heard={filter.heard} all="Any" labelClassName="block text-sm font-semibold" selectClassName={select} />
        <div>
          <label htmlFor="filter-q" className="block text-sm font-semibold">
            Name or email
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} className={select} />
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Filter
          </button>
        </div>
      </form>

      {list.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">No applications match.</p>
      ) : (
        <Form method="post" action={href("/admin/applications/bulk")} className="mt-6">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <MoveControls moveKey={moveKey} idPrefix="bulk" />
          </div>
          <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {list.items.map((item) => (
              <li key={item.id} className="flex items-start gap-3 p-4" data-testid={`application-${item.id}`}>
                <input type="checkbox" name="ids" value={item.id} id={`tick-${item.id}`} className="mt-1 h-5 w-5 accent-brand-700" />
                <div className="flex-1">
                  <label htmlFor={`tick-${item.id}`} className="sr-only">
                    Select {item.name}
                  </label>
                  <p className="font-semibold text-ink">
                    <Link to={href("/admin/applications/:id", { id: String(item.id) })} className="link">
                      {item.name}
                    </Link>
                    <LanguageMark language={item.language} title={FRENCH_APPLICANT} /> · {item.posting ?? "General application"}
                  </p>
                  <p className="text-sm text-muted">
                    {item.email} · {STAGE_LABELS[item.stage]} · {formatAgencyDate(item.createdAt)}
                    {item.regions.length ? ` · ${item.regions.map(regionName).join(", ")}` : ""}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    {item.unmet.length ? <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-950">{unmetFlag(item.unmet)}</span> : null}
                    {item.unanswered.length ? <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-950">{unansweredFlag(item.unanswered)}</span> : null}
                    {item.overdue ? <span className="rounded bg-red-100 px-2 py-0.5 text-red-900">Decision overdue (45 days after interview)</span> : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <Pagination path={href("/admin/applications")} page={list.page} pageCount={list.pageCount} search={params} label="Application pages" />
    </div>
  );
}
