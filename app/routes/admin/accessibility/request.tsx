import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { TextAreaField, TextField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import {
  ACCESS_NOTE_MAX,
  ACK_BUSINESS_DAYS,
  CONTACT_LABELS,
  DELIVERY_TARGET_BUSINESS_DAYS,
  deliveryDeadline,
  FORMAT_LABELS,
  KIND_LABELS,
  overdueStep,
  STATUS_LABELS,
} from "~/lib/accessibility-requests";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { findAccessRequest } from "~/server/domain/accessibility-requests.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { recordIdParam } from "../record-param";
import type { Route } from "./+types/request";
import { type AccessIntentAnswer, accessIntent } from "./intents.server";

/** Owners and coordinators: a name, a contact and often health context (decision 1010). */
export const middleware = [requirePermission("accessibility")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Accessibility request ${loaderData.request.reference}` : "Accessibility request");


/** One request. Every opening is recorded in the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await findAccessRequest(recordIdParam(params.id));
  if (!request) throw data(null, { status: 404 });
  await audit(context, "access-request-open", { type: "accessibility-request", id: request.id }, request.reference);
  const facts = { status: request.status, ackDueAt: request.ack_due_at, acknowledgedAt: request.acknowledged_at, neededBy: request.needed_by, deliveryDate: request.delivery_date };
  const due = deliveryDeadline(facts);
  return { request, overdue: overdueStep(facts, clock()), deliveryDue: due && { day: due.day, basis: due.basis } };
}

/** Acknowledge, agree a date, close: ./intents.server.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return accessIntent(request, context, recordIdParam(params.id), await requireTextForm(request));
}

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

export default function AccessRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, overdue, deliveryDue } = loaderData;
  const target = deliveryDue?.basis === "asked" ? "the date they asked for" : `${DELIVERY_TARGET_BUSINESS_DAYS} business days after the acknowledgement`;
  const answer = actionData as AccessIntentAnswer | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [ackForm, ackFields] = useForm({ id: "access-ack", lastResult: answer?.acknowledge });
  const [agreeForm, agreeFields] = useForm({ id: "access-agree", lastResult: answer?.agree, defaultValue: { date: request.delivery_date ?? request.needed_by ?? "", note: "" } });
  const [closeForm, closeFields] = useForm({ id: "access-close", lastResult: answer?.close });
  const open = request.status !== "closed";
  const facts: Array<[string, React.ReactNode]> = [
    ["What", KIND_LABELS[request.kind] + (request.format ? `: ${FORMAT_LABELS[request.format]}` : "")],
    ["Document or page", request.about],
    ["Needed by", request.needed_by ?? "No date given"],
    ["Name", request.name],
    ["Contact by", CONTACT_LABELS[request.contactBy]],
    ["Email", request.email ? <a href={`mailto:${request.email}`} className="link">{request.email}</a> : "—"],
    ["Phone", request.phone ? <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} className="link">{request.phone}</a> : "—"],
    ["Form used", request.language === "fr" ? "French (/fr/accessibilite): answer in French" : "English (/accessibility)"],
    ["Received", formatAgencyDateTime(request.created_at)],
  ];
  const steps: Array<[string, React.ReactNode]> = [
    [
      "Acknowledged",
      request.acknowledged_at
        ? `${formatAgencyDateTime(request.acknowledged_at)} by ${request.acknowledged_by}${request.ack_note ? `: ${request.ack_note}` : ""}`
        : `Not yet: due by ${formatAgencyDateTime(request.ack_due_at)}`,
    ],
    [
      "Delivery date agreed",
      request.delivery_date
        ? `${request.delivery_date} (agreed ${formatAgencyDateTime(request.agreed_at!)} by ${request.agreed_by})${request.delivery_note ? `: ${request.delivery_note}` : ""}`
        : deliveryDue && open
          ? `Not yet: deliver by ${deliveryDue.day} (${target})`
          : "Not yet",
    ],
    ["Closed", request.closed_at ? `${formatAgencyDateTime(request.closed_at)} by ${request.closed_by}: ${request.close_note}` : "Not yet"],
  ];
  const list = (rows: Array<[string, React.ReactNode]>) => (
    <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="mx-auto max-w-5xl">
      <p>
        <Link to={href("/admin/accessibility")} className="link text-sm">
          ← All accessibility requests
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">
          <span className="font-mono">{request.reference}</span> · {request.name}
        </h1>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink" data-testid="access-status">
          {STATUS_LABELS[request.status]}
        </span>
        {overdue ? (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="access-overdue">
            {
              {
                ack: `Overdue: not acknowledged in ${ACK_BUSINESS_DAYS} business days`,
                delivery: "Overdue: past the agreed date",
                target: `Overdue: no date agreed, not delivered by ${deliveryDue?.day} (${target})`,
              }[overdue]
            }
          </span>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="facts-heading" className={card}>
            <h2 id="facts-heading" className="text-lg font-semibold text-ink">
              The request
            </h2>
            {list(facts)}
            {request.details ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-ink">Their words</h3>
                <p className="mt-1 whitespace-pre-line break-words text-sm">{request.details}</p>
              </>
            ) : null}
          </section>
          <section aria-labelledby="steps-heading" className={card}>
            <h2 id="steps-heading" className="text-lg font-semibold text-ink">
              Steps
            </h2>
            {list(steps)}
          </section>
        </div>

        {open ? (
          <div className="space-y-6">
            {request.status === "new" ? (
              <section aria-labelledby="ack-heading" className={card}>
                <h2 id="ack-heading" className="text-lg font-semibold text-ink">
                  Acknowledge
                </h2>
                <Form method="post" className="mt-3 space-y-3" {...getFormProps(ackForm)}>
                  <input type="hidden" name="intent" value="acknowledge" />
                  <TextAreaField label="How you contacted them" name="note" field={ackFields.note} rows={2} maxLength={ACCESS_NOTE_MAX} hint="Optional. Who you spoke to, by phone, relay or email." />
                  <button type="submit" className="btn-primary" disabled={busy("acknowledge")}>
                    {busy("acknowledge") ? "Saving..." : "Mark acknowledged"}
                  </button>
                </Form>
              </section>
            ) : null}
            <section aria-labelledby="agree-heading" className={card}>
              <h2 id="agree-heading" className="text-lg font-semibold text-ink">
                Delivery date agreed with the person
              </h2>
              <Form method="post" className="mt-3 space-y-3" {...getFormProps(agreeForm)}>
                <input type="hidden" name="intent" value="agree" />
                <TextField type="date" label="Agreed date" name="date" field={agreeFields.date} required />
                <TextAreaField label="What was agreed" name="note" field={agreeFields.note} rows={2} maxLength={ACCESS_NOTE_MAX} hint="Optional. The format and how it reaches them." />
                <button type="submit" className="btn-outline" disabled={busy("agree")}>
                  {busy("agree") ? "Saving..." : "Save the agreed date"}
                </button>
              </Form>
            </section>
            <section aria-labelledby="close-heading" className={card}>
              <h2 id="close-heading" className="text-lg font-semibold text-ink">
                Close
              </h2>
              <Form method="post" className="mt-3 space-y-3" {...getFormProps(closeForm)}>
                <input type="hidden" name="intent" value="close" />
                <TextAreaField label="What was delivered or answered" name="note" field={closeFields.note} rows={3} maxLength={ACCESS_NOTE_MAX} required />
                <button type="submit" className="btn-primary" disabled={busy("close")}>
                  {busy("close") ? "Saving..." : "Close the request"}
                </button>
              </Form>
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
