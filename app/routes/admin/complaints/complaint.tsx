import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { CheckboxField, SelectField, TextAreaField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDate, formatAgencyDateTime } from "~/lib/agency-time";
import { COMPLAINANT_ROLES, COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, complaintLabel, CONTACT_METHODS, isOverdue, STEP_LABELS } from "~/lib/complaints";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { outcomeLetter } from "~/server/domain/complaint-mail.server";
import { complaintHandlers, findComplaint } from "~/server/domain/complaints.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { recordIdParam } from "../record-param";
import type { Route } from "./+types/complaint";
import { type ComplaintIntentAnswer, complaintIntent } from "./intents.server";

/** Complaints are personal health information: owners and coordinators only (decision 1001). */
export const middleware = [requirePermission("complaints")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Complaint ${loaderData.complaint.reference}` : "Complaint");


/** One complaint, its steps and notes. Every opening is recorded in the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const complaint = await findComplaint(recordIdParam(params.id));
  if (!complaint) throw data(null, { status: 404 });
  await audit(context, "complaint-open", { type: "complaint", id: complaint.id }, complaint.reference);
  const handlers = await complaintHandlers();
  const letter = complaint.resolved_at ? outcomeLetter({ id: complaint.id, language: complaint.language, receivedAt: complaint.received_at }, complaint.outcome ?? "", complaint.changes_made ?? "") : null;
  // Someone other than the client gets the handler's words by email only once confirmed.
  const outcomeEmailedInFull = complaint.outcome_emailed_in_full === 1;
  return {
    complaint,
    letter,
    outcomeEmailedInFull,
    /** The update and resolve forms ask the handler to confirm who receives their words by email. */
    asksIdentity: Boolean(complaint.email) && complaint.complainant_role !== "client",
    overdue: isOverdue(complaint.progress, clock()),
    handlers: handlers.map((person) => ({ value: String(person.id), label: person.name ? `${person.name} (${person.email})` : person.email })),
  };
}

/** Assign, acknowledge, the 10-day update, a note, the resolution: ./intents.server.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return complaintIntent(request, context, recordIdParam(params.id), await requireTextForm(request));
}

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

const IDENTITY_LABEL = "I confirmed this person's identity and their authority to receive this";
const IDENTITY_HINT =
  "They are not the client, and anyone can type an address on our form: without this box, the email only says that an answer is ready and to call the office; tell it to them by phone once you know who they are, or mail it.";

export default function ComplaintRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { complaint, overdue, handlers, letter, outcomeEmailedInFull, asksIdentity } = loaderData;
  const answer = actionData as ComplaintIntentAnswer | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [assignForm, assignFields] = useForm({ id: "complaint-assign", lastResult: answer?.assign, defaultValue: { handler: complaint.handler_id ? String(complaint.handler_id) : "none" } });
  const [updateForm, updateFields] = useForm({ id: "complaint-update", lastResult: answer?.update });
  const [noteForm, noteFields] = useForm({ id: "complaint-note", lastResult: answer?.note });
  const [resolveForm, resolveFields] = useForm({ id: "complaint-resolve", lastResult: answer?.resolve });
  const harm = complaint.category === "harm";
  const facts: Array<[string, React.ReactNode]> = [
    ["Category", complaintLabel(COMPLAINT_CATEGORIES, complaint.category)],
    ["Complainant", `${complaint.name} (${complaintLabel(COMPLAINANT_ROLES, complaint.complainant_role).toLowerCase()})`],
    ["Client", complaint.client_name ?? (complaint.complainant_role === "client" ? "The complainant" : "—")],
    ["When it happened", complaint.occurred_on ? formatAgencyDate(`${complaint.occurred_on}T12:00:00Z`) : "—"],
    [
      "Received",
      `${formatAgencyDateTime(complaint.received_at)} ${complaint.channel === "phone" ? `by phone (entered by ${complaint.entered_by_email ?? "a former staff member"})` : "through the website"}`,
    ],
    ["Language of letters", complaint.language === "fr" ? "French" : "English"],
    ["Contact by", complaintLabel(CONTACT_METHODS, complaint.contact_method)],
    ["Phone", complaint.phone ? <a href={`tel:${complaint.phone.replace(/[^\d+]/g, "")}`} className="link">{complaint.phone}</a> : "—"],
    ["Email", complaint.email ? <a href={`mailto:${complaint.email}`} className="link">{complaint.email}</a> : "— (letters by phone or mail)"],
    ["Mailing address", complaint.address ? <span className="whitespace-pre-line">{complaint.address}</span> : "—"],
    ["Consent to be contacted", formatAgencyDateTime(complaint.consented_at)],
  ];
  const steps: Array<{ label: string; deadline: string | null; done: string | null; by: string | null }> = [
    { label: STEP_LABELS.acknowledge, deadline: complaint.acknowledge_by, done: complaint.acknowledged_at, by: complaint.acknowledged_by },
    ...(complaint.update_by ? [{ label: STEP_LABELS.update, deadline: complaint.update_by, done: complaint.update_sent_at, by: null }] : []),
    { label: STEP_LABELS.resolve, deadline: complaint.resolve_by, done: complaint.resolved_at, by: complaint.resolved_by },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <p>
        <Link to={href("/admin/complaints")} className="link text-sm">
          ← All complaints
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">
          Complaint <span className="font-mono">{complaint.reference}</span>
        </h1>
        {complaint.current ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800" data-testid="complaint-step">
            Next: {STEP_LABELS[complaint.current.step]} by {formatAgencyDateTime(complaint.current.deadline)}
          </span>
        ) : (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900" data-testid="complaint-step">
            Resolved
          </span>
        )}
        {overdue ? (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="complaint-overdue">
            Overdue
          </span>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section aria-labelledby="record-heading" className={card}>
          <h2 id="record-heading" className="text-lg font-semibold text-ink">
            The complaint
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-ink">What happened</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm" data-testid="complaint-description">
            {complaint.description}
          </p>
          <h3 className="mt-4 text-sm font-semibold text-ink">Outcome they want</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm">{complaint.desired_outcome ?? "—"}</p>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="steps-heading" className={card}>
            <h2 id="steps-heading" className="text-lg font-semibold text-ink">
              Steps and deadlines
            </h2>
            <ol className="mt-3 space-y-2 text-sm" data-testid="complaint-steps">
              {steps.map((step) => (
                <li key={step.label}>
                  <span className="font-semibold">{step.label}</span>: due {step.deadline ? formatAgencyDateTime(step.deadline) : "—"}
                  <br />
                  {step.done ? (
                    <span className="text-green-900">
                      Done {formatAgencyDateTime(step.done)}
                      {step.by ? ` by ${step.by}` : ""}
                    </span>
                  ) : (
                    <span className="text-muted">Not done</span>
                  )}
                </li>
              ))}
            </ol>
            {!complaint.acknowledged_at && !complaint.resolved_at ? (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="acknowledge" />
                <p className="mb-2 text-sm text-muted">When you have contacted the complainant and begun looking into it.</p>
                <button type="submit" className="btn-primary" disabled={busy("acknowledge")}>
                  {busy("acknowledge") ? "Saving..." : "Mark acknowledged"}
                </button>
              </Form>
            ) : null}
          </section>

          <section aria-labelledby="assign-heading" className={card}>
            <h2 id="assign-heading" className="text-lg font-semibold text-ink">
              Handled by
            </h2>
            <Form method="post" className="mt-3 space-y-3" {...getFormProps(assignForm)}>
              <input type="hidden" name="intent" value="assign" />
              <SelectField label="Handler" name="handler" field={assignFields.handler} options={[{ value: "none", label: "Nobody" }, ...handlers]} />
              <button type="submit" className="btn-outline" disabled={busy("assign")}>
                {busy("assign") ? "Saving..." : "Assign"}
              </button>
            </Form>
          </section>
        </div>
      </div>

      {harm && !complaint.update_sent_at && !complaint.resolved_at ? (
        <section aria-labelledby="update-heading" className={`mt-6 ${card}`}>
          <h2 id="update-heading" className="text-lg font-semibold text-ink">
            10-day update
          </h2>
          <p className="mt-1 text-sm text-muted">
            A complaint of harm: tell the complainant within 10 days what has been done.{" "}
            {!complaint.email ? "Tell them by phone or mail, then record it here." : asksIdentity ? IDENTITY_HINT : "It is emailed to them."}
          </p>
          <Form method="post" className="mt-3 space-y-3" {...getFormProps(updateForm)}>
            <input type="hidden" name="intent" value="update" />
            <TextAreaField label="What has been done so far" name="update" field={updateFields.update} rows={4} maxLength={COMPLAINT_LIMITS.note} />
            {asksIdentity ? <CheckboxField label={IDENTITY_LABEL} name="identityConfirmed" field={updateFields.identityConfirmed} /> : null}
            <button type="submit" className="btn-primary" disabled={busy("update")}>
              {busy("update") ? "Saving..." : "Record the update"}
            </button>
          </Form>
        </section>
      ) : null}
      {complaint.update_text ? (
        <section aria-labelledby="update-sent-heading" className={`mt-6 ${card}`}>
          <h2 id="update-sent-heading" className="text-lg font-semibold text-ink">
            10-day update told {formatAgencyDateTime(complaint.update_sent_at!)}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm">{complaint.update_text}</p>
        </section>
      ) : null}

      {complaint.resolved_at && letter ? (
        <section aria-labelledby="outcome-heading" className={`mt-6 ${card}`} data-testid="complaint-outcome">
          <h2 id="outcome-heading" className="text-lg font-semibold text-ink">
            Written outcome
          </h2>
          <p className="mt-1 text-sm text-muted">
            {complaint.email && outcomeEmailedInFull
              ? `Emailed to ${complaint.email}.`
              : complaint.email
                ? `Only a notice that the answer is ready was emailed to ${complaint.email} (identity not confirmed): when they call, confirm who they are, then read this letter to them or mail it.`
                : complaint.contact_method === "mail"
                  ? "Print this letter and mail it to the address above."
                  : "Read it to them and mail or email it if they ask."}
          </p>
          <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-sans text-sm">{`${letter.subject}\n\n${letter.text}`}</pre>
        </section>
      ) : (
        <section aria-labelledby="resolve-heading" className={`mt-6 ${card}`}>
          <h2 id="resolve-heading" className="text-lg font-semibold text-ink">
            Resolve
          </h2>
          <p className="mt-1 text-sm text-muted">The complainant receives both answers in writing, in {complaint.language === "fr" ? "French" : "English"}, with how to take the complaint further.</p>
          <Form method="post" className="mt-3 space-y-3" {...getFormProps(resolveForm)}>
            <input type="hidden" name="intent" value="resolve" />
            <TextAreaField label="What you found and decided" name="outcome" field={resolveFields.outcome} rows={4} maxLength={COMPLAINT_LIMITS.note} />
            <TextAreaField label="What was changed" name="changes" field={resolveFields.changes} rows={3} maxLength={COMPLAINT_LIMITS.note} hint="So that it does not happen again, or why nothing needed to change." />
            {asksIdentity ? <CheckboxField label={IDENTITY_LABEL} name="identityConfirmed" field={resolveFields.identityConfirmed} hint={IDENTITY_HINT} /> : null}
            <button type="submit" className="btn-primary" disabled={busy("resolve")}>
              {busy("resolve") ? "Saving..." : "Resolve and send the outcome"}
            </button>
          </Form>
        </section>
      )}

      <section aria-labelledby="notes-heading" className={`mt-6 ${card}`}>
        <h2 id="notes-heading" className="text-lg font-semibold text-ink">
          Notes
        </h2>
        <Form method="post" className="mt-3 space-y-3" {...getFormProps(noteForm)}>
          <input type="hidden" name="intent" value="note" />
          <TextAreaField label="Note" name="note" field={noteFields.note} rows={3} maxLength={COMPLAINT_LIMITS.note} hint="Who you spoke to, what you found. Notes are kept as written: they cannot be edited." />
          <button type="submit" className="btn-primary" disabled={busy("note")}>
            {busy("note") ? "Saving..." : "Add note"}
          </button>
        </Form>
        {complaint.notes.length ? (
          <ol className="mt-4 divide-y divide-slate-200" data-testid="complaint-notes">
            {complaint.notes.map((note) => (
              <li key={note.id} className="py-3 text-sm">
                <p className="text-muted">
                  {formatAgencyDateTime(note.at)} · {note.author}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </div>
  );
}
