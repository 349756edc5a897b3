import { Form, href, Link } from "react-router";
import { TextField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { analyticsReport, lastDays, recentViews } from "~/server/domain/analytics-report.server";
import { BarTable, DailyChart, Figure } from "./Charts";
import { requestedRange } from "./range.server";
import type { Route } from "./+types/route";

/** Owner and editor (app/lib/staff-roles.ts): counts only, no personal data. */
export const middleware = [requirePermission("analytics")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Analytics");

/**
 * The agency's own analytics (decision 0902) for a range of days (`?from=&to=`,
 * the last 30 by default), beside the period just before, and the last 30
 * minutes. What this process counted and has not written yet is written first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { range, asked, errors } = requestedRange(new URL(request.url));
  const report = await analyticsReport(range);
  const presets = [7, 30, 90, 365].map((days) => ({ days, ...lastDays(days) }));
  return { report, asked, errors, presets, recent: await recentViews() };
}

const percent = (rate: number | null) => (rate === null ? "–" : `${rate.toLocaleString("en-CA")}%`);

function Section({ id, title, children, wide }: { id: string; title: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby={id} className={`mt-8 min-w-0 ${wide ? "lg:col-span-2" : ""}`}>
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report, asked, errors, presets, recent } = loaderData;
  const { range, previous, totals, previousTotals, funnel } = report;
  const query = `from=${range.from}&to=${range.to}`;
  const csv = `${href("/admin/analytics.csv")}?${query}`;
  const notFoundReport = href("/admin/not-found");
  const largest = Math.max(1, funnel.visits);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-ink">Analytics</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Page views counted by the server itself: no script, no cookie, no IP address kept. Bots and the back office are left out. Unique
        visitors are estimated per day (from a hash that changes every day) and added up over the period.
      </p>

      {/* A GET form: a range works without JavaScript and can be bookmarked. */}
      <Form method="get" className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Date range">
        <TextField label="From" name="from" type="date" defaultValue={asked.from} key={`from-${asked.from}`} error={errors.from} required />
        <TextField label="To" name="to" type="date" defaultValue={asked.to} key={`to-${asked.to}`} error={errors.to} required />
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {presets.map((preset) => (
          <Link key={preset.days} to={`${href("/admin/analytics")}?from=${preset.from}&to=${preset.to}`} className="font-semibold text-brand underline">
            Last {preset.days} days
          </Link>
        ))}
        <a href={csv} className="font-semibold text-brand underline" download>
          Download CSV
        </a>
      </p>

      <p className="mt-4 text-sm text-muted">
        {range.from} to {range.to}, compared with {previous.from} to {previous.to}.
      </p>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        <Figure label="Page views" value={totals.views} before={previousTotals.views} />
        <Figure label="Unique visitors (estimated)" value={totals.visitors} before={previousTotals.visitors} />
        <Figure label="Pages not found (404)" value={totals.notFound} before={previousTotals.notFound} />
      </dl>

      <Section id="analytics-days" title="Page views per day">
        <DailyChart days={report.days} />
      </Section>

      <div className="grid gap-x-6 lg:grid-cols-2">
        <Section id="analytics-pages" title="Top pages">
          <BarTable caption="Page views per page, the most viewed first" label="Page" rows={report.pages} empty="No page views in this period." />
        </Section>
        <Section id="analytics-referrers" title="Referrer domains">
          <BarTable caption="Page views per referring site" label="Site" rows={report.referrers} empty="No visits from other sites in this period." />
        </Section>
        <Section id="analytics-campaigns" title="Campaigns">
          <BarTable
            caption="Page views per campaign (utm source / medium / campaign)"
            label="Source / medium / campaign"
            rows={report.campaigns.map((row) => ({ key: [row.source, row.medium, row.campaign].map((part) => part || "–").join(" / "), views: row.views }))}
            empty="No campaign links (utm_…) used in this period."
          />
        </Section>
        <Section id="analytics-languages" title="Languages">
          <BarTable
            caption="Page views per edition"
            label="Edition"
            rows={report.languages.map((row) => ({ key: row.key === "fr" ? "French" : "English", views: row.views }))}
            empty="No page views in this period."
          />
        </Section>
        <Section id="analytics-regions" title="Region pages">
          <BarTable caption="Page views of the region pages" label="Page" rows={report.regionPages} empty="No region page viewed in this period." />
        </Section>
        <Section id="analytics-services" title="Service pages">
          <BarTable caption="Page views of the service pages" label="Page" rows={report.servicePages} empty="No service page viewed in this period." />
        </Section>
      </div>

      <Section id="analytics-not-found" title="Pages not found">
        <p className="mt-1 text-sm text-muted">
          Addresses visitors asked for that do not exist. The{" "}
          <Link to={notFoundReport} className="font-semibold text-brand underline">
            missing-pages report
          </Link>{" "}
          keeps them longer and lets you add a redirect.
        </p>
        <BarTable caption="Requests of addresses that do not exist" label="Address" unit="Requests" rows={report.notFound} empty="No missing pages in this period." />
      </Section>

      <Section id="analytics-forms" title="Forms">
        <p className="mt-1 text-sm text-muted">Submissions in the period (from the records themselves) and per 100 views of the form&apos;s page.</p>
        <table className="mt-2 w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
          <caption className="sr-only">Each form&apos;s page views, submissions and rate, with the previous period&apos;s rate</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="p-2">Form</th>
              <th scope="col" className="p-2 text-right">Page views</th>
              <th scope="col" className="p-2 text-right">Sent</th>
              <th scope="col" className="p-2 text-right">Rate</th>
              <th scope="col" className="hidden p-2 text-right sm:table-cell">Previous rate</th>
            </tr>
          </thead>
          <tbody>
            {report.conversions.map((form, index) => (
              <tr key={form.key} className="border-t border-slate-100">
                <th scope="row" className="p-2 font-semibold text-ink">{form.label}</th>
                <td className="p-2 text-right tabular-nums">{form.views.toLocaleString("en-CA")}</td>
                <td className="p-2 text-right tabular-nums">{form.submissions.toLocaleString("en-CA")}</td>
                <td className="p-2 text-right tabular-nums">{percent(form.rate)}</td>
                <td className="hidden p-2 text-right tabular-nums sm:table-cell">{percent(report.previousConversions[index]?.rate ?? null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="analytics-funnel" title="From visit to care">
        <ol className="mt-2 space-y-2" aria-describedby="analytics-funnel-note">
          {[
            { label: "Visits (unique visitors)", value: funnel.visits },
            { label: "Care requests", value: funnel.careRequests },
            { label: "Contacted by the office", value: funnel.contacted },
          ].map((step) => (
            <li key={step.label} className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
              <span className="flex justify-between gap-2">
                <span className="font-semibold text-ink">{step.label}</span>
                <span className="tabular-nums">{step.value.toLocaleString("en-CA")}</span>
              </span>
              <span aria-hidden="true" className="mt-1 block h-2 rounded-sm bg-brand-600" style={{ width: `${(step.value / largest) * 100}%` }} />
            </li>
          ))}
        </ol>
        <p id="analytics-funnel-note" className="mt-2 text-sm text-muted">
          Care requests made in the period, and of those the ones whose status the office has changed since.
        </p>
      </Section>

      {report.months.length > 0 ? (
        <Section id="analytics-months" title="Older months (kept as totals)">
          <BarTable caption="Page views of months older than two years" label="Month" rows={report.months.map((month) => ({ key: month.month, views: month.views }))} empty="" />
        </Section>
      ) : null}

      <Section id="analytics-recent" title="Last 30 minutes">
        <p className="mt-1 text-sm text-muted" data-testid="recent-figures">
          Page views: {recent.views.toLocaleString("en-CA")} · visitors: {recent.visitors.toLocaleString("en-CA")}
        </p>
        <BarTable caption="Pages viewed in the last 30 minutes" label="Page" rows={recent.pages} empty="Nobody in the last 30 minutes." />
      </Section>
    </div>
  );
}
