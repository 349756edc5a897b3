import { useRef } from "react";
import { useFetcher } from "react-router";
import type { FormOutcome } from "~/lib/form-outcome";
import { CONTACT_LIMITS, contactText } from "~/schemas/form-rules";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { errorsOf, FormAlert, Honeypot, JsMarker, keptValues, TextAreaField, TextField, useOutcomeEffects } from "./FormControls";

/**
 * The contact form (spec 2.6, 4, 5, 8): name, email and message required,
 * subject optional. 'Sending...' while busy; on success the fields are
 * cleared and a toast shows. Works the same without JavaScript.
 */
export function ContactForm({ pageOutcome }: { pageOutcome?: FormOutcome }) {
  const fetcher = useFetcher<FormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const jsOutcome = fetcher.data;
  const formKey = useOutcomeEffects(jsOutcome, { formRef });
  const outcome = jsOutcome ?? pageOutcome;
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form key={formKey} ref={formRef} method="post" action="/contact" noValidate className="relative space-y-5">
      {jsOutcome ? null : <FormAlert outcome={pageOutcome} />}
      <Honeypot />
      <JsMarker />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors.name} />
        <TextField
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={values.email}
          error={errors.email}
        />
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
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? contactText.pending : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
