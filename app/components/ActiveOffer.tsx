import { translate, useLocale } from "~/lib/i18n";
import { LANGUAGE_TAG, type Locale } from "~/lib/locale";

/** Both languages, the page's first: the active offer of French-language services (O. Reg. 544/22), beside phones and forms. */
export function ActiveOffer({ className }: { className?: string }) {
  const locale = useLocale();
  const other: Locale = locale === "fr" ? "en" : "fr";
  return (
    <p className={className ?? "active-offer"}>
      {translate(locale, "shell.activeOffer")}
      {" / "}
      <span lang={LANGUAGE_TAG[other]}>{translate(other, "shell.activeOffer")}</span>
    </p>
  );
}
