import type { ReactNode } from "react";
import { data, Form, href, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { healthWarnings, openIncidents, systemStatus } from "~/server/domain/system-health.server";
import { clock } from "~/server/infra/clock.server";
import { checkRestore } from "~/server/infra/replication.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import { periodicJobs } from "~/server/jobs.server";
import type { Route } from "./+types/route";

/** The owner only (app/lib/staff-roles.ts): how the site's machinery is doing (decision 0700). */
export const middleware = [requirePermission("system")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("System");

export async function loader() {
  const now = clock();
  const status = await systemStatus(periodicJobs(), now);
  const incidents = await openIncidents();
  return { status, warnings: healthWarnings(status, now), incidents };
}

const RESTORE_CHECK = "restore-check";

/** intent=restore-check: restores the replica's latest copy into a scratch file now and checks it (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  if (form.get("intent") !== RESTORE_CHECK) throw data("Nothing to do: choose a button on the page.", { status: 400 });
  let outcome: { ok: boolean; text: string };
  try {
    outcome = { ok: true, text: await checkRestore() };
  } catch (error) {
    outcome = { ok: false, text: error instanceof Error ? error.message : String(error) };
  }
  await audit(context, "restore-check", undefined, outcome.text.slice(0, 300));
  return redirectWithToast(request, href("/admin/system"), {
    title: outcome.ok ? "Restore check done" : "The restore check failed",
    description: outcome.text,
    variant: outcome.ok ? "success" : "error",
  });
}

function bytes(value: number | null): string {
  if (value === null) return "—";
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? size : size.toFixed(1)} ${units[unit]}`;
}

const when = (iso: string | Date | null | undefined) => (iso ? formatAgencyDateTime(typeof iso === "string" ? iso : iso.toISOString()) : "never");

function seconds(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `system-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SystemPage({ loaderData }: Route.ComponentProps) {
  const { status, warnings, incidents } = loaderData;
  const replica = status.replication;
  const restoreJob = status.jobs.find((job) => job.name === "restore-check");
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === RESTORE_CHECK;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-ink">System</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Whether the backups, outgoing email, scheduled jobs and disk are well (checked {when(status.checkedAt)}). A warning is also
        emailed to every owner once, and once more when it clears.
      </p>

      {warnings.length > 0 ? (
        <div className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" role="alert" aria-labelledby="system-warnings">
          <h2 id="system-warnings" className="font-bold">
            {warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning.kind}>
                {warning.message}
                {incidents.find((incident) => incident.kind === warning.kind) ? ` (since ${when(incidents.find((incident) => incident.kind === warning.kind)!.opened_at)})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900">All is well.</p>
      )}

      <Section title="Backups">
        {replica ? (
          <Facts
            rows={[
              ["Replica", replica.replicaUrl],
              ["Replicating", replica.running ? "yes, with Litestream" : "no: this server was not started by npm start (server.js)"],
              ["Last change shipped", when(replica.lastShippedAt)],
              [
                "Waiting to ship",
                replica.pending && replica.lastWrittenAt
                  ? `changes, the newest written ${seconds(new Date(status.checkedAt).getTime() - new Date(replica.lastWrittenAt).getTime())} ago (behind by at most ${seconds(replica.lagMs)})`
                  : "nothing",
              ],
              ["Last snapshot", when(replica.lastSnapshotAt)],
              [
                "Replica reachable",
                replica.reachable === null ? "not tried yet" : replica.reachable ? "yes" : `no, since ${when(replica.failingSince)}: ${replica.lastError?.message ?? ""}`,
              ],
              [
                "At this start",
                replica.restoreAtStart?.outcome === "restored"
                  ? `database restored from the replica (${when(replica.restoreAtStart.at)}, ${seconds(replica.restoreAtStart.ms ?? 0)})`
                  : replica.restoreAtStart?.outcome === "no replica"
                    ? "no copy in the replica yet: started with a new database"
                    : "database present on the disk",
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-ink">
            {status.database.kind === "postgres"
              ? "The database is PostgreSQL: its provider's backups cover it (npm run db:backup adds a copy of your own)."
              : "No off-site copy: LITESTREAM_REPLICA_URL is not set, so a lost disk loses the database. See docs/backups.md."}
          </p>
        )}
        <p className="mt-3 text-sm text-ink">
          {status.uploads === "bucket"
            ? "Resumes and post images are in the bucket (STORAGE_URL), off this machine."
            : "Resumes and post images are on this machine's disk only (STORAGE_URL is not set): a lost disk loses them."}
        </p>
      </Section>

      <Section title="Restore check">
        <Facts
          rows={[
            ["Last check", restoreJob?.lastRunAt ? `${when(restoreJob.lastRunAt)}: ${restoreJob.lastOutcome ?? "ok"}` : "never"],
            ["Last failure", restoreJob?.lastFailureAt ? `${when(restoreJob.lastFailureAt)}: ${restoreJob.lastError}` : "none"],
          ]}
        />
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value={RESTORE_CHECK} className="btn-primary" disabled={checking}>
            {checking ? "Checking..." : "Check the restore now"}
          </button>
        </Form>
      </Section>

      <Section title="Outgoing email">
        <Facts
          rows={[
            ["Waiting to be sent", String(status.mail.queued)],
            ["Being sent", String(status.mail.sending)],
            ["Oldest waiting since", when(status.mail.oldestWaiting)],
            ["Failing for over an hour", String(status.mail.failingOverAnHour)],
            [
              "Failed in the last 7 days",
              status.mail.failedLastWeek.length ? status.mail.failedLastWeek.map((row) => `${row.kind}: ${row.count}`).join(", ") : "none",
            ],
          ]}
        />
      </Section>

      <Section title="Scheduled jobs">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Each scheduled job&apos;s last run and last failure</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="p-2">Job</th>
                <th scope="col" className="p-2">Runs</th>
                <th scope="col" className="p-2">Last run</th>
                <th scope="col" className="p-2">Last failure</th>
              </tr>
            </thead>
            <tbody>
              {status.jobs.map((job) => (
                <tr key={job.name} className="border-t border-slate-100 align-top">
                  <th scope="row" className="p-2 font-semibold">{job.name}</th>
                  <td className="p-2">{job.daily ? "daily" : "every few minutes"}</td>
                  <td className="p-2">{when(job.lastRunAt)}</td>
                  <td className="p-2">{job.lastFailureAt ? `${when(job.lastFailureAt)}: ${job.lastError}` : "none"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title="Storage">
        <Facts
          rows={[
            ["Database", status.database.kind === "sqlite" ? `${bytes(status.database.bytes)} (write-ahead log ${bytes(status.database.logBytes)})` : "PostgreSQL"],
            ...status.volumes.map(
              (volume): [string, string] => [
                `Disk of ${volume.path}`,
                `${bytes(volume.freeBytes)} free of ${bytes(volume.totalBytes)} (${Math.round(volume.usedFraction * 100)} % used)`,
              ],
            ),
          ]}
        />
      </Section>

      <Section title="This server">
        <Facts
          rows={[
            ["Version", status.version],
            ["Node", status.node],
            ["Running since", `${when(status.startedAt)} (${seconds(status.uptimeMs)})`],
          ]}
        />
      </Section>
    </div>
  );
}
