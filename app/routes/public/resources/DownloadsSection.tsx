import { Icon } from "~/components/Icon";
import { downloadHref, type ResourceCategory, resourceDownloads } from "~/content/resources";
import { useT } from "~/lib/i18n";
import { blockClass } from "./blocks";
import { useResourcesCopy } from "./copy";

const categoryStyle: Record<ResourceCategory, string> = {
  Payroll: "bg-tone-teal-soft text-tone-teal",
  Operations: "bg-tone-indigo-soft text-tone-indigo",
  Technology: "bg-tone-amber-soft text-tone-amber",
  Compliance: "bg-tone-rose-soft text-tone-rose",
  "Health & Safety": "bg-tone-rose-soft text-tone-rose",
  Clients: "bg-brand-100 text-brand-800",
};

/** The PDF forms and guides, each tagged with its category; a PDF not in the page's language says so beside its link. */
export function DownloadsSection() {
  const t = useT();
  const copy = useResourcesCopy();
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads" className="text-3xl font-bold text-brand-900">
        {t("resources.downloads")}
      </h2>
      <p className="mt-2 text-muted">{t("resources.downloadsText")}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {resourceDownloads.map((download) => {
          const { title, description, pdfInEnglish } = copy.downloads[download.file]!;
          return (
            <li key={download.file} className={`${blockClass} flex flex-col`}>
              <span className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${categoryStyle[download.category]}`}>
                {copy.categories[download.category]}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{description}</p>
              {pdfInEnglish ? (
                <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <a href={downloadHref(download)} download hrefLang="en-CA" className="btn-outline">
                    <Icon name="download" className="h-4 w-4" /> {t("resources.download")}
                    <span className="sr-only"> {t("resources.downloadNameInEnglish", { title })}</span>
                  </a>
                  <span aria-hidden="true" className="text-sm text-muted">
                    {t("resources.inEnglish")}
                  </span>
                </p>
              ) : (
                <a href={downloadHref(download)} download className="btn-outline mt-5 self-start">
                  <Icon name="download" className="h-4 w-4" /> {t("resources.download")}
                  <span className="sr-only"> {t("resources.downloadName", { title })}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
