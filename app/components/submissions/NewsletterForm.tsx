import { useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { defaultBusiness } from "~/content/business";
import type { FormOutcome } from "~/lib/form-outcome";
import { useRootData } from "~/root";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { consentStatement, newsletterText } from "~/schemas/form-rules";
import { errorsOf, FieldMessage, FormAlert, Honeypot, JsMarker, keptValues, TextField, useOutcomeEffects } from "./FormControls";

export const NEWSLETTER_ACTION = "/newsletter";

/**
 * Newsletter sign-up: email and an unticked consent box naming who asks and
 * that consent can be withdrawn (CASL). Posts to /newsletter from any page:
 * in place with JavaScript; without it, back to this page with a toast (or
 * to the /newsletter page when something needs fixing).
 */
export function NewsletterForm({
  tone = "light",
  headingLevel = 2,
  pageOutcome,
}: {
  tone?: "light" | "dark";
  headingLevel?: 1 | 2;
  pageOutcome?: FormOutcome;
}) {
  const fetcher = useFetcher<FormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const location = useLocation();
  const business = useRootData()?.business ?? defaultBusiness;
  const id = useId();
  const jsOutcome = fetcher.data;
  const formKey = useOutcomeEffects(jsOutcome, { formRef });
  const outcome = jsOutcome ?? pageOutcome;
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const busy = fetcher.state !== "idle";
  const dark = tone === "dark";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const consentId = `${id}-consent`;
  const returnTo = location.pathname === NEWSLETTER_ACTION ? "/" : `${location.pathname}${location.search}`;

  return (
    <section aria-labelledby={`${id}-heading`}>
      {/* Focus comes here after an in-place success (useOutcomeEffects). */}
      <Heading
        id={`${id}-heading`}
        tabIndex={-1}
        className={`outline-none ${
          headingLevel === 1
            ? "text-display font-bold text-brand-900"
            : dark
              ? "mb-3 text-sm font-semibold uppercase tracking-wide text-brand-100"
              : "text-xl font-bold text-brand-900"
        }`}
      >
        {newsletterText.heading}
      </Heading>
      <p className={`mt-1 text-sm ${dark ? "text-brand-50" : "text-muted"}`}>{newsletterText.intro}</p>
      <fetcher.Form key={formKey} ref={formRef} method="post" action={NEWSLETTER_ACTION} noValidate className="relative mt-3 space-y-3">
        {jsOutcome ? null : <FormAlert outcome={pageOutcome} tone={tone} />}
        <Honeypot />
        <JsMarker />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextField
          name="email"
          type="email"
          label="Email address"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={values.email}
          error={errors.email}
          tone={tone}
        />
        <div>
          <div className="flex items-start gap-2">
            <input
              id={consentId}
              name="consent"
              type="checkbox"
              value="on"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${consentId}-error` : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <label htmlFor={consentId} className={`text-xs leading-snug ${dark ? "text-brand-50" : "text-muted"}`}>
              {consentStatement(business)}
              {/* Required, marked like the other required fields (FormControls' Label). */}
              <span className={`text-sm font-semibold ${dark ? "text-brand-100" : "text-red-700"}`} aria-hidden="true">
                {" "}
                *
              </span>
            </label>
          </div>
          <FieldMessage id={`${consentId}-error`} error={errors.consent} tone={tone} />
        </div>
        <button type="submit" className={dark ? "btn-accent w-full" : "btn-primary"} disabled={busy}>
          {busy ? newsletterText.pending : newsletterText.submit}
        </button>
      </fetcher.Form>
    </section>
  );
}
