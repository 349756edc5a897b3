import { href } from "react-router";
import { ExternalFormLink } from "~/components/ExternalForm";
import type { ServiceAction, ServicePage } from "~/content/services";
import { CARE_SERVICE_OF_PAGE } from "~/lib/care-requests";
import { useLocale, useT } from "~/lib/i18n";
import { useBusiness, useIntakeUrls } from "~/lib/root-data";
import { inEdition } from "~/public-pages";

/** A page button: intake dialog, booking dialog or a link, as the content says. */
function ActionButton({
  action,
  slug,
  title,
  className,
}: {
  action: ServiceAction;
  slug: string;
  title: string;
  className: string;
}) {
  const business = useBusiness();
  const intakeUrls = useIntakeUrls();
  const locale = useLocale();
  const t = useT();
  if (action.kind === "link") {
    return (
      <a href={inEdition(locale, action.href)} className={className}>
        {action.label}
      </a>
    );
  }
  const intakeUrl = action.kind === "intake" ? intakeUrls[slug] : undefined;
  if (intakeUrl) {
    return (
      <ExternalFormLink url={intakeUrl} title={t("service.intakeTitle", { service: title })} className={className} opensLabel={t("service.opensIntake")}>
        {action.label}
      </ExternalFormLink>
    );
  }
  // Booking, or an intake without a configured form: the booking page.
  return (
    <ExternalFormLink url={business.bookingUrl} title={t("shell.bookConsultation")} className={className}>
      {action.label}
    </ExternalFormLink>
  );
}

/** The page's buttons in content order, the first one stressed, then the care request form; `dark` styles them for the closing banner's dark panel. */
export function ServiceActions({ page, dark = false }: { page: ServicePage; dark?: boolean }) {
  const [first, rest] = dark ? ["btn-accent", "btn-ghost-light"] : ["btn-primary", "btn-outline"];
  const locale = useLocale();
  const t = useT();
  const careService = CARE_SERVICE_OF_PAGE[page.slug];
  return (
    <>
      {page.actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          slug={page.slug}
          title={page.title}
          className={`${index === 0 ? first : rest} text-base`}
        />
      ))}
      <a href={`${inEdition(locale, href("/request-care"))}${careService ? `?service=${careService}` : ""}`} className={`${rest} text-base`}>
        {t("nav.requestCare")}
      </a>
    </>
  );
}
