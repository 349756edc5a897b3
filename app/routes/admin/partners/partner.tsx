import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { useSiteUrl } from "~/lib/root-data";
import { PARTNER_LIMITS } from "~/lib/referrals";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { archivePartner, findPartner, partnerStatistics } from "~/server/domain/partners.server";
import { config } from "~/server/infra/config.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/partner";
import { type PartnerFormAnswer, savePartner } from "./partner-form.server";
import { PartnerFields } from "./PartnerFields";
import { contactField } from "./schemas";
import { StatsTable } from "./StatsTable";

/** Owners and coordinators (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("partners")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Partner: ${loaderData.partner.name}` : "Partner");

async function partnerOf(id: string) {
  const parsed = recordIdSchema.safeParse(id);
  const partner = parsed.success ? await findPartner(parsed.data) : null;
  if (!partner) throw data("That partner does not exist.", { status: 404 });
  return partner;
}

export async function loader({ params }: Route.LoaderArgs) {
  const partner = await partnerOf(params.id);
  return { partner, months: await partnerStatistics(config().careRequests.overdue.hours, partner.id) };
}

const RESTORE_REFUSED = "Another active partner has this partner's email domain: change or clear one of the two domains, then restore it.";

/** intent=save (the form), archive or restore; each audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const partner = await partnerOf(params.id);
  const form = await requireTextForm(request);
  const intent = form.get("intent");
  if (intent === "archive" || intent === "restore") {
    const done = await archivePartner(partner.id, intent === "archive");
    if (!done.ok && done.reason === "domain-taken") return data({ restoreError: RESTORE_REFUSED }, { status: 409 });
    if (!done.ok) throw data("That partner no longer exists.", { status: 404 });
    await audit(context, intent === "archive" ? "partner-archive" : "partner-restore", { type: "partner", id: partner.id }, partner.name);
    return redirectWithToast(request, href("/admin/partners/:id", { id: String(partner.id) }), {
      title: intent === "archive" ? "Partner archived" : "Partner restored",
      description: intent === "archive" ? "Its link no longer fills in the organisation and new referrals are not attributed to it." : undefined,
      variant: "success",
    });
  }
  if (intent !== "save") throw data("Unknown action", { status: 400 });
  return savePartner(request, context, form, partner.id);
}

export default function PartnerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { partner, months } = loaderData;
  const siteUrl = useSiteUrl();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const defaultValue: Record<string, string> = { name: partner.name, category: partner.category, region: partner.region ?? "", domain: partner.domain ?? "", notes: partner.notes };
  partner.contacts.forEach((contact, row) => {
    defaultValue[contactField(row, "Name")] = contact.name;
    defaultValue[contactField(row, "Role")] = contact.role;
    defaultValue[contactField(row, "Email")] = contact.email;
    defaultValue[contactField(row, "Phone")] = contact.phone;
  });
  const answer = actionData as (Partial<PartnerFormAnswer> & { restoreError?: string }) | undefined;
  const [form, fields] = useForm({ id: `partner-${partner.id}`, lastResult: answer?.result, defaultValue });
  const links = [
    { label: "English", url: new URL(href("/refer/:code", { code: partner.code }), siteUrl).toString() },
    { label: "French", url: new URL(href("/fr/aiguillage/:code", { code: partner.code }), siteUrl).toString() },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <p>
        <Link to={href("/admin/partners")} className="link text-sm">
          ← All partners
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">
        {partner.name}
        {partner.archivedAt ? <span className="ml-3 rounded-full bg-slate-200 px-2 py-0.5 align-middle text-sm font-semibold text-slate-800">Archived</span> : null}
      </h1>
      <p className="mt-1 text-sm text-muted">
        {partner.referrals} {partner.referrals === 1 ? "referral" : "referrals"} attributed · added {formatAgencyDateTime(partner.createdAt)}
        {partner.archivedAt ? ` · archived ${formatAgencyDateTime(partner.archivedAt)}` : ""}
      </p>

      <section aria-labelledby="link-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="link-heading" className="text-lg font-semibold text-ink">
          Referral link
        </h2>
        <p className="mt-1 text-sm text-muted">Give it to the partner: the form opens with their organisation filled in, and each referral sent from it is theirs.</p>
        {links.map((link) => (
          <div key={link.label} className="mt-3">
            <label htmlFor={`link-${link.label}`} className="block text-sm font-semibold text-ink">
              {link.label}
            </label>
            <input id={`link-${link.label}`} readOnly value={link.url} className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm" data-testid="partner-link" onFocus={(event) => event.currentTarget.select()} />
          </div>
        ))}
      </section>

      <section aria-labelledby="edit-heading" className="mt-6">
        <h2 id="edit-heading" className="text-lg font-semibold text-ink">
          Details and contacts
        </h2>
        <Form method="post" className="mt-3 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save" />
          <PartnerFields fields={fields as never} rows={Math.min(partner.contacts.length + 2, PARTNER_LIMITS.contacts)} />
          <button type="submit" className="btn-primary" disabled={busy("save")}>
            {busy("save") ? "Saving..." : "Save partner"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="stats-heading" className="mt-6">
        <h2 id="stats-heading" className="text-lg font-semibold text-ink">
          Referrals per month
        </h2>
        <StatsTable months={months} />
      </section>

      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value={partner.archivedAt ? "restore" : "archive"} />
        <button
          type="submit"
          className="btn-outline"
          disabled={busy("archive") || busy("restore")}
          aria-describedby={answer?.restoreError ? "restore-error" : undefined}
        >
          {partner.archivedAt ? "Restore this partner" : "Archive this partner"}
        </button>
        {answer?.restoreError ? (
          <p id="restore-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {answer.restoreError}
          </p>
        ) : null}
        {partner.archivedAt ? null : <p className="mt-1 text-sm text-muted">Its figures stay; its contacts are deleted 12 months after it is archived.</p>}
      </Form>
    </div>
  );
}
