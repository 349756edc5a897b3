import { useId } from "react";
import { href, useLocation } from "react-router";
import type { FormOutcome } from "~/lib/form-outcome";
import { useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import { consentStatementIn } from "~/schemas/form-words";
import { CheckboxField, EmailField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";


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
  const t = useT();
  const locale = useLocale();
  // The French pages' boxes post to /fr/infolettre: the server answers in French.
  const action = inEdition(locale, href("/newsletter"));
  const id = useId();
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  const dark = tone === "dark";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const returnTo = location.pathname === action ? inEdition(locale, "/") : `${location.pathname}${location.search}`;

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
        {t("newsletter.heading")}
      </Heading>
      <p className={`mt-1 text-sm ${dark ? "text-brand-50" : "text-muted"}`}>{t("newsletter.intro")}</p>
      <VisitorForm
        action={action}
        outcome={pageOutcome}
        failed={{ title: t("newsletter.failedTitle"), description: t("newsletter.failedDescription") }}
        tone={tone}
        className="relative mt-3 space-y-3"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <EmailField label={t("forms.emailAddress")} defaultValue={values.email} error={errors.email} />
        <CheckboxField name="consent" label={consentStatementIn(locale, business)} required error={errors.consent} />
        <SubmitButton label={t("newsletter.submit")} pending={t("newsletter.pending")} className={dark ? "btn-accent w-full" : "btn-primary"} />
      </VisitorForm>
    </section>
  );
}
