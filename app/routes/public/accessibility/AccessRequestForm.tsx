/**
 * The accessibility feedback and alternate-format form (decision 1010): a
 * real POST to the accessibility page that works without JavaScript, built
 * from the care request form's pieces (the same field frames, messages next
 * to the fields and the summary of problems), and the other ways to reach
 * the office beside it: phone, TTY or relay (711), email, mail.
 */
import { telHref } from "~/content/business";
import { ACCESS_FORMATS, ACCESS_KINDS, ACCESS_LIMITS, CONTACT_WAYS } from "~/lib/accessibility-requests";
import { seamAttrs } from "~/lib/browser-seam";
import { type FormOutcome } from "~/lib/form-outcome";
import { formatOfficeHours, formatPhone, type MessageKey, useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { errorsOf, Honeypot, keptValues } from "~/components/forms/VisitorForm";
import { ChoiceGroup, ErrorSummary, idOf, TextInput } from "~/components/care/CareRequestForm";
import { describedBy, hintIdOf, Message } from "~/components/care/CareRequestForm";

const FIELD_ORDER = ["kind", "format", "about", "details", "neededBy", "name", "contactBy", "email", "phone"] as const;
/** The form's groups of choices: a summary link goes to the first of each. */
const GROUPS = { kind: ACCESS_KINDS.map((value) => ({ value })), format: ACCESS_FORMATS.map((value) => ({ value })), contactBy: CONTACT_WAYS.map((value) => ({ value })) };

const KIND_KEYS: Record<(typeof ACCESS_KINDS)[number], MessageKey> = { barrier: "access.kindBarrier", format: "access.kindFormat" };
const FORMAT_KEYS: Record<(typeof ACCESS_FORMATS)[number], MessageKey> = {
  "large-print": "access.formatLargePrint",
  "plain-text": "access.formatPlainText",
  "accessible-pdf": "access.formatAccessiblePdf",
  braille: "access.formatBraille",
  audio: "access.formatAudio",
  "read-together": "access.formatReadTogether",
};
const CONTACT_KEYS: Record<(typeof CONTACT_WAYS)[number], MessageKey> = { email: "access.contactEmail", phone: "access.contactPhone", relay: "access.contactRelay" };

/** The form, under its heading; `action` is the page's own address in its edition. */
export function AccessRequestForm({ outcome, action }: { outcome?: FormOutcome; action: string }) {
  const t = useT();
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const failed = outcome?.status === "error" ? outcome.toast : null;
  const one = (name: string) => (values[name] ? [values[name]] : []);
  const optional = t("forms.optional");
  return (
    <form method="post" action={`${action}#access-form`} noValidate className="care-form relative mt-8 space-y-6" id="access-form" aria-labelledby="access-form-heading">
      {failed ? <ErrorSummary title={failed.title} description={failed.description} errors={errors} order={FIELD_ORDER} groups={GROUPS} /> : null}
      <Honeypot />
      <p className="text-sm text-muted">{t("care.requiredNote")}</p>
      <ChoiceGroup name="kind" legend={t("access.kind")} type="radio" options={ACCESS_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value]) }))} checked={one("kind")} error={errors.kind} />
      <ChoiceGroup
        name="format"
        legend={t("access.format")}
        hint={t("access.formatHint")}
        type="radio"
        required={false}
        options={ACCESS_FORMATS.map((value) => ({ value, label: t(FORMAT_KEYS[value]) }))}
        checked={one("format")}
        error={errors.format}
      />
      <TextInput name="about" label={t("access.about")} optional={optional} required hint={t("access.aboutHint")} value={values.about} error={errors.about} maxLength={ACCESS_LIMITS.about} />
      <div>
        <label htmlFor={idOf("details")} className="field-label">
          {t("access.details")}
        </label>
        <p id={hintIdOf("details")} className="field-hint">
          {t("access.detailsHint")}
        </p>
        <textarea
          id={idOf("details")}
          name="details"
          rows={4}
          defaultValue={values.details}
          maxLength={ACCESS_LIMITS.details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy("details", { hint: true, error: errors.details })}
          className="field-control"
        />
        <Message name="details" error={errors.details} />
      </div>
      <TextInput
        name="neededBy"
        label={t("access.neededBy")}
        optional={optional}
        type="date"
        hint={t("access.neededByHint")}
        value={values.neededBy}
        error={errors.neededBy}
        className="field-control max-w-56"
      />
      <TextInput name="name" label={t("access.name")} optional={optional} required value={values.name} error={errors.name} autoComplete="name" maxLength={ACCESS_LIMITS.name} />
      <ChoiceGroup
        name="contactBy"
        legend={t("access.contactBy")}
        type="radio"
        options={CONTACT_WAYS.map((value) => ({ value, label: t(CONTACT_KEYS[value]) }))}
        checked={one("contactBy")}
        error={errors.contactBy}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {/* Required or not by the way chosen above: the hints say when, no "(optional)" mark. */}
        <TextInput name="email" label={t("access.email")} optional="" type="email" hint={t("access.emailHint")} value={values.email} error={errors.email} autoComplete="email" maxLength={EMAIL_MAX} />
        <TextInput
          name="phone"
          label={t("access.phone")}
          optional=""
          type="tel"
          hint={t("access.phoneHint")}
          value={values.phone}
          error={errors.phone}
          autoComplete="tel"
          inputMode="tel"
          maxLength={ACCESS_LIMITS.phone}
        />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" {...seamAttrs({ pendingText: t("access.pending") })}>
        {t("access.send")}
      </button>
    </form>
  );
}

/** The other ways to reach the office, listed before the form: who cannot or would rather not use it reads them first. */
export function AccessAlternatives() {
  const t = useT();
  const locale = useLocale();
  const business = useBusiness();
  const phone = locale === "en" ? business.phone : formatPhone(locale, business.phone);
  const [phoneBefore, phoneAfter] = t("access.alternativesPhone", { phone: "\u0000" }).split("\u0000");
  const [emailBefore, emailAfter] = t("access.alternativesEmail", { email: "\u0000" }).split("\u0000");
  return (
    <aside aria-labelledby="access-alternatives-heading" className="card mt-6 p-5" data-testid="access-alternatives">
      <h3 id="access-alternatives-heading" className="text-lg font-bold text-brand-900">
        {t("access.alternativesHeading")}
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>
          {phoneBefore}
          <a className="link" href={telHref(business.phone)}>
            {phone}
          </a>
          {phoneAfter} ({formatOfficeHours(locale, business.officeHours)})
        </li>
        <li>{t("access.alternativesRelay", { phone })}</li>
        <li>
          {emailBefore}
          <a className="link" href={`mailto:${business.email}`}>
            {business.email}
          </a>
          {emailAfter}
        </li>
        <li>
          {t("access.alternativesMail", {
            legalName: business.legalName,
            street: business.address.street,
            city: business.address.city,
            postalCode: business.address.postalCode,
          })}
        </li>
      </ul>
    </aside>
  );
}
