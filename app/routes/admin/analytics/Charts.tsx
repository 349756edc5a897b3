/**
 * The analytics page's charts: CSS bars the server renders (no script, no
 * chart library), each beside a table a screen reader reads; the bars
 * themselves are hidden from it.
 */

const number = (value: number) => value.toLocaleString("en-CA");

/** Page views per day: one bar a day (visitors a darker share of it), the table for screen readers. */
export function DailyChart({ days }: { days: Array<{ day: string; views: number; visitors: number }> }) {
  const max = Math.max(1, ...days.map((day) => day.views));
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="mt-3">
      <div aria-hidden="true" className="flex h-40 items-end gap-px rounded-lg border border-slate-200 bg-white p-2" data-testid="daily-chart">
        {days.map((day) => (
          <div key={day.day} className="relative flex h-full min-w-0 flex-1 flex-col justify-end" title={`${day.day}: ${number(day.views)} views, ${number(day.visitors)} visitors`}>
            <div className="flex w-full flex-col justify-end rounded-t-sm bg-brand-200" style={{ height: `${(day.views / max) * 100}%` }}>
              <div className="w-full bg-brand-700" style={{ height: day.views ? `${(day.visitors / day.views) * 100}%` : 0 }} />
            </div>
          </div>
        ))}
      </div>
      <figcaption aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
        <span>{first}</span>
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-brand-200" /> views <span className="mx-1 inline-block h-2 w-3 bg-brand-700" /> visitors · highest{" "}
          {number(max)}
        </span>
        <span>{last}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Page views and unique visitors per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Page views</th>
            <th scope="col">Unique visitors</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.views}</td>
              <td>{day.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A ranked list as a table whose first cell carries a bar of its share (the bar hidden from screen readers). */
export function BarTable({
  caption,
  label,
  rows,
  empty,
  unit = "Views",
  link,
}: {
  caption: string;
  label: string;
  rows: Array<{ key: string; views: number }>;
  empty: string;
  unit?: string;
  /** A link for a row's key (a page of this site). */
  link?: (key: string) => string | null;
}) {
  if (rows.length === 0) return <p className="mt-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-muted">{empty}</p>;
  const max = Math.max(1, ...rows.map((row) => row.views));
  return (
    <table className="mt-2 w-full table-fixed rounded-lg border border-slate-200 bg-white text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-muted">
        <tr>
          <th scope="col" className="p-2">
            {label}
          </th>
          <th scope="col" className="w-20 p-2 text-right">
            {unit}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const href = link?.(row.key) ?? null;
          return (
            <tr key={row.key} className="border-t border-slate-100">
              <td className="p-2">
                <span className="block break-all">{href ? <a href={href} className="text-brand underline">{row.key}</a> : row.key}</span>
                <span aria-hidden="true" className="mt-1 block h-2 rounded-sm bg-brand-600" style={{ width: `${Math.max(1, (row.views / max) * 100)}%` }} />
              </td>
              <td className="p-2 text-right align-top tabular-nums">{number(row.views)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A figure with its change from the previous period. */
export function Figure({ label, value, before }: { label: string; value: number; before: number }) {
  const change = before === 0 ? null : Math.round(((value - before) / before) * 100);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{number(value)}</dd>
      <dd className="text-xs text-muted">
        {change === null ? `previous period: ${number(before)}` : `${change >= 0 ? "+" : ""}${change}% vs previous period (${number(before)})`}
      </dd>
    </div>
  );
}
