import { href } from "react-router";
import { ExternalFormLink } from "~/components/ExternalForm";
import type { ServiceAction, ServicePage } from "~/content/services";
import { useBusiness, useIntakeUrls } from "~/lib/root-data";

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
  if (action.kind === "link") {
    return (
      <a href={action.href} className={className}>
        {action.label}
      </a>
    );
  }
  const intakeUrl = action.kind === "intake" ? intakeUrls[slug] : undefined;
  if (intakeUrl) {
    return (
      <ExternalFormLink url={intakeUrl} title={`${title} intake form`} className={className} opensLabel="opens the intake form">
        {action.label}
      </ExternalFormLink>
    );
  }
  // Booking, or an intake without a configured form: the booking page.
  return (
    <ExternalFormLink url={business.bookingUrl} title="Book a consultation" className={className}>
      {action.label}
    </ExternalFormLink>
  );
}

/** The page's buttons in content order, the first one stressed, then the care request form; `dark` styles them for the closing banner's dark panel. */
export function ServiceActions({ page, dark = false }: { page: ServicePage; dark?: boolean }) {
  const [first, rest] = dark ? ["btn-accent", "btn-ghost-light"] : ["btn-primary", "btn-outline"];
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
      <a href={href("/request-care")} className={`${rest} text-base`}>
        Request care
      </a>
    </>
  );
}
