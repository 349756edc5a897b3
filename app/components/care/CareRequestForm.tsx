/**
 * The care request form (/request-care): a real POST that works without
 * JavaScript (the public pages are not hydrated), in groups a screen reader
 * announces (fieldsets with legends). After a refused submission the page
 * comes back with every value kept, a summary of the problems at the top
 * (focused, each a link to its field) and each message next to its field.
 * Field ids are fixed (`care-<name>`) so the summary can link to them.
 */
import { href } from "react-router";
import { type FormOutcome } from "~/lib/form-outcome";
import {
  CARE_AMOUNTS,
  CARE_LIMITS,
  CARE_SERVICES,
  careText,
  LANGUAGES,
  serviceField,
  PAYMENTS,
  RELATIONSHIPS,
  URGENCIES,
} from "~/lib/care-requests";
import { seamAttrs } from "~/lib/browser-seam";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { errorsOf, Honeypot, keptValues } from "~/components/forms/VisitorForm";

const idOf = (name: string) => `care-${name}`;
const errorIdOf = (name: string) => `care-${name}-error`;
const hintIdOf = (name: string) => `care-${name}-hint`;

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
  "consent",
] as const;

type Option = { value: string; label: string };

/** Where a summary link goes: the field, or a group's first choice. */
function targetOf(name: string): string {
  const group: Record<string, readonly Option[]> = {
    relationship: RELATIONSHIPS,
    services: CARE_SERVICES,
    urgency: URGENCIES,
    careAmount: CARE_AMOUNTS,
    payment: PAYMENTS,
    language: LANGUAGES,
  };
  const first = group[name]?.[0];
  return first ? `${idOf(name)}-${first.value}` : idOf(name);
}

function Message({ name, error }: { name: string; error?: string }) {
  return (
    <p id={errorIdOf(name)} hidden={!error} className="field-message">
      {error}
    </p>
  );
}

function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  return [hint ? hintIdOf(name) : null, error ? errorIdOf(name) : null].filter(Boolean).join(" ") || undefined;
}

/** Radios or checkboxes in a fieldset: the legend is the question. */
function ChoiceGroup({
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

function TextInput({
  name,
  label,
  value,
  error,
  hint,
  required,
  ...input
}: {
  name: string;
  label: string;
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
          <span className="font-normal text-muted"> (optional)</span>
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

/** The problems of a refused submission, in the form's order, each a link to its field. */
function ErrorSummary({ title, description, errors }: { title: string; description?: string; errors: Record<string, string> }) {
  const listed = FIELD_ORDER.filter((name) => errors[name]);
  return (
    <div role="alert" tabIndex={-1} autoFocus className="form-alert" aria-labelledby="care-summary-title">
      <h2 id="care-summary-title" className="text-base font-semibold">
        {title}
      </h2>
      {listed.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {listed.map((name) => (
            <li key={name}>
              <a href={`#${targetOf(name)}`} className="underline">
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

export function CareRequestForm({ outcome, postalCode }: { outcome?: FormOutcome; postalCode?: string }) {
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const failed = outcome?.status === "error" ? outcome.toast : null;
  const one = (name: string) => (values[name] ? [values[name]] : []);
  const services = CARE_SERVICES.map((service) => service.value).filter((service) => values[serviceField(service)] === "on");
  return (
    <form method="post" action={href("/request-care")} noValidate className="care-form relative space-y-8">
      {failed ? <ErrorSummary title={failed.title} description={failed.description} errors={errors} /> : null}
      <Honeypot />
      <p className="text-sm text-muted">Questions marked * need an answer. It takes about two minutes.</p>

      <ChoiceGroup name="relationship" legend="Who needs care?" type="radio" options={RELATIONSHIPS} checked={one("relationship")} error={errors.relationship} />
      <TextInput
        name="organisation"
        label="Your organisation"
        hint="Only if you are a professional referring a client (hospital, clinic, Ontario Health atHome...)."
        value={values.organisation}
        error={errors.organisation}
        autoComplete="organization"
        maxLength={CARE_LIMITS.organisation}
      />
      <TextInput
        name="postalCode"
        label="Postal code where care is needed"
        required
        hint="For example L5B 1M3. The first three characters are enough: they tell us which local team serves you."
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
        legend="Which services are you interested in?"
        hint="Choose all that apply."
        type="checkbox"
        options={CARE_SERVICES}
        checked={services}
        nameOf={serviceField}
        error={errors.services}
      />
      <ChoiceGroup name="urgency" legend="How soon is care needed?" type="radio" options={URGENCIES} checked={one("urgency")} error={errors.urgency} />
      <ChoiceGroup name="careAmount" legend="How much care?" type="radio" options={CARE_AMOUNTS} checked={one("careAmount")} error={errors.careAmount} />
      <ChoiceGroup
        name="payment"
        legend="How will care be paid for?"
        type="radio"
        options={PAYMENTS}
        checked={one("payment")}
        error={errors.payment}
        hint={
          <>
            Not sure? Read <a href={href("/paying-for-care")} className="link">paying for home care</a>: private pay, insurance, Veterans Affairs Canada,
            Ontario Health atHome and tax credits.
          </>
        }
      />

      <fieldset className="care-group" aria-describedby={hintIdOf("contact")}>
        <legend className="field-label">How can we reach you?</legend>
        <p id={hintIdOf("contact")} className="field-hint">
          A phone number or an email address, at least one.
        </p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextInput name="name" label="Your name" required value={values.name} error={errors.name} autoComplete="name" maxLength={CARE_LIMITS.name} />
          <TextInput
            name="phone"
            label="Phone number"
            type="tel"
            value={values.phone}
            error={errors.phone}
            autoComplete="tel"
            inputMode="tel"
            maxLength={CARE_LIMITS.phone}
          />
          <TextInput name="email" label="Email address" type="email" value={values.email} error={errors.email} autoComplete="email" maxLength={EMAIL_MAX} />
          <TextInput
            name="bestTime"
            label="Best time to call"
            hint="For example: weekday mornings."
            value={values.bestTime}
            error={errors.bestTime}
            maxLength={CARE_LIMITS.bestTime}
          />
        </div>
      </fieldset>
      <ChoiceGroup name="language" legend="Which language do you prefer?" type="radio" options={LANGUAGES} checked={one("language")} error={errors.language} />

      <div>
        <label htmlFor={idOf("message")} className="field-label">
          Anything else we should know? <span className="font-normal text-muted">(optional)</span>
        </label>
        <p id={hintIdOf("message")} className="care-no-medical">
          {careText.noMedicalDetails}
        </p>
        <textarea
          id={idOf("message")}
          name="message"
          rows={4}
          defaultValue={values.message}
          maxLength={CARE_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", { hint: true, error: errors.message })}
          className="field-control"
        />
        <Message name="message" error={errors.message} />
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
            I agree that Sinai Home Care may contact me about this request by phone or email, and keep it as its{" "}
            <a href={href("/privacy")} className="link">privacy statement</a> says.
            <span className="text-red-700" aria-hidden="true">
              {" *"}
            </span>
          </label>
        </div>
        <Message name="consent" error={errors.consent} />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" {...seamAttrs({ pendingText: careText.pending })}>
        Send my request
      </button>
    </form>
  );
}
