/**
 * A record's "Source" block on the staff pages (decision 0901): the channel,
 * the page the form was sent from and the one before, the referring site,
 * the campaign, the partner code and "How did you hear about us?". Records
 * stored before sources were kept say so.
 */
import { channelLabel, type EnquirySourceView, heardAboutLabel } from "~/lib/enquiry-sources";

/** `bare`: without its frame and heading (a table cell under a "Source" column). */
export function SourceBlock({ source, className = "", bare = false }: { source: EnquirySourceView | null | undefined; className?: string; bare?: boolean }) {
  const rows: [string, string][] = [];
  if (source) {
    rows.push(["Channel", channelLabel(source.channel)], ["From page", source.formPage]);
    const before = [source.previousPage, source.landingPage && source.landingPage !== source.previousPage ? `entered on ${source.landingPage}` : null];
    if (before.some(Boolean)) rows.push(["Before that", before.filter(Boolean).join(", ")]);
    if (source.referrerDomain) rows.push(["Referrer", source.referrerDomain]);
    const { campaign, source: utmSource, medium, term, content } = source.utm;
    const details = [utmSource && `source ${utmSource}`, medium && `medium ${medium}`, term && `term ${term}`, content && `content ${content}`].filter(Boolean);
    if (campaign || details.length) rows.push(["Campaign", [campaign, details.length ? `(${details.join(", ")})` : null].filter(Boolean).join(" ")]);
    if (source.partner) rows.push(["Partner", source.partner]);
    if (source.heardAbout || source.heardAboutOther) {
      rows.push(["Heard about us", [source.heardAbout ? heardAboutLabel(source.heardAbout) : null, source.heardAboutOther ? `“${source.heardAboutOther}”` : null].filter(Boolean).join(": ")]);
    }
  }
  return (
    <section aria-label="Source" className={`${bare ? "text-xs" : "rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"} ${className}`}>
      {bare ? null : <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Source</h3>}
      {rows.length === 0 ? (
        <p className="text-muted">Not recorded (sent before sources were kept).</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
