/**
 * The complaint form (/complaints, /fr/plaintes, decision 1001): a real POST
 * that works without JavaScript, built from the care request form's pieces
 * (the same field frames, messages next to each field, the summary of
 * problems): who complains, for which client, what about and when, what
 * happened and the outcome wanted, how to be contacted (with what that
 * choice needs), consent. Staff entering a complaint taken by phone
 * (/admin/complaints/new) get the same form with the call's time and the
 * letters' language (`phoneEntry`), without the visitor's hidden fields.
 */
import { useLocation } from "react-router";
import { ActiveOffer } from "~/components/ActiveOffer";
import { ChoiceGroup, describedBy, ErrorSummary, hintIdOf, idOf, Message, TextInput } from "~/components/care/CareRequestForm";
import { errorsOf, Honeypot, keptValues } from "~/components/forms/VisitorForm";
import { seamAttrs } from "~/lib/browser-seam";
import { COMPLAINANT_ROLES, COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, CONTACT_METHODS } from "~/lib/complaints";
import type { FormOutcome } from "~/lib/form-outcome";
import { type MessageKey, useT } from "~/lib/i18n";
import { EMAIL_MAX } from "~/schemas/form-rules";

const ROLE_KEYS: Record<(typeof COMPLAINANT_ROLES)[number]["value"], MessageKey> = {
  client: "complaints.roleClient",
  family: "complaints.roleFamily",
  substitute: "complaints.roleSubstitute",
  professional: "complaints.roleProfessional",
  other: "complaints.roleOther",
};

const CATEGORY_KEYS: Record<(typeof COMPLAINT_CATEGORIES)[number]["value"], MessageKey> = {
  harm: "complaints.categoryHarm",
  "care-quality": "complaints.categoryCareQuality",
  visits: "complaints.categoryVisits",
  rights: "complaints.categoryRights",
  communication: "complaints.categoryCommunication",
  billing: "complaints.categoryBilling",
  other: "complaints.categoryOther",
};

const CONTACT_KEYS: Record<(typeof CONTACT_METHODS)[number]["value"], MessageKey> = {
  phone: "complaints.contactPhone",
  email: "complaints.contactEmail",
  mail: "complaints.contactMail",
};

/** The order of the summary: the order of the form. */
const FIELD_ORDER = ["receivedAt", "language", "role", "name", "clientName", "category", "occurredOn", "description", "desiredOutcome", "contactMethod", "phone", "email", "address", "consent"] as const;

const GROUPS = { role: COMPLAINANT_ROLES, category: COMPLAINT_CATEGORIES, contactMethod: CONTACT_METHODS, language: [{ value: "en" }, { value: "fr" }] };

/** A text area with its label, hint and message. */
function TextArea({ name, label, hint, optional, required, value, error, maxLength, rows }: { name: string; label: string; hint?: string; optional: string; required?: boolean; value?: string; error?: string; maxLength: number; rows: number }) {
  return (
    <div>
      <label htmlFor={idOf(name)} className="field-label">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" *"}
          </span>
        ) : (
          <span className="font-normal text-muted"> {optional}</span>
        )}
      </label>
      {hint ? (
        <p id={hintIdOf(name)} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={idOf(name)}
        name={name}
        rows={rows}
        defaultValue={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint: Boolean(hint), error })}
        className="field-control"
      />
      <Message name={name} error={error} />
    </div>
  );
}

export function ComplaintForm({ outcome, phoneEntry }: { outcome?: FormOutcome; phoneEntry?: { now: string } }) {
  const t = useT();
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const failed = outcome?.status === "error" ? outcome.toast : null;
  const one = (name: string) => (values[name] ? [values[name]] : []);
  const optional = t("forms.optional");
  const ownAddress = useLocation().pathname;
  const options = <Value extends string>(list: readonly { value: Value }[], keys: Record<Value, MessageKey>) => list.map((item) => ({ value: item.value, label: t(keys[item.value]) }));
  return (
    <form method="post" action={ownAddress} noValidate className="care-form complaint-form relative space-y-8">
      {failed ? <ErrorSummary title={failed.title} description={failed.description} errors={errors} order={FIELD_ORDER} groups={GROUPS} /> : null}
      {phoneEntry ? null : <Honeypot />}
      <p className="text-sm text-muted">{t("complaints.requiredNote")}</p>

      {phoneEntry ? (
        <fieldset className="care-group space-y-6">
          <legend className="text-xl font-bold text-brand-900">The call</legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            <TextInput
              name="receivedAt"
              label="Received by phone at"
              optional={optional}
              required
              type="datetime-local"
              hint="Toronto time. The deadlines count from here."
              value={values.receivedAt ?? phoneEntry.now}
              error={errors.receivedAt}
            />
          </div>
          <ChoiceGroup
            name="language"
            legend="Language of our letters"
            type="radio"
            options={[
              { value: "en", label: "English" },
              { value: "fr", label: "French" },
            ]}
            checked={one("language").length ? one("language") : ["en"]}
            error={errors.language}
          />
        </fieldset>
      ) : null}

      <fieldset className="care-group space-y-6">
        <legend className="text-xl font-bold text-brand-900">{phoneEntry ? "The person complaining" : t("complaints.aboutHeading")}</legend>
        <ChoiceGroup name="role" legend={phoneEntry ? "They are" : t("complaints.role")} type="radio" options={options(COMPLAINANT_ROLES, ROLE_KEYS)} checked={one("role")} error={errors.role} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput name="name" label={phoneEntry ? "Their name" : t("complaints.name")} optional={optional} required value={values.name} error={errors.name} autoComplete={phoneEntry ? "off" : "name"} maxLength={COMPLAINT_LIMITS.name} />
          <TextInput
            name="clientName"
            label={t("complaints.clientName")}
            optional={optional}
            hint={t("complaints.clientNameHint")}
            value={values.clientName}
            error={errors.clientName}
            autoComplete="off"
            maxLength={COMPLAINT_LIMITS.name}
          />
        </div>
      </fieldset>

      <fieldset className="care-group space-y-6">
        <legend className="text-xl font-bold text-brand-900">{t("complaints.complaintHeading")}</legend>
        <ChoiceGroup
          name="category"
          legend={t("complaints.category")}
          hint={t("complaints.categoryHint")}
          type="radio"
          options={options(COMPLAINT_CATEGORIES, CATEGORY_KEYS)}
          checked={one("category")}
          error={errors.category}
        />
        <TextInput
          name="occurredOn"
          label={t("complaints.occurredOn")}
          optional={optional}
          type="date"
          hint={t("complaints.occurredOnHint")}
          value={values.occurredOn}
          error={errors.occurredOn}
          className="field-control max-w-56"
        />
        <TextArea
          name="description"
          label={t("complaints.description")}
          hint={t("complaints.descriptionHint")}
          optional={optional}
          required
          value={values.description}
          error={errors.description}
          maxLength={COMPLAINT_LIMITS.description}
          rows={6}
        />
        <TextArea name="desiredOutcome" label={t("complaints.desiredOutcome")} optional={optional} value={values.desiredOutcome} error={errors.desiredOutcome} maxLength={COMPLAINT_LIMITS.outcome} rows={3} />
      </fieldset>

      <fieldset className="care-group space-y-6">
        <legend className="text-xl font-bold text-brand-900">{t("complaints.contactHeading")}</legend>
        <ChoiceGroup name="contactMethod" legend={t("complaints.contactMethod")} type="radio" options={options(CONTACT_METHODS, CONTACT_KEYS)} checked={one("contactMethod")} error={errors.contactMethod} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            name="phone"
            label={t("complaints.phone")}
            optional={optional}
            type="tel"
            value={values.phone}
            error={errors.phone}
            autoComplete={phoneEntry ? "off" : "tel"}
            inputMode="tel"
            maxLength={COMPLAINT_LIMITS.phone}
          />
          <TextInput
            name="email"
            label={t("complaints.email")}
            optional={optional}
            type="email"
            hint={t("complaints.emailHint")}
            value={values.email}
            error={errors.email}
            autoComplete={phoneEntry ? "off" : "email"}
            maxLength={EMAIL_MAX}
          />
        </div>
        <TextArea name="address" label={t("complaints.address")} optional={optional} value={values.address} error={errors.address} maxLength={COMPLAINT_LIMITS.address} rows={3} />
      </fieldset>

      <div>
        <div className="flex items-start gap-2">
          <input
            id={idOf("consent")}
            type="checkbox"
            name="consent"
            value="on"
            defaultChecked={values.consent === "on"}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy("consent", { error: errors.consent })}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={idOf("consent")} className="text-sm text-ink">
            {phoneEntry ? "The person agreed that we contact them about this complaint and read what they told us to look into it." : t("complaints.consent")}
            <span className="text-red-700" aria-hidden="true">
              {" *"}
            </span>
          </label>
        </div>
        <Message name="consent" error={errors.consent} />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" {...seamAttrs({ pendingText: phoneEntry ? "Saving..." : t("complaints.pending") })}>
        {phoneEntry ? "Save the complaint" : t("complaints.send")}
      </button>
      {phoneEntry ? null : <ActiveOffer className="form-active-offer" />}
    </form>
  );
}
