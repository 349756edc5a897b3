/**
 * The care request form (/request-care, /fr/demande-de-soins): a real POST that works without
 * JavaScript (the public pages are not hydrated), in groups a screen reader
 * announces (fieldsets with legends). After a refused submission the page
 * comes back with every value kept, a summary of the problems at the top
 * (focused, each a link to its field) and each message next to its field.
 * Field ids are fixed (`care-<name>`) so the summary can link to them.
 * Every word comes from the catalogs, in the page's language; the choices'
 * values are app/lib/care-requests.ts's (whose English labels staff read).
 * The referral form (ReferralForm.tsx) is built from the same pieces.
 */
import { href } from "react-router";
import { type FormOutcome } from "~/lib/form-outcome";
import {
  CARE_AMOUNTS,
  CARE_LIMITS,
  CARE_SERVICES,
  LANGUAGES,
  serviceField,
  PAYMENTS,
  RELATIONSHIPS,
  URGENCIES,
} from "~/lib/care-requests";
import { seamAttrs } from "~/lib/browser-seam";
import { type MessageKey, splitAround, type Translate, useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { ActiveOffer } from "~/components/ActiveOffer";
import { errorsOf, Honeypot, keptValues, SourceFields } from "~/components/forms/VisitorForm";
import { heardAboutOptions } from "~/components/forms/heard-about";
import { HEARD_ABOUT_OTHER_MAX } from "~/lib/enquiry-sources";

/** Each choice's words in the catalogs, by its value. */
export const CHOICE_KEYS = {
  relationship: {
    self: "care.relationshipSelf",
    parent: "care.relationshipParent",
    spouse: "care.relationshipSpouse",
    other: "care.relationshipOther",
    professional: "care.relationshipProfessional",
  },
  services: {
    "home-care": "care.serviceHomeCare",
    "live-in": "care.serviceLiveIn",
    "hospital-to-home": "care.serviceHospitalToHome",
    "specialized-care": "care.serviceSpecializedCare",
    disabilities: "care.serviceDisabilities",
    "care-management": "care.serviceCareManagement",
    "not-sure": "care.serviceNotSure",
  },
  urgency: { "48-hours": "care.urgency48Hours", "two-weeks": "care.urgencyTwoWeeks", planning: "care.urgencyPlanning" },
  careAmount: { "few-hours": "care.amountFewHours", daily: "care.amountDaily", overnight: "care.amountOvernight", "live-in": "care.amountLiveIn" },
  payment: {
    private: "care.paymentPrivate",
    insurance: "care.paymentInsurance",
    veterans: "care.paymentVeterans",
    public: "care.paymentPublic",
    "not-sure": "care.paymentNotSure",
  },
  language: { en: "care.languageEn", fr: "care.languageFr", other: "care.languageOther" },
} as const satisfies Record<string, Record<string, MessageKey>>;

type Group = keyof typeof CHOICE_KEYS;

/** A list of choices with its labels in the page's language. */
export function translated<Value extends string>(t: Translate, group: Group, list: readonly { value: Value }[]): Option[] {
  const keys = CHOICE_KEYS[group] as Record<string, MessageKey>;
  return list.map((item) => ({ value: item.value, label: t(keys[item.value]!) }));
}

export const idOf = (name: string) => `care-${name}`;
const errorIdOf = (name: string) => `care-${name}-error`;
export const hintIdOf = (name: string) => `care-${name}-hint`;

/** The order of the summary: the order of the form. */
const FIELD_ORDER = [
  "relationship",
  "organisation",
  "postalCode",
  "services",
  "urgency",
  "careAmount",
  "payment",
  "name",
  "phone",
  "email",
  "bestTime",
  "language",
  "message",
  "heardAbout",
  "heardAboutOther",
  "consent",
] as const;

type Option = { value: string; label: string };

/** The care request's groups of choices. */
const CARE_GROUPS: Record<string, readonly { value: string }[]> = {
  relationship: RELATIONSHIPS,
  services: CARE_SERVICES,
  urgency: URGENCIES,
  careAmount: CARE_AMOUNTS,
  payment: PAYMENTS,
  language: LANGUAGES,
};

/** Where a summary link goes: the field, or a group's first choice. */
function targetOf(name: string, groups: Record<string, readonly { value: string }[]>): string {
  const first = groups[name]?.[0];
  return first ? `${idOf(name)}-${first.value}` : idOf(name);
}

export function Message({ name, error }: { name: string; error?: string }) {
  return (
    <p id={errorIdOf(name)} hidden={!error} className="field-message">
      {error}
    </p>
  );
}

export function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  return [hint ? hintIdOf(name) : null, error ? errorIdOf(name) : null].filter(Boolean).join(" ") || undefined;
}

/** Radios or checkboxes in a fieldset: the legend is the question. */
export function ChoiceGroup({
  name,
  legend,
  options,
  type,
  checked,
  nameOf = () => name,
  error,
  hint,
  required = true,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  type: "radio" | "checkbox";
  checked: readonly string[];
  /** Each box its own name (the services). */
  nameOf?: (value: string) => string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
}) {
  return (
    <fieldset className="care-group" aria-describedby={describedBy(name, { hint: Boolean(hint), error })}>
      <legend className="field-label">
        {legend}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintIdOf(name)} className="field-hint">
          {hint}
        </p>
      ) : null}
      <Message name={name} error={error} />
      <div className="care-choices">
        {options.map((option) => {
          const id = `${idOf(name)}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className="care-choice">
              <input
                id={id}
                type={type}
                name={nameOf(option.value)}
                value={type === "checkbox" ? "on" : option.value}
                defaultChecked={checked.includes(option.value)}
                aria-invalid={error ? true : undefined}
                required={type === "radio" && required ? true : undefined}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function TextInput({
  name,
  label,
  value,
  error,
  hint,
  required,
  optional,
  ...input
}: {
  name: string;
  label: string;
  /** "(optional)" in the page's language. */
  optional: string;
  value?: string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "required">) {
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
      <input
        id={idOf(name)}
        name={name}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint: Boolean(hint), error })}
        className="field-control"
        {...input}
      />
      {hint ? (
        <p id={hintIdOf(name)} className="field-hint">
          {hint}
        </p>
      ) : null}
      <Message name={name} error={error} />
    </div>
  );
}

/** The optional free-text answer (`message`), its note asking for no medical details above it. */
export function MessageArea({ label, note, optional, value, error, maxLength, rows }: { label: string; note: string; optional: string; value?: string; error?: string; maxLength: number; rows: number }) {
  return (
    <div>
      <label htmlFor={idOf("message")} className="field-label">
        {label} <span className="font-normal text-muted">{optional}</span>
      </label>
      <p id={hintIdOf("message")} className="care-no-medical">
        {note}
      </p>
      <textarea
        id={idOf("message")}
        name="message"
        rows={rows}
        defaultValue={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("message", { hint: true, error })}
        className="field-control"
      />
      <Message name="message" error={error} />
    </div>
  );
}

/** The problems of a refused submission, in the form's order (`order`: another form's), each a link to its field. */
export function ErrorSummary({
  title,
  description,
  errors,
  order = FIELD_ORDER,
  groups = CARE_GROUPS,
}: {
  title: string;
  description?: string;
  errors: Record<string, string>;
  order?: readonly string[];
  /** Another form's groups of choices (radios, boxes): a summary link goes to the first. */
  groups?: Record<string, readonly { value: string }[]>;
}) {
  const listed = order.filter((name) => errors[name]);
  return (
    <div role="alert" tabIndex={-1} autoFocus className="form-alert" aria-labelledby="care-summary-title">
      <h2 id="care-summary-title" className="text-base font-semibold">
        {title}
      </h2>
      {listed.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {listed.map((name) => (
            <li key={name}>
              <a href={`#${targetOf(name, groups)}`} className="underline">
                {errors[name]}
              </a>
            </li>
          ))}
        </ul>
      ) : description ? (
        <p className="mt-1">{description}</p>
      ) : null}
    </div>
  );
}

export function CareRequestForm({ outcome, postalCode, service }: { outcome?: FormOutcome; postalCode?: string; service?: string | null }) {
  const t = useT();
  const locale = useLocale();
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const failed = outcome?.status === "error" ? outcome.toast : null;
  const one = (name: string) => (values[name] ? [values[name]] : []);
  const sent = CARE_SERVICES.map((choice) => choice.value).filter((choice) => values[serviceField(choice)] === "on");
  // The service of the page the family came from, until they send the form (then what they ticked).
  const services = outcome || !service ? sent : [service];
  const optional = t("forms.optional");
  // The French edition suggests French service (decision 0804); the family can change it.
  const languageSuggested = locale === "fr" && !outcome;
  const [payingBefore, payingAfter] = splitAround(t, "care.paymentHint", "link");
  const [consentBefore, consentAfter] = splitAround(t, "care.consent", "link");
  return (
    <form method="post" action={inEdition(locale, href("/request-care"))} noValidate className="care-form relative space-y-8">
      {failed ? <ErrorSummary title={failed.title} description={failed.description} errors={errors} /> : null}
      <Honeypot />
      <SourceFields outcome={outcome} />
      <p className="text-sm text-muted">{t("care.requiredNote")}</p>

      <ChoiceGroup
        name="relationship"
        legend={t("care.relationship")}
        type="radio"
        options={translated(t, "relationship", RELATIONSHIPS)}
        checked={one("relationship")}
        error={errors.relationship}
      />
      <TextInput
        name="organisation"
        label={t("care.organisation")}
        optional={optional}
        hint={t("care.organisationHint")}
        value={values.organisation}
        error={errors.organisation}
        autoComplete="organization"
        maxLength={CARE_LIMITS.organisation}
      />
      <TextInput
        name="postalCode"
        label={t("care.postalCode")}
        optional={optional}
        required
        hint={t("care.postalCodeHint")}
        value={values.postalCode ?? postalCode}
        error={errors.postalCode}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CARE_LIMITS.postalCode}
        className="field-control max-w-48"
      />

      <ChoiceGroup
        name="services"
        legend={t("care.services")}
        hint={t("care.servicesHint")}
        type="checkbox"
        options={translated(t, "services", CARE_SERVICES)}
        checked={services}
        nameOf={serviceField}
        error={errors.services}
      />
      <ChoiceGroup name="urgency" legend={t("care.urgency")} type="radio" options={translated(t, "urgency", URGENCIES)} checked={one("urgency")} error={errors.urgency} />
      <ChoiceGroup
        name="careAmount"
        legend={t("care.careAmount")}
        type="radio"
        options={translated(t, "careAmount", CARE_AMOUNTS)}
        checked={one("careAmount")}
        error={errors.careAmount}
      />
      <ChoiceGroup
        name="payment"
        legend={t("care.payment")}
        type="radio"
        options={translated(t, "payment", PAYMENTS)}
        checked={one("payment")}
        error={errors.payment}
        hint={
          <>
            {payingBefore}
            <a href={inEdition(locale, href("/paying-for-care"))} className="link">{t("care.paymentHintLink")}</a>
            {payingAfter}
          </>
        }
      />

      <fieldset className="care-group" aria-describedby={hintIdOf("contact")}>
        <legend className="field-label">{t("care.reach")}</legend>
        <p id={hintIdOf("contact")} className="field-hint">
          {t("care.reachHint")}
        </p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextInput name="name" label={t("care.name")} optional={optional} required value={values.name} error={errors.name} autoComplete="name" maxLength={CARE_LIMITS.name} />
          <TextInput
            name="phone"
            label={t("care.phone")}
            optional={optional}
            type="tel"
            value={values.phone}
            error={errors.phone}
            autoComplete="tel"
            inputMode="tel"
            maxLength={CARE_LIMITS.phone}
          />
          <TextInput
            name="email"
            label={t("forms.emailAddress")}
            optional={optional}
            type="email"
            value={values.email}
            error={errors.email}
            autoComplete="email"
            maxLength={EMAIL_MAX}
          />
          <TextInput
            name="bestTime"
            label={t("care.bestTime")}
            optional={optional}
            hint={t("care.bestTimeHint")}
            value={values.bestTime}
            error={errors.bestTime}
            maxLength={CARE_LIMITS.bestTime}
          />
        </div>
      </fieldset>
      <ChoiceGroup
        name="language"
        legend={t("care.language")}
        hint={languageSuggested ? t("care.languageHint") : undefined}
        type="radio"
        options={translated(t, "language", LANGUAGES)}
        checked={languageSuggested ? ["fr"] : one("language")}
        error={errors.language}
      />

      <MessageArea
        label={t("care.message")}
        note={t("care.noMedicalDetails")}
        optional={optional}
        value={values.message}
        error={errors.message}
        maxLength={CARE_LIMITS.message}
        rows={4}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={idOf("heardAbout")} className="field-label">
            {t("source.heardAbout")} <span className="font-normal text-muted">{optional}</span>
          </label>
          <select
            id={idOf("heardAbout")}
            name="heardAbout"
            defaultValue={values.heardAbout ?? ""}
            aria-invalid={errors.heardAbout ? true : undefined}
            aria-describedby={describedBy("heardAbout", { error: errors.heardAbout })}
            className="field-control"
          >
            <option value="">{t("source.heardChoose")}</option>
            {heardAboutOptions(t).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Message name="heardAbout" error={errors.heardAbout} />
        </div>
        <TextInput
          name="heardAboutOther"
          label={t("source.heardAboutOther")}
          optional={optional}
          value={values.heardAboutOther}
          error={errors.heardAboutOther}
          maxLength={HEARD_ABOUT_OTHER_MAX}
        />
      </div>

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
            {consentBefore}
            <a href={inEdition(locale, href("/privacy"))} className="link">{t("care.consentLink")}</a>
            {consentAfter}
            <span className="text-red-700" aria-hidden="true">
              {" *"}
            </span>
          </label>
        </div>
        <Message name="consent" error={errors.consent} />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" {...seamAttrs({ pendingText: t("care.pending") })}>
        {t("care.send")}
      </button>
      <ActiveOffer className="form-active-offer" />
    </form>
  );
}
