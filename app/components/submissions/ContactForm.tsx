import type { FormOutcome } from "~/lib/form-outcome";
import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { CONTACT_LIMITS } from "~/schemas/form-rules";
import { EmailField, TextAreaField, TextField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";
import { href } from "react-router";

/**
 * The contact form: name, email and message required,
 * subject optional. 'Sending...' while busy; on success the fields are
 * cleared and a toast shows. Works the same without JavaScript. In the
 * page's language; it posts to the same edition's page.
 */
export function ContactForm({ pageOutcome }: { pageOutcome?: FormOutcome }) {
  const t = useT();
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  return (
    <VisitorForm
      action={inEdition(useLocale(), href("/contact"))}
      outcome={pageOutcome}
      failed={{ title: t("contact.failedTitle"), description: t("contact.failedFallback") }}
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t("forms.name")} required autoComplete="name" maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors.name} />
        <EmailField label={t("forms.email")} defaultValue={values.email} error={errors.email} />
      </div>
      <TextField name="subject" label={t("contact.subject")} maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} error={errors.subject} />
      <TextAreaField
        name="message"
        label={t("contact.message")}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        hint={t("contact.messageHint")}
        defaultValue={values.message}
        error={errors.message}
      />
      <SubmitButton label={t("contact.send")} pending={t("contact.pending")} className="btn-primary w-full sm:w-auto" />
    </VisitorForm>
  );
}
