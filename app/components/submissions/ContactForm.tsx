import type { FormOutcome } from "~/lib/form-outcome";
import { CONTACT_LIMITS, contactText } from "~/schemas/form-rules";
import { EmailField, TextAreaField, TextField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";
import { href } from "react-router";

/**
 * The contact form: name, email and message required,
 * subject optional. 'Sending...' while busy; on success the fields are
 * cleared and a toast shows. Works the same without JavaScript.
 */
export function ContactForm({ pageOutcome }: { pageOutcome?: FormOutcome }) {
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  return (
    <VisitorForm
      action={href("/contact")}
      outcome={pageOutcome}
      failed={{ title: contactText.failedTitle, description: contactText.failedFallback }}
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors.name} />
        <EmailField defaultValue={values.email} error={errors.email} />
      </div>
      <TextField name="subject" label="Subject" maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} error={errors.subject} />
      <TextAreaField
        name="message"
        label="Message"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        hint="Please do not include medical details or health card numbers; we will ask for what we need when we call you."
        defaultValue={values.message}
        error={errors.message}
      />
      <SubmitButton label="Send Message" pending={contactText.pending} className="btn-primary w-full sm:w-auto" />
    </VisitorForm>
  );
}
