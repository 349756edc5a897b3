import { href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { inboxCounts } from "~/server/domain/inbox.server";
import { countOverdue } from "~/server/domain/applications.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/dashboard";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { can, type Permission } from "~/lib/staff-roles";
import { PostLinks, PostList } from "./posts/PostList";
import { loadPostList, publishFromList } from "./posts/post-list.server";
// --- care requests ---
import { careDashboard } from "~/server/domain/care-requests.server";
// --- complaints ---
import { countOverdueComplaints } from "~/server/domain/complaints.server";
// --- accessibility requests and the plan's review (decision 1010) ---
import { countOverdueAccess, planReviewMark } from "~/server/domain/accessibility-requests.server";
import { ACK_BUSINESS_DAYS } from "~/lib/accessibility-requests";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("dashboard", "posts:manage")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/**
 * Only what the role may see: no posts for HR, no application count for
 * editors or authors. The posts list is the posts feature's
 * (posts/post-list.server.ts); the rest are other features' counts.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = signedInAdmin(context);
  const { role } = staff;
  const [postList, counts, care] = await Promise.all([
    loadPostList(staff, url),
    inboxCounts(),
    can(role, "care-requests") ? careDashboard() : null,
  ]);
  // --- hiring: interviewed applicants past Ontario's 45 days without a decision ---
  const overdueApplications = can(role, "applications") ? await countOverdue(clock()) : null;
  // --- complaints past their current step's deadline (decision 1001) ---
  const overdueComplaints = can(role, "complaints") ? await countOverdueComplaints(clock()) : null;
  // --- accessibility: late requests (owner, coordinator); the plan's review from 60 days before (owner) ---
  const overdueAccess = can(role, "accessibility") ? await countOverdueAccess(clock()) : null;
  const planReview = role === "owner" ? planReviewMark(clock()) : null;
  const shown = (permission: Permission, count: number) => (can(role, permission) ? count : null);
  return {
    ...postList,
    counts: {
      messages: shown("messages", counts.messages),
      applications: shown("applications", counts.applications),
      reviews: shown("reviews", counts.reviews),
      subscribers: shown("subscribers", counts.subscribers),
    },
    care,
    overdueApplications,
    overdueComplaints,
    overdueAccess,
    // The number, not the module: the rules module brings the time-zone library into the page's script.
    accessAckDays: ACK_BUSINESS_DAYS,
    planReview,
  };
}

/** The posts list's Publish / Unpublish buttons post here. */
export async function action({ request, context }: Route.ActionArgs) {
  return publishFromList(request, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, care, overdueApplications, overdueComplaints, overdueAccess, accessAckDays, planReview, posts, mayManageCategories, ...postList } = loaderData;
  const inbox = [
    { to: href("/admin/inbox/messages"), label: "Contact messages", count: counts.messages },
    { to: href("/admin/applications"), label: "Job applications", count: counts.applications },
    { to: href("/admin/inbox/reviews"), label: "Reviews", count: counts.reviews },
    { to: href("/admin/inbox/subscribers"), label: "Newsletter subscribers", count: counts.subscribers },
  ].filter((item): item is { to: string; label: string; count: number } => item.count !== null);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Dashboard</h1>
        <PostLinks mayWrite={posts !== null} mayManageCategories={mayManageCategories} />
      </div>

      {care ? <CareRequestsSummary care={care} /> : null}
      {overdueComplaints ? (
        <p className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950" data-testid="overdue-complaints">
          <strong>{overdueComplaints === 1 ? "1 complaint is past the deadline of its current step." : `${overdueComplaints} complaints are past the deadline of their current step.`}</strong>{" "}
          <Link to={`${href("/admin/complaints")}?overdue=1`} className="link">
            See them
          </Link>
        </p>
      ) : null}
      {overdueApplications ? (
        <p className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950" data-testid="overdue-applications">
          <strong>
            {overdueApplications === 1 ? "1 interviewed applicant is" : `${overdueApplications} interviewed applicants are`} waiting for a decision
          </strong>{" "}
          more than 45 days after the last interview (Ontario asks that they be told).{" "}
          <Link to={`${href("/admin/applications")}?flag=overdue`} className="link">
            See them
          </Link>
        </p>
      ) : null}

      {overdueAccess ? (
        <p className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950" data-testid="overdue-access">
          <strong>{overdueAccess === 1 ? "1 accessibility request is" : `${overdueAccess} accessibility requests are`} overdue</strong>: not acknowledged within {accessAckDays} business
          days, or past the delivery date agreed with the person.{" "}
          <Link to={href("/admin/accessibility")} className="link">
            See them
          </Link>
        </p>
      ) : null}
      {planReview ? (
        <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950" data-testid="plan-review">
          <strong>The multi-year accessibility plan {planReview.past ? "was" : "is"} due for its five-year review on {planReview.reviewDate}.</strong> Review it, then update
          its text and adoption date in the site&apos;s content.{" "}
          <a href={href("/accessibility/plan")} className="link">
            Read the plan
          </a>
        </p>
      ) : null}

      {inbox.length ? (
        <section aria-labelledby="inbox-heading" className="mt-8">
          <h2 id="inbox-heading" className="text-lg font-semibold text-ink">
            Inbox
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {inbox.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
                >
                  <span className="block text-2xl font-bold text-brand-800">{item.count}</span>
                  <span className="text-sm font-medium text-ink">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {posts ? <PostList posts={posts} {...postList} /> : null}
    </>
  );
}

// --- care requests: new and overdue, for owners and coordinators (decision 0612) ---
function CareRequestsSummary({ care }: { care: { new: number; overdue: number } }) {
  const queue = href("/admin/care-requests");
  return (
    <section aria-labelledby="care-heading" className="mt-8" data-testid="care-summary">
      <h2 id="care-heading" className="text-lg font-semibold text-ink">
        Care requests
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <Link to={`${queue}?status=new`} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700">
            <span className="block text-2xl font-bold text-brand-800">{care.new}</span>
            <span className="text-sm font-medium text-ink">New</span>
          </Link>
        </li>
        <li>
          <Link
            to={`${queue}?status=new&urgency=48-hours`}
            className={`block rounded-xl border p-4 shadow-sm hover:border-brand-700 ${care.overdue ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
          >
            <span className={`block text-2xl font-bold ${care.overdue ? "text-red-800" : "text-brand-800"}`} data-testid="care-overdue-count">
              {care.overdue}
            </span>
            <span className="text-sm font-medium text-ink">Overdue (urgent, still New)</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
