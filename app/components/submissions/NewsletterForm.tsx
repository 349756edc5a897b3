import { useId } from "react";
import { href, useLocation } from "react-router";
import { KeptForm } from "~/components/forms/KeptForm";
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
  returnTo,
}: {
  tone?: "light" | "dark";
  headingLevel?: 1 | 2;
  pageOutcome?: FormOutcome;
  /** Where the answer without JavaScript goes (useNewsletterReturnTo). */
  returnTo: string;
}) {
  const business = useBusiness();
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  const dark = tone === "dark";
  const Heading = headingLevel === 1 ? "h1" : "h2";

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
        // The French pages' boxes post to /fr/infolettre: the server answers in French.
        action={inEdition(locale, href("/newsletter"))}
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

/** This page, where the newsletter's answer without JavaScript comes back to; the home page from the newsletter's own page. */
export function useNewsletterReturnTo(): string {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return pathname === inEdition(locale, href("/newsletter")) ? inEdition(locale, "/") : `${pathname}${search}`;
}

/** A page's newsletter box (the footer's, the blog's), rendered once: the way back is a hole, the same HTML on every page. */
export function PageNewsletterForm({ id, tone }: { id: string; tone?: "light" | "dark" }) {
  return (
    <KeptForm id={id} outcome={undefined} holes={{ returnTo: useNewsletterReturnTo() }}>
      {({ returnTo }) => <NewsletterForm tone={tone} returnTo={returnTo} />}
    </KeptForm>
  );
}
