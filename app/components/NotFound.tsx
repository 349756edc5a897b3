import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";

export function NotFound() {
  const t = useT();
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 max-w-md text-muted">{t("notFound.text")}</p>
      <a href={inEdition(useLocale(), "/")} className="btn-primary mt-8">
        {t("notFound.home")}
      </a>
    </div>
  );
}
