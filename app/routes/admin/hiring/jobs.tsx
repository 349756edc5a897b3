import { Form, href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatPayRange } from "~/lib/pay-range";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { listPostings } from "~/server/domain/job-postings.server";
import type { Route } from "./+types/jobs";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Job postings");

export async function loader() {
  return { postings: await listPostings() };
}

const STATUS = {
  open: { label: "Open", className: "bg-emerald-100 text-emerald-900" },
  draft: { label: "Draft", className: "bg-slate-200 text-slate-800" },
  closed: { label: "Closed", className: "bg-amber-100 text-amber-900" },
} as const;

/** Every posting; each opens, closes and edits from its own page (open and close also here, as small forms). */
export default function Jobs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">Job postings</h1>
        <div className="flex gap-3">
          <Link to={href("/admin/applications")} className="btn-outline">
            Applications
          </Link>
          <Link to={href("/admin/jobs/new")} className="btn-primary">
            New posting
          </Link>
        </div>
      </div>
      <p className="mt-2 text-muted">Open postings are on the careers page. A closed posting is kept, with its applications, for 3 years, then deleted.</p>
      <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {loaderData.postings.map((posting) => (
          <li key={posting.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`posting-row-${posting.slug}`}>
            <div>
              <p className="font-semibold text-ink">
                <Link to={href("/admin/jobs/:id", { id: String(posting.id) })} className="link">
                  {posting.title}
                </Link>{" "}
                <span className={`ml-2 rounded px-2 py-0.5 text-xs font-semibold ${STATUS[posting.status].className}`}>{STATUS[posting.status].label}</span>
              </p>
              <p className="text-sm text-muted">
                {formatPayRange(posting.pay)} ·{" "}
                <Link to={`${href("/admin/applications")}?posting=${posting.id}`} className="link">
                  {posting.applications === 1 ? "1 application" : `${posting.applications} applications`}
                </Link>
              </p>
            </div>
            <Form method="post" action={href("/admin/jobs/:id", { id: String(posting.id) })}>
              <input type="hidden" name="intent" value={posting.status === "open" ? "close" : "open"} />
              <button type="submit" className="btn-outline min-h-9 px-4 py-1.5">
                {posting.status === "open" ? "Close" : "Open"}
                <span className="sr-only"> {posting.title}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
