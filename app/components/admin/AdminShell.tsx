import { Form, href, Link, NavLink } from "react-router";
import { FieldLookProvider } from "~/components/forms/Field";
import { ToastRegion } from "~/components/Toaster";
import { can, type Permission, type StaffRole } from "~/lib/staff-roles";

/** The admin's sections, each shown only to the roles that may open it. */
const navigation: { to: string; label: string; end: boolean; permission: Permission }[] = [
  { to: href("/admin"), label: "Posts", end: true, permission: "dashboard" },
  { to: href("/admin/categories"), label: "Categories", end: false, permission: "categories" },
  // --- the media library (visual editor) ---
  { to: href("/admin/media"), label: "Media", end: false, permission: "posts:write" },
  { to: href("/admin/inbox/messages"), label: "Messages", end: false, permission: "messages" },
  // --- hiring ---
  { to: href("/admin/applications"), label: "Applications", end: false, permission: "applications" },
  { to: href("/admin/jobs"), label: "Job postings", end: false, permission: "applications" },
  { to: href("/admin/inbox/reviews"), label: "Reviews", end: false, permission: "reviews" },
  { to: href("/admin/inbox/subscribers"), label: "Subscribers", end: false, permission: "subscribers" },
  // --- newsletters ---
  { to: href("/admin/newsletters"), label: "Newsletters", end: false, permission: "newsletters" },
  { to: href("/admin/staff"), label: "Staff", end: false, permission: "staff" },
  { to: href("/admin/audit"), label: "Audit log", end: false, permission: "audit" },
  { to: href("/admin/settings"), label: "Settings", end: false, permission: "settings" },
  // Redirects and the 404 report
  { to: href("/admin/redirects"), label: "Redirects", end: false, permission: "redirects" },
  { to: href("/admin/not-found"), label: "Missing pages", end: false, permission: "redirects" },
  // --- the agency's own analytics (owner, editor) ---
  { to: href("/admin/analytics"), label: "Analytics", end: false, permission: "analytics" },
  { to: href("/admin/notices"), label: "Service notices", end: false, permission: "notices" },
  // --- care requests (owner, coordinator) ---
  { to: href("/admin/care-requests"), label: "Care requests", end: false, permission: "care-requests" },
  { to: href("/admin/partners"), label: "Partners", end: false, permission: "partners" },
  { to: href("/admin/complaints"), label: "Complaints", end: false, permission: "complaints" },
  { to: href("/admin/accessibility"), label: "Accessibility requests", end: false, permission: "accessibility" },
  // --- the system page (owner) ---
  { to: href("/admin/system"), label: "System", end: false, permission: "system" },
];

/**
 * The admin area's frame: no public shell, but a skip link, a banner and
 * one main landmark. Signed in (`adminEmail` given) it adds the navigation
 * and the Logout button (a POST form: signing out never happens on GET).
 * Form fields inside take the admin look (app/components/forms).
 * `limited`: the staff member must set up two-factor before anything else,
 * so the navigation (to pages that would send them back) is left out.
 */
export function AdminShell({
  adminEmail,
  role,
  limited,
  children,
}: {
  adminEmail?: string;
  role?: StaffRole;
  limited?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
          <Link to={adminEmail ? href("/admin") : "/"} className="flex items-center gap-2 rounded-md font-bold text-brand-900">
            <svg viewBox="0 0 40 40" width="32" height="32" aria-hidden="true">
              <rect width="40" height="40" rx="10" fill="#0f766e" />
              <path d="M20 30s-9-5.6-9-12a5 5 0 0 1 9-3 5 5 0 0 1 9 3c0 6.4-9 12-9 12z" fill="#fff" />
            </svg>
            <span>Sinai Home Care</span>
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-800">
              Admin
            </span>
          </Link>
          {adminEmail ? (
            <div className="flex items-center gap-3 text-sm">
              <span className="hidden text-muted sm:inline">{adminEmail}</span>
              {/* Password, two-factor and sessions: every role's own page. */}
              <Link to={href("/admin/account")} className="link">
                Your account
              </Link>
              <Link to="/" reloadDocument className="link">
                View site
              </Link>
              <Form method="post" action={href("/admin/logout")}>
                <button type="submit" className="btn-outline min-h-9 px-4 py-1.5">
                  Logout
                </button>
              </Form>
            </div>
          ) : null}
        </div>
        {adminEmail && !limited ? (
          <nav aria-label="Admin" className="container-page -mb-px overflow-x-auto">
            <ul className="flex flex-wrap gap-x-1 text-sm font-medium">
              {navigation.filter((item) => role && can(role, item.permission)).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `inline-block whitespace-nowrap border-b-2 px-3 py-2.5 ${
                        isActive ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:text-ink"
                      }`
                    }
                  >
                    {/* The dashboard lists posts; for a role without posts it is just the dashboard. */}
                    {item.to === href("/admin") && role && !can(role, "posts:write") ? "Dashboard" : item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="container-page py-8 outline-none">
        <ToastRegion />
        <FieldLookProvider look="admin">{children}</FieldLookProvider>
      </main>
    </div>
  );
}
