import { useId } from "react";
import { href, useLocation } from "react-router";
import type { FormOutcome } from "~/lib/form-outcome";
import { useBusiness } from "~/lib/root-data";
import { consentStatement, newsletterText } from "~/schemas/form-rules";
import { CheckboxField, EmailField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";

const NEWSLETTER_ACTION = href("/newsletter");

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
  const returnTo = location.pathname === NEWSLETTER_ACTION ? "/" : `${location.pathname}${location.search}`;

  return (
    <section aria-labelledby={`${id}-heading`}>
      {/* Focus comes here after an in-place success (app/browser/forms.ts). */}
      <Heading
        id={`${id}-heading`}
        tabIndex={-1}
        className={`outline-none${
          headingLevel === 1
            ? " text-display font-bold text-brand-900"
            : dark
              ? "" // styled as the footer's headings (.site-footer h2)
              : " text-xl font-bold text-brand-900"
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
        <EmailField label="Email address" defaultValue={values.email} error={errors.email} />
        <CheckboxField name="consent" label={consentStatement(business)} required error={errors.consent} />
        <SubmitButton label={newsletterText.submit} pending={newsletterText.pending} className={dark ? "btn-accent w-full" : "btn-primary"} />
      </VisitorForm>
    </section>
  );
}
