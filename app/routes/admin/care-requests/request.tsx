import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { SourceBlock } from "~/components/admin/SourceBlock";
import { sourceOfRecord } from "~/server/domain/enquiry-sources.server";
import { SelectField, TextAreaField } from "~/components/forms/Field";
import { regionSummaries } from "~/content/regions";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import {
  CARE_AMOUNTS,
  CARE_SERVICES,
  CARE_STATUSES,
  isOverdue,
  LANGUAGES,
  labelOf,
  NOT_PROCEEDING_REASONS,
  PAYMENTS,
  RELATIONSHIPS,
  URGENCIES,
} from "~/lib/care-requests";
import { passOnHeaders } from "~/lib/route-headers";
import { CARE_NOTE_MAX } from "~/schemas/admin-form-rules";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { careAssignees, findCareRequest } from "~/server/domain/care-requests.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { StatusBadge } from "./StatusBadge";
import { recordIdParam } from "../record-param";
import type { Route } from "./+types/request";
import { type CareIntentAnswer, careIntent } from "./request-intents.server";

/** Care requests are personal health information: owners and coordinators only (decision 0611). */
export const middleware = [requirePermission("care-requests")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Care request ${loaderData.request.reference}` : "Care request");


/** One request, its notes and history. Every opening is recorded in the audit log (PHIPA, decision 0611). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await findCareRequest(recordIdParam(params.id));
  if (!request) throw data(null, { status: 404 });
  await audit(context, "care-request-open", { type: "care-request", id: request.id }, request.reference);
  const [assignees, source] = await Promise.all([careAssignees(), sourceOfRecord("care-request", request.id)]);
  return {
    request,
    source,
    overdue: isOverdue(request, clock()),
    assignees: assignees.map((person) => ({ value: String(person.id), label: person.name ? `${person.name} (${person.email})` : person.email })),
  };
}

/** A note, a status or an assignment: ./request-intents.server.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return careIntent(request, context, recordIdParam(params.id), await requireTextForm(request));
}

const regionName = (slug: string | null) => regionSummaries.find((region) => region.slug === slug)?.name ?? "No region serves this postal code";

const EVENT_LABELS: Record<string, string> = { created: "Received", status: "Status", assigned: "Assignment", note: "Note", overdue: "Overdue" };

export default function CareRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, overdue, assignees, source } = loaderData;
  const answer = actionData as CareIntentAnswer | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [noteForm, noteFields] = useForm({ id: "care-note", lastResult: answer?.note });
  const [statusForm, statusFields] = useForm({
    id: "care-status",
    lastResult: answer?.status,
    defaultValue: { status: request.status, reason: request.notProceedingReason ?? "" },
  });
  const [assignForm, assignFields] = useForm({
    id: "care-assign",
    lastResult: answer?.assign,
    defaultValue: { assignee: request.assignedTo ? String(request.assignedTo.id) : "none" },
  });
  const referral = request.referral;
  const facts: Array<[string, React.ReactNode]> = [
    ["Who needs care", labelOf(RELATIONSHIPS, request.relationship) + (request.organisation ? ` (${request.organisation})` : "")],
    referral ? ["Region", regionName(request.region)] : ["Postal code", `${request.postalCode} · ${regionName(request.region)}`],
    ["Services", request.services.map((service) => labelOf(CARE_SERVICES, service)).join("; ")],
    ["How soon", labelOf(URGENCIES, request.urgency)],
    ...(referral
      ? ([["Hospital discharge date", referral.dischargeDate ?? "—"]] as Array<[string, React.ReactNode]>)
      : ([
          ["How much care", labelOf(CARE_AMOUNTS, request.careAmount)],
          ["Paid by", labelOf(PAYMENTS, request.payment)],
        ] as Array<[string, React.ReactNode]>)),
    ["Preferred language of service", labelOf(LANGUAGES, request.language)],
    [
      "Form used",
      referral
        ? request.formLanguage === "fr"
          ? "French referral form (/fr/aiguillage)"
          : "English referral form (/refer)"
        : request.formLanguage === "fr"
          ? "French edition (/fr/demande-de-soins)"
          : "English edition (/request-care)",
    ],
    ["Phone", request.phone ? <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} className="link">{request.phone}</a> : "—"],
    ...(referral
      ? []
      : ([
          ["Email", request.email ? <a href={`mailto:${request.email}`} className="link">{request.email}</a> : "—"],
          ["Best time to call", request.bestTime ?? "—"],
        ] as Array<[string, React.ReactNode]>)),
    ["Received", formatAgencyDateTime(request.createdAt)],
    [referral ? "Referrer attested the client's agreement" : "Consent to be contacted", formatAgencyDateTime(request.consentedAt)],
  ];
  const referrerFacts: Array<[string, React.ReactNode]> = referral
    ? [
        ["Referred by", `${referral.referrerName}, ${referral.role}`],
        ["Organisation", referral.organisation],
        [
          "Partner",
          referral.partner ? (
            <Link to={href("/admin/partners/:id", { id: String(referral.partner.id) })} className="link">
              {referral.partner.name}
              {referral.partner.by === "code" ? " (their link)" : referral.partner.by === "domain" ? " (email domain)" : ""}
            </Link>
          ) : (
            "Not a known partner"
          ),
        ],
        ["Referrer's phone", referral.phone ?? "—"],
        ["Referrer's email", <a key="email" href={`mailto:${referral.email}`} className="link">{referral.email}</a>],
        ["Updates to the referrer", referral.wantsUpdates ? "Yes: emailed on contact, acceptance or not proceeding (no health details)" : "None (they asked for none)"],
      ]
    : [];
  return (
    <div className="mx-auto max-w-5xl">
      <p>
        <Link to={href("/admin/care-requests")} className="link text-sm">
          ← All care requests
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">
          <span className="font-mono">{request.reference}</span> · {request.name}
        </h1>
        <StatusBadge status={request.status} />
        {overdue ? (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="overdue">
            Overdue: urgent and still New
          </span>
        ) : null}
      </div>
      {request.status === "not-proceeding" && request.notProceedingReason ? (
        <p className="mt-1 text-sm text-muted">Reason: {labelOf(NOT_PROCEEDING_REASONS, request.notProceedingReason)}</p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section aria-labelledby="facts-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="facts-heading" className="text-lg font-semibold text-ink">
            The request
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {referral ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink" data-testid="care-referrer">
                Referral
              </h3>
              <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
                {referrerFacts.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="font-semibold text-ink">{term}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {request.message ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink">{referral ? "Reason for the referral" : "Their words"}</h3>
              <p className="mt-1 whitespace-pre-line break-words text-sm">{request.message}</p>
            </>
          ) : null}
          <SourceBlock source={source} className="mt-4" />
        </section>

        <div className="space-y-6">
          <section aria-labelledby="status-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="status-heading" className="text-lg font-semibold text-ink">
              Status
            </h2>
            <Form method="post" className="mt-3 space-y-3" {...getFormProps(statusForm)}>
              <input type="hidden" name="intent" value="status" />
              <SelectField label="Status" name="status" field={statusFields.status} options={CARE_STATUSES.map((s) => ({ value: s.value, label: s.label }))} required />
              <SelectField
                label="Reason, when not proceeding"
                name="reason"
                field={statusFields.reason}
                options={NOT_PROCEEDING_REASONS.map((r) => ({ value: r.value, label: r.label }))}
                placeholder="—"
              />
              <button type="submit" className="btn-primary" disabled={busy("status")}>
                {busy("status") ? "Saving..." : "Save status"}
              </button>
            </Form>
          </section>

          <section aria-labelledby="assign-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="assign-heading" className="text-lg font-semibold text-ink">
              Assigned to
            </h2>
            <Form method="post" className="mt-3 space-y-3" {...getFormProps(assignForm)}>
              <input type="hidden" name="intent" value="assign" />
              <SelectField label="Coordinator" name="assignee" field={assignFields.assignee} options={[{ value: "none", label: "Nobody" }, ...assignees]} />
              <button type="submit" className="btn-outline" disabled={busy("assign")}>
                {busy("assign") ? "Saving..." : "Assign"}
              </button>
            </Form>
          </section>
        </div>
      </div>

      <section aria-labelledby="notes-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="notes-heading" className="text-lg font-semibold text-ink">
          Add a note
        </h2>
        <Form method="post" className="mt-3 space-y-3" {...getFormProps(noteForm)}>
          <input type="hidden" name="intent" value="note" />
          <TextAreaField label="Note" name="note" field={noteFields.note} rows={3} maxLength={CARE_NOTE_MAX} hint="Who you spoke to, what was agreed. Staff with access to care requests read it." />
          <button type="submit" className="btn-primary" disabled={busy("note")}>
            {busy("note") ? "Saving..." : "Add note"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="history-heading" className="mt-6">
        <h2 id="history-heading" className="text-lg font-semibold text-ink">
          History <span className="font-normal text-muted">(newest first)</span>
        </h2>
        <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="care-history">
          {request.events.map((event) => (
            <li key={event.id} className="p-4 text-sm">
              <p className="flex flex-wrap gap-x-2 text-muted">
                <span className="font-semibold text-ink">{EVENT_LABELS[event.kind] ?? event.kind}</span>
                <time dateTime={event.at}>{formatAgencyDateTime(event.at)}</time>
                <span>· {event.actorEmail ?? "the website"}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{event.detail}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
