import { getFormProps, useForm } from "@conform-to/react";
import { Form, href, Link, useNavigation } from "react-router";
import { regionName } from "~/content/regions";
import { adminMeta } from "~/lib/admin-meta";
import { labelOf } from "~/lib/care-requests";
import { PARTNER_CATEGORIES } from "~/lib/referrals";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { listPartners, partnerStatistics } from "~/server/domain/partners.server";
import { config } from "~/server/infra/config.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/route";
import { type PartnerFormAnswer, savePartner } from "./partner-form.server";
import { PartnerFields } from "./PartnerFields";
import { StatsTable } from "./StatsTable";

/** Owners and coordinators (app/lib/staff-roles.ts): partners' contacts are personal data. */
export const middleware = [requirePermission("partners")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Partners");

/** The partners (active, or archived with ?archived=1), their monthly figures, and the form to add one. */
export async function loader({ url }: Route.LoaderArgs) {
  const archived = url.searchParams.get("archived") === "1";
  const [partners, everyone, months] = await Promise.all([
    listPartners({ archived }),
    Promise.all([listPartners(), listPartners({ archived: true })]).then((lists) => lists.flat()),
    partnerStatistics(config().careRequests.overdue.hours),
  ]);
  return { archived, partners, months, names: Object.fromEntries(everyone.map((partner) => [partner.id, partner.name])) };
}

/** Adds a partner: ./partner-form.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  return savePartner(request, context, await requireTextForm(request));
}

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const { archived, partners, months, names } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "partner-new", lastResult: (actionData as PartnerFormAnswer | undefined)?.result });
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Partners</h1>
      <p className="mt-2 text-sm text-muted">
        Organisations that refer clients. Each has its own referral link; a referral is also attributed by the referrer&apos;s email domain.
      </p>
      <nav aria-label="Partners shown" className="mt-4 flex gap-3 text-sm">
        <Link to={href("/admin/partners")} aria-current={archived ? undefined : "page"} className="link">
          Active
        </Link>
        <Link to={`${href("/admin/partners")}?archived=1`} aria-current={archived ? "page" : undefined} className="link">
          Archived
        </Link>
      </nav>
      {partners.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">{archived ? "No archived partners." : "No partners yet."}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm" data-testid="partners">
            <caption className="sr-only">{archived ? "Archived partners" : "Partners"}, by name</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">Organisation</th>
                <th scope="col" className="px-3 py-2">Category</th>
                <th scope="col" className="px-3 py-2">Region</th>
                <th scope="col" className="px-3 py-2">Domain</th>
                <th scope="col" className="px-3 py-2 text-right">Referrals</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {partners.map((partner) => (
                <tr key={partner.id} data-testid={`partner-row-${partner.id}`}>
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <Link to={href("/admin/partners/:id", { id: String(partner.id) })} className="link">
                      {partner.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{labelOf(PARTNER_CATEGORIES, partner.category)}</td>
                  <td className="px-3 py-2">{partner.region ? regionName(partner.region) : "Any"}</td>
                  <td className="px-3 py-2">{partner.domain ?? "—"}</td>
                  <td className="px-3 py-2 text-right">{partner.referrals}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="stats-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stats-heading" className="text-xl font-semibold text-ink">
            Referrals per partner and month
          </h2>
          <a href={href("/admin/partners.csv")} className="btn-outline" download>
            Download CSV
          </a>
        </div>
        <p className="mt-1 text-sm text-muted">
          Time to first contact counts business hours (Monday to Friday, office hours, Toronto time) from arrival to the first status after New. Outcomes are where each
          referral is now; referrals leave these figures when their care request is deleted (12 months after it ended).
        </p>
        <StatsTable months={months} names={names} />
      </section>

      <section aria-labelledby="add-heading" className="mt-8 max-w-4xl">
        <h2 id="add-heading" className="text-xl font-semibold text-ink">
          Add a partner
        </h2>
        <Form method="post" className="mt-3 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" {...getFormProps(form)}>
          <PartnerFields fields={fields as never} rows={2} />
          <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? "Adding..." : "Add partner"}
          </button>
        </Form>
      </section>
    </>
  );
}
