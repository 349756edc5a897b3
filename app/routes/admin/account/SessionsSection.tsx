import { Form } from "react-router";
import { ProofField } from "./ProofField";
import { formatAgencyDateTime } from "~/lib/agency-time";

interface SessionRow {
  id: number;
  device: string;
  ip: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account's live sessions, and the button that ends all but this one (with the current password). */
export function SessionsSection({ sessions, freshUntil, problem }: { sessions: SessionRow[]; freshUntil: string | null; problem?: string }) {
  return (
    <section aria-labelledby="sessions-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="sessions-title" className="text-xl font-bold text-ink">
        Where you're signed in
      </h2>
      <p className="mt-1 text-sm text-muted">A session ends after 8 hours without use, and 7 days after sign-in at most.</p>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="session-list">
        {sessions.map((session) => (
          <li key={session.id} className="py-3 text-sm">
            <p className="font-semibold text-ink">
              {session.device}
              {session.current ? <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">This device</span> : null}
            </p>
            <p className="text-muted">
              IP {session.ip || "unknown"} · signed in {formatAgencyDateTime(session.createdAt)} with {session.method} · last seen{" "}
              {formatAgencyDateTime(session.lastSeenAt)}
            </p>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4 max-w-sm space-y-3">
        <input type="hidden" name="intent" value="sign-out-others" />
        <ProofField freshUntil={problem ? null : freshUntil} error={problem} />
        <button type="submit" className="btn-outline">
          Sign out other sessions
        </button>
      </Form>
    </section>
  );
}
