/**
 * The referral form (/refer, /fr/aiguillage, decision 0900): a professional
 * refers a client. A real POST that works without JavaScript, built from the
 * care request form's pieces (CareRequestForm.tsx: the same ids, messages,
 * summary and choices, so nothing is asked twice in two ways): who refers,
 * the client, a short reason, the required attestation and the opt-out of
 * updates. A partner's link (/refer/<code>) fills in the organisation and
 * sends its code along (`partnerCode`).
 */
import { useLocation } from "react-router";
import { regionSummaries } from "~/content/regions";
import { seamAttrs } from "~/lib/browser-seam";
import { CARE_SERVICES, LANGUAGES, serviceField, URGENCIES } from "~/lib/care-requests";
import { type FormOutcome } from "~/lib/form-outcome";
import { useLocale, useT } from "~/lib/i18n";
import { REFERRAL_LIMITS } from "~/lib/referrals";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { ActiveOffer } from "~/components/ActiveOffer";
import { errorsOf, Honeypot, keptValues, SourceFields } from "~/components/forms/VisitorForm";
import { ChoiceGroup, describedBy, ErrorSummary, hintIdOf, idOf, Message, MessageArea, TextInput, translated } from "./CareRequestForm";

/** The order of the summary: the order of the form. */
const FIELD_ORDER = [
  "referrerName",
  "organisation",
  "referrerRole",
  "referrerPhone",
  "referrerEmail",
  "name",
  "phone",
  "region",
  "services",
  "urgency",
  "dischargeDate",
  "language",
  "message",
  "attestation",
] as const;

/** A box with its label beside it (the attestation, the opt-out). */
function Box({ name, label, checked, error, hint, required }: { name: string; label: string; checked: boolean; error?: string; hint?: string; required?: boolean }) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={idOf(name)}
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, { hint: Boolean(hint), error })}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={idOf(name)} className="text-sm text-ink">
          {label}
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </label>
      </div>
      {hint ? (
        <p id={hintIdOf(name)} className="field-hint ml-7">
          {hint}
        </p>
      ) : null}
      <Message name={name} error={error} />
    </div>
  );
}

export function ReferralForm({ outcome, partner }: { outcome?: FormOutcome; partner?: { code: string; name: string; region: string | null } | null }) {
  const t = useT();
  const locale = useLocale();
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const failed = outcome?.status === "error" ? outcome.toast : null;
  const one = (name: string) => (values[name] ? [values[name]] : []);
  const services = CARE_SERVICES.map((service) => service.value).filter((service) => values[serviceField(service)] === "on");
  const optional = t("forms.optional");
  const suggestFrench = locale === "fr" && !outcome;
  const region = values.region ?? partner?.region ?? "";
  // Posted to its own address: a partner's link (/refer/<code>) keeps its partner after a refusal.
  const ownAddress = useLocation().pathname;
  return (
    <form method="post" action={ownAddress} noValidate className="care-form referral-form relative space-y-8">
      {failed ? <ErrorSummary title={failed.title} description={failed.description} errors={errors} order={FIELD_ORDER} /> : null}
      <Honeypot />
      <SourceFields outcome={outcome} />
      {partner ? <input type="hidden" name="partnerCode" value={partner.code} /> : null}
      <p className="text-sm text-muted">{t("care.requiredNote")}</p>

      <fieldset className="care-group">
        <legend className="text-xl font-bold text-brand-900">{t("referral.referrerHeading")}</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextInput name="referrerName" label={t("referral.referrerName")} optional={optional} required value={values.referrerName} error={errors.referrerName} autoComplete="name" maxLength={REFERRAL_LIMITS.name} />
          <TextInput
            name="organisation"
            label={t("referral.organisation")}
            optional={optional}
            required
            value={values.organisation ?? partner?.name}
            error={errors.organisation}
            autoComplete="organization"
            maxLength={REFERRAL_LIMITS.organisation}
          />
          <TextInput
            name="referrerRole"
            label={t("referral.referrerRole")}
            optional={optional}
            required
            hint={t("referral.referrerRoleHint")}
            value={values.referrerRole}
            error={errors.referrerRole}
            autoComplete="organization-title"
            maxLength={REFERRAL_LIMITS.role}
          />
          <TextInput
            name="referrerPhone"
            label={t("referral.referrerPhone")}
            optional={optional}
            type="tel"
            value={values.referrerPhone}
            error={errors.referrerPhone}
            autoComplete="work tel"
            inputMode="tel"
            maxLength={REFERRAL_LIMITS.phone}
          />
          <TextInput
            name="referrerEmail"
            label={t("referral.referrerEmail")}
            optional={optional}
            required
            type="email"
            value={values.referrerEmail}
            error={errors.referrerEmail}
            autoComplete="work email"
            maxLength={EMAIL_MAX}
          />
        </div>
      </fieldset>

      <fieldset className="care-group space-y-6">
        <legend className="text-xl font-bold text-brand-900">{t("referral.clientHeading")}</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextInput name="name" label={t("referral.clientName")} optional={optional} required value={values.name} error={errors.name} autoComplete="off" maxLength={REFERRAL_LIMITS.name} />
          <TextInput
            name="phone"
            label={t("referral.clientPhone")}
            optional={optional}
            required
            type="tel"
            hint={t("referral.clientPhoneHint")}
            value={values.phone}
            error={errors.phone}
            autoComplete="off"
            inputMode="tel"
            maxLength={REFERRAL_LIMITS.phone}
          />
        </div>
        <div>
          <label htmlFor={idOf("region")} className="field-label">
            {t("referral.region")}
            <span className="text-red-700" aria-hidden="true">
              {" *"}
            </span>
          </label>
          <select
            id={idOf("region")}
            name="region"
            defaultValue={region}
            required
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={describedBy("region", { error: errors.region })}
            className="field-control max-w-sm"
          >
            <option value="">{t("referral.regionChoose")}</option>
            {regionSummaries.map((summary) => (
              <option key={summary.slug} value={summary.slug}>
                {locale === "fr" ? summary.fr.name : summary.name}
              </option>
            ))}
          </select>
          <Message name="region" error={errors.region} />
        </div>
        <ChoiceGroup
          name="services"
          legend={t("referral.services")}
          hint={t("care.servicesHint")}
          type="checkbox"
          options={translated(t, "services", CARE_SERVICES)}
          checked={services}
          nameOf={serviceField}
          error={errors.services}
        />
        <ChoiceGroup name="urgency" legend={t("care.urgency")} type="radio" options={translated(t, "urgency", URGENCIES)} checked={one("urgency")} error={errors.urgency} />
        <TextInput
          name="dischargeDate"
          label={t("referral.dischargeDate")}
          optional={optional}
          type="date"
          hint={t("referral.dischargeDateHint")}
          value={values.dischargeDate}
          error={errors.dischargeDate}
          className="field-control max-w-56"
        />
        <ChoiceGroup
          name="language"
          legend={t("care.language")}
          hint={suggestFrench ? t("care.languageHint") : undefined}
          type="radio"
          options={translated(t, "language", LANGUAGES)}
          checked={suggestFrench ? ["fr"] : one("language")}
          error={errors.language}
        />
        <MessageArea
          label={t("referral.reason")}
          note={t("referral.reasonHint")}
          optional={optional}
          value={values.message}
          error={errors.message}
          maxLength={REFERRAL_LIMITS.reason}
          rows={3}
        />
      </fieldset>

      <Box name="attestation" label={t("referral.attestation")} checked={values.attestation === "on"} error={errors.attestation} required />
      <Box name="noUpdates" label={t("referral.noUpdates")} checked={values.noUpdates === "on"} hint={t("referral.noUpdatesHint")} />

      <button type="submit" className="btn-primary w-full sm:w-auto" {...seamAttrs({ pendingText: t("referral.pending") })}>
        {t("referral.send")}
      </button>
      <ActiveOffer className="form-active-offer" />
    </form>
  );
}
