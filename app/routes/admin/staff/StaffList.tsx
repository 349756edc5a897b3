import { Form } from "react-router";
import { formatAgencyDate, formatAgencyDateTime } from "~/lib/agency-time";
import type { StaffRole } from "~/lib/staff-roles";
import type { StaffListing as StaffRow } from "~/server/domain/staff.server";


interface RoleOption {
  value: StaffRole;
  label: string;
}

function Badge({ tone, children }: { tone: "green" | "slate" | "amber"; children: React.ReactNode }) {
  const tones = {
    green: "bg-brand-50 text-brand-800",
    slate: "bg-slate-100 text-slate-700",
    amber: "bg-amber-100 text-amber-900",
  };
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/**
 * Everyone with an account: who, role, two-factor, last sign-in, status,
 * and per row a role form and the deactivate/reactivate button (each a
 * plain POST form). A refusal for a row (the last owner) shows in that row.
 */
export function StaffList({ staff, me, roles, rowError }: { staff: StaffRow[]; me: number; roles: RoleOption[]; rowError?: { userId: number; message: string } }) {
  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title" className="text-xl font-bold text-ink">
        Staff accounts ({staff.length})
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="staff-list">
        {staff.map((person) => {
          const label = person.name ? `${person.name} (${person.email})` : person.email;
          const error = rowError?.userId === person.id ? rowError.message : undefined;
          const errorId = `staff-${person.id}-error`;
          return (
            <li key={person.id} className="grid gap-3 p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center" data-testid={`staff-row-${person.email}`}>
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {person.name ?? <span className="text-muted">No name yet</span>}
                  {person.id === me ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
                </p>
                <p className="break-all text-sm text-muted">{person.email}</p>
                <p className="mt-2 flex flex-wrap gap-2">
                  {person.deactivatedAt ? <Badge tone="amber">Deactivated</Badge> : <Badge tone="green">Active</Badge>}
                  <Badge tone="slate">{roles.find((role) => role.value === person.role)?.label ?? person.role}</Badge>
                  <Badge tone={person.twoFactor ? "green" : "slate"}>Two-factor {person.twoFactor ? "on" : "off"}</Badge>
                </p>
                <p className="mt-1 text-sm text-muted">
                  {person.lastSignInAt ? `Last sign-in ${formatAgencyDateTime(person.lastSignInAt)}` : "Never signed in"}
                  {person.deactivatedAt ? ` · deactivated ${formatAgencyDate(person.deactivatedAt)}` : ""}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2 lg:justify-end">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="userId" value={person.id} />
                  <div>
                    <label htmlFor={`role-${person.id}`} className="block text-xs font-semibold text-ink">
                      Role<span className="sr-only"> of {person.email}</span>
                    </label>
                    <select
                      id={`role-${person.id}`}
                      name="role"
                      defaultValue={person.role}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm"
                    >
                      {roles.map((role) => (
                        <option key={role.value} value={role.value}>
                          {role.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn-outline min-h-10 whitespace-nowrap px-4 py-2">
                    Change role<span className="sr-only"> of {person.email}</span>
                  </button>
                </Form>
                {person.id === me ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value={person.deactivatedAt ? "reactivate" : "deactivate"} />
                    <input type="hidden" name="userId" value={person.id} />
                    <button
                      type="submit"
                      className="btn-outline min-h-10 whitespace-nowrap px-4 py-2"
                      aria-label={`${person.deactivatedAt ? "Reactivate" : "Deactivate"} ${label}`}
                      aria-describedby={error ? errorId : undefined}
                    >
                      {person.deactivatedAt ? "Reactivate" : "Deactivate"}
                    </button>
                  </Form>
                )}
              </div>
              {error ? (
                <p id={errorId} role="alert" className="text-sm font-medium text-red-700 lg:col-span-2">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface InvitationRow {
  id: number;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}

/** Invitations not accepted yet (and not expired), each with a Revoke button. */
export function InvitationList({ invitations, roles }: { invitations: InvitationRow[]; roles: RoleOption[] }) {
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="text-xl font-bold text-ink">
        Pending invitations ({invitations.length})
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">No invitation is waiting.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="invitation-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`invitation-row-${invitation.email}`}>
              <div className="min-w-0">
                <p className="break-all font-semibold text-ink">{invitation.email}</p>
                <p className="text-sm text-muted">
                  As {roles.find((role) => role.value === invitation.role)?.label ?? invitation.role} · sent {formatAgencyDateTime(invitation.createdAt)} · expires{" "}
                  {formatAgencyDateTime(invitation.expiresAt)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-invitation" />
                <input type="hidden" name="invitationId" value={invitation.id} />
                <button type="submit" className="btn-outline min-h-10 px-4 py-2" aria-label={`Revoke the invitation of ${invitation.email}`}>
                  Revoke
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
