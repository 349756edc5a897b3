import { href, Link } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";

/** The frame of the anonymous staff pages (invitation, forgot and reset password): the admin look, no navigation. */
export function StaffLinkPage({ title, intro, children }: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <AdminShell>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        {children}
      </div>
    </AdminShell>
  );
}

/** An emailed link that was used, expired or revoked: what to do instead. */
export function LinkNoLongerValid({ what, next }: { what: "invitation" | "reset"; next: React.ReactNode }) {
  return (
    <div className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950" data-testid="link-invalid">
      <p className="font-semibold">
        This {what === "invitation" ? "invitation" : "password reset"} link is no longer valid.
      </p>
      <p className="mt-2 text-sm">
        {what === "invitation"
          ? "It was already used, it expired (an invitation works for 7 days), or it was replaced by a newer one."
          : "It was already used, it expired (a reset link works for 1 hour), or a newer link was sent."}{" "}
        {next}
      </p>
      <p className="mt-4">
        <Link to={href("/admin/login")} className="link">
          Go to the sign-in page
        </Link>
      </p>
    </div>
  );
}
