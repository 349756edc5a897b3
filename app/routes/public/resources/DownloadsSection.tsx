import { Icon } from "~/components/Icon";
import { downloadHref, type ResourceCategory, resourceDownloads } from "~/content/resources";
import { blockClass } from "./blocks";

const categoryStyle: Record<ResourceCategory, string> = {
  Payroll: "bg-tone-teal-soft text-tone-teal",
  Operations: "bg-tone-indigo-soft text-tone-indigo",
  Technology: "bg-tone-amber-soft text-tone-amber",
  Compliance: "bg-tone-rose-soft text-tone-rose",
  "Health & Safety": "bg-tone-rose-soft text-tone-rose",
  Clients: "bg-brand-100 text-brand-800",
};

/** The PDF forms and guides, each tagged with its category. */
export function DownloadsSection() {
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads" className="text-3xl font-bold text-brand-900">
        Downloads
      </h2>
      <p className="mt-2 text-muted">Forms and guides in PDF. Print what you need, or ask the office for a paper copy.</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {resourceDownloads.map((download) => (
          <li key={download.file} className={`${blockClass} flex flex-col`}>
            <span className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${categoryStyle[download.category]}`}>
              {download.category}
            </span>
            <h3 className="mt-3 text-lg font-semibold">{download.title}</h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{download.description}</p>
            <a href={downloadHref(download)} download className="btn-outline mt-5 self-start">
              <Icon name="download" className="h-4 w-4" /> Download
              <span className="sr-only"> {download.title} (PDF)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
