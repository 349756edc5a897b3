/**
 * A confirmation after a care request, a referral or a complaint: the
 * heading, the reference (from the address, never anything the person
 * typed), the next steps, the office to call, what follows, the client
 * rights page (decision 1001) and the emergency line.
 */
import { href } from "react-router";
import { telHref } from "~/content/business";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";

export function ReceivedPage({
  heading,
  reference,
  referenceTestId,
  steps,
  office,
  phone,
  officeTestId,
  children,
}: {
  heading: string;
  reference: { before: string; value: string; after: string } | null;
  referenceTestId: string;
  steps: string[];
  office: string;
  phone: string;
  officeTestId?: string;
  /** The line after the steps (a link onward). */
  children?: React.ReactNode;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      {reference ? (
        <p className="mt-6 text-lg" data-testid={referenceTestId}>
          {reference.before}
          <strong className="font-mono text-2xl text-brand-900">{reference.value}</strong>
          {reference.after}
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="card mt-8 p-6 sm:p-8">
        <h2 id="next-heading" className="text-xl font-bold text-brand-900">
          {t("care.nextHeading")}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6" data-testid={officeTestId}>
          {office}{" "}
          <a href={telHref(phone)} className="link text-lg font-semibold">
            {locale === "en" ? phone : formatPhone(locale, phone)}
          </a>
        </p>
      </section>
      {children ? <p className="mt-8">{children}</p> : null}
      <p className="mt-4" data-testid="rights-link">
        <a href={inEdition(locale, href("/client-rights"))} className="link">
          {t("complaints.asideRights")}
        </a>
      </p>
      <p className="mt-2 text-sm text-muted">{t("care.emergency")}</p>
    </div>
  );
}
