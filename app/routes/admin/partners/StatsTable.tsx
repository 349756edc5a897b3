import type { PartnerMonth } from "~/lib/referrals";

/** The partners' monthly figures: one row per partner and month, newest first. */
export function StatsTable({ months, names }: { months: PartnerMonth[]; names?: Record<number, string> }) {
  if (!months.length) return <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">No referrals attributed yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="partner-stats">
        <caption className="sr-only">Referrals per partner and month, newest first</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {names ? <th scope="col" className="px-3 py-2">Partner</th> : null}
            <th scope="col" className="px-3 py-2">Month</th>
            <th scope="col" className="px-3 py-2 text-right">Referrals</th>
            <th scope="col" className="px-3 py-2 text-right">Median business hours to first contact</th>
            <th scope="col" className="px-3 py-2 text-right">Contacted</th>
            <th scope="col" className="px-3 py-2 text-right">Accepted</th>
            <th scope="col" className="px-3 py-2 text-right">Not proceeding</th>
            <th scope="col" className="px-3 py-2 text-right">Open</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {months.map((month) => (
            <tr key={`${month.partnerId}-${month.month}`}>
              {names ? <td className="px-3 py-2">{names[month.partnerId] ?? `#${month.partnerId}`}</td> : null}
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-normal">{month.month}</th>
              <td className="px-3 py-2 text-right">{month.referrals}</td>
              <td className="px-3 py-2 text-right">{month.medianHoursToContact ?? "—"}</td>
              <td className="px-3 py-2 text-right">{month.contacted}</td>
              <td className="px-3 py-2 text-right">{month.accepted}</td>
              <td className="px-3 py-2 text-right">{month.notProceeding}</td>
              <td className="px-3 py-2 text-right">{month.open}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
