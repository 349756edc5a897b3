import { useId } from "react";
import { useLocation } from "react-router";
import type { FormOutcome } from "~/lib/form-outcome";
import { useBusiness } from "~/lib/root-data";
import { consentStatement, EMAIL_MAX, newsletterText } from "~/schemas/form-rules";
import { errorsOf, FieldMessage, keptValues, SubmitButton, TextField, VisitorForm } from "./FormControls";

export const NEWSLETTER_ACTION = "/newsletter";

/**
 * Newsletter sign-up: email and an unticked consent box naming who asks and
 * that consent can be withdrawn (CASL). Posts to /newsletter from any page:
 * in place with JavaScript (app/browser/forms.ts); without it, back to this page with a toast (or
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
  const location = useLocation();
  const business = useBusiness();
  const id = useId();
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  const dark = tone === "dark";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const consentId = `${id}-consent`;
  const returnTo = location.pathname === NEWSLETTER_ACTION ? "/" : `${location.pathname}${location.search}`;

  return (
    <section aria-labelledby={`${id}-heading`}>
      {/* Focus comes here after an in-place success (app/browser/forms.ts). */}
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
      <VisitorForm
        action={NEWSLETTER_ACTION}
        outcome={pageOutcome}
        failed={{ title: newsletterText.failedTitle, description: "Please try again later." }}
        tone={tone}
        className="relative mt-3 space-y-3"
      >
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
        <SubmitButton label={newsletterText.submit} pending={newsletterText.pending} className={dark ? "btn-accent w-full" : "btn-primary"} />
      </VisitorForm>
    </section>
  );
}
