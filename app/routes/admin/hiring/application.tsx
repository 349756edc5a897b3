import { data, Form, href, Link } from "react-router";
import { LanguageMark } from "~/components/admin/Inbox";
import { SourceBlock } from "~/components/admin/SourceBlock";
import { sourceOfRecord } from "~/server/domain/enquiry-sources.server";
import { regionName } from "~/content/regions";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDate, formatAgencyDateTime } from "~/lib/agency-time";
import { AVAILABILITY_LABELS, FRENCH_APPLICANT, LANGUAGE_LABELS, REQUIREMENT_LABELS, REQUIREMENTS, STAGE_LABELS, unansweredFlag, unmetFlag } from "~/lib/hiring";
import { passOnHeaders } from "~/lib/route-headers";
import { NOTE_MAX } from "~/schemas/admin-form-rules";
import { interviewSchema, noteSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { addInterviewDate, addNote, findApplication } from "~/server/domain/applications.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/application";
import { MoveControls } from "./MoveControls";
import { newMoveKey } from "./move.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Application #${loaderData.application.id}` : "Application");

/** Every read of an application is in the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const application = id.success ? await findApplication(id.data, clock()) : null;
  if (!application) throw data(null, { status: 404 });
  await audit(context, "application-view", { type: "application", id: application.id });
  return { application, source: await sourceOfRecord("application", application.id), moveKey: newMoveKey() };
}

/** A note (intent=note) or an interview date (intent=interview); moves go to the bulk route. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const id = recordIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const admin = signedInAdmin(context);
  const who = admin.name ?? admin.email;
  const back = href("/admin/applications/:id", { id: String(id.data) });
  if (form.get("intent") === "interview") {
    const submission = parseForm(form, interviewSchema);
    if (submission.status !== "success") return data({ intent: "interview", result: submission.reply() }, { status: 400 });
    if (!(await addInterviewDate(id.data, submission.value.interview_at, who, clock()))) throw data(null, { status: 404 });
    await audit(context, "application-interview", { type: "application", id: id.data });
    return redirectWithToast(request, back, { variant: "success", title: "Interview date recorded" });
  }
  const submission = parseForm(form, noteSchema);
  if (submission.status !== "success") return data({ intent: "note", result: { ...submission.reply(), initialValue: submission.payload } }, { status: 400 });
  if (!(await addNote(id.data, { id: admin.id, name: who }, submission.value.body, clock()))) throw data(null, { status: 404 });
  await audit(context, "application-note", { type: "application", id: id.data });
  return redirectWithToast(request, back, { variant: "success", title: "Note added" });
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title} data-testid={testId}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a, source, moveKey } = loaderData;
  const answers = a.answers;
  const noteError = actionData?.intent === "note" ? actionData.result.error?.body?.[0] : undefined;
  const noteValue = actionData?.intent === "note" ? String((actionData.result.initialValue as Record<string, unknown> | undefined)?.body ?? "") : "";
  const interviewError = actionData?.intent === "interview" ? actionData.result.error?.interview_at?.[0] : undefined;
  const flag = unmetFlag(a.unmet);
  const unanswered = unansweredFlag(a.unanswered);
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <p className="text-sm">
        <Link to={href("/admin/applications")} className="link">
          ← Applications
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">
            {a.name}
            <LanguageMark language={a.language} title={FRENCH_APPLICANT} />
          </h1>
          <p className="mt-1 text-muted">
            {a.posting ?? "General application"} · received {formatAgencyDateTime(a.createdAt)} ·{" "}
            <strong data-testid="stage">{STAGE_LABELS[a.stage]}</strong>
          </p>
          <p className="mt-2 flex flex-wrap gap-2 text-sm font-semibold">
            {flag ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-950" data-testid="unmet-flag">
                {flag}
              </span>
            ) : null}
            {unanswered ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-950" data-testid="unanswered-flag">
                {unanswered}
              </span>
            ) : null}
            {a.overdue ? (
              <span className="rounded bg-red-100 px-2 py-0.5 text-red-900" data-testid="overdue-flag">
                Decision overdue: 45 days since the last interview
              </span>
            ) : null}
          </p>
        </div>
        <Link to={href("/admin/applications/:id/delete", { id: String(a.id) })} className="btn-outline border-red-300 text-red-800">
          Delete
        </Link>
      </div>

      <Section title="Move">
        <Form method="post" action={href("/admin/applications/bulk")}>
          <input type="hidden" name="ids" value={a.id} />
          <input type="hidden" name="back" value="application" />
          <MoveControls moveKey={moveKey} current={a.stage} idPrefix="one" />
        </Form>
      </Section>

      <Section title="Answers" testId="answers">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Email</dt>
            <dd>
              <a className="link" href={`mailto:${a.email}`}>
                {a.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Phone</dt>
            <dd>{a.phone ?? "Not given"}</dd>
          </div>
          <div>
            <dt className="font-semibold">Regions</dt>
            <dd>{a.regions.map(regionName).join(", ") || "Not given"}</dd>
          </div>
          <div>
            <dt className="font-semibold">Availability</dt>
            <dd>{(answers.availability ?? []).map((key) => AVAILABILITY_LABELS[key]).join(", ") || "Not given"}</dd>
          </div>
          <div>
            <dt className="font-semibold">Earliest start</dt>
            <dd>{answers.startDate ? formatAgencyDate(`${answers.startDate}T12:00:00Z`) : "Not given"}</dd>
          </div>
          <div>
            <dt className="font-semibold">Languages</dt>
            <dd>
              {[...(answers.languages ?? []).filter((key) => key !== "other").map((key) => LANGUAGE_LABELS[key]), ...(answers.otherLanguage ? [answers.otherLanguage] : [])].join(", ") ||
                "Not given"}
              {a.language === "fr" ? ` · emails in French${a.edition === "fr" ? " (applied from the French site)" : " (asked on the form)"}` : ""}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold">Requirements</dt>
            <dd>
              <ul className="mt-1 space-y-0.5">
                {REQUIREMENTS.map((key) => (
                  <li key={key}>
                    {(answers.has ?? []).includes(key) ? "Yes" : "No"}: {REQUIREMENT_LABELS[key]}
                    {key === "cno" && answers.cnoNumber ? ` (registration ${answers.cnoNumber})` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold">Cover letter</dt>
            <dd className="whitespace-pre-line break-words">{a.message || "None"}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold">Resume</dt>
            <dd>
              {a.resume ? (
                <a className="btn-outline mt-1 min-h-9 px-4 py-1.5" href={href("/admin/applications/:id/resume", { id: String(a.id) })} download>
                  Download resume{a.resume.name ? ` (${a.resume.name})` : ""}
                </a>
              ) : (
                "No resume attached."
              )}
            </dd>
          </div>
        </dl>
      </Section>

      <SourceBlock source={source} />

      <Section title="Interviews" testId="interviews">
        {a.interviewDates.length ? (
          <ul className="text-sm">
            {a.interviewDates.map((date) => (
              <li key={date}>{formatAgencyDateTime(date)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No interview recorded.</p>
        )}
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="interview" />
          <div>
            <label htmlFor="interview_at" className="block text-sm font-semibold">
              Interview date and time (Toronto)
            </label>
            <input
              id="interview_at"
              name="interview_at"
              type="datetime-local"
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              aria-invalid={interviewError ? true : undefined}
              aria-describedby={interviewError ? "interview_at-error" : undefined}
            />
            {interviewError ? (
              <p id="interview_at-error" className="mt-1 text-sm font-medium text-red-700">
                {interviewError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-outline">
            Record interview
          </button>
        </Form>
      </Section>

      <Section title="Notes" testId="notes">
        <Form method="post">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note-body" className="block text-sm font-semibold">
            New note
          </label>
          <textarea
            id="note-body"
            name="body"
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={noteValue}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "note-error" : undefined}
          />
          {noteError ? (
            <p id="note-error" className="mt-1 text-sm font-medium text-red-700">
              {noteError}
            </p>
          ) : null}
          <button type="submit" className="btn-primary mt-2">
            Add note
          </button>
        </Form>
        <ul className="mt-4 space-y-3">
          {a.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs text-muted">
                {note.author} · {formatAgencyDateTime(note.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{note.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      {a.related.length ? (
        <Section title="Other applications from the same email or phone (6 months)" testId="related">
          <ul className="text-sm">
            {a.related.map((other) => (
              <li key={other.id}>
                <Link to={href("/admin/applications/:id", { id: String(other.id) })} className="link">
                  {other.posting ?? "General application"}
                </Link>{" "}
                · {STAGE_LABELS[other.stage]} · {formatAgencyDate(other.createdAt)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="History" testId="history">
        <ol className="space-y-1 text-sm">
          {a.history.map((event) => (
            <li key={event.id}>
              <span className="text-muted">{formatAgencyDateTime(event.createdAt)}</span> · {event.detail}
              {event.actor ? <span className="text-muted"> ({event.actor})</span> : null}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
