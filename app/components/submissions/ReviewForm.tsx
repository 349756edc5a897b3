import { useRef } from "react";
import { useFetcher } from "react-router";
import type { FormOutcome } from "~/lib/form-outcome";
import { DEFAULT_RATING, ratingOptions, REVIEW_LIMITS, reviewText } from "~/schemas/form-rules";
import { errorsOf, FormAlert, Honeypot, JsMarker, keptValues, SelectField, TextAreaField, TextField, useOutcomeEffects } from "./FormControls";

export const REVIEW_ACTION = "/testimonials/new";

const ratingChoices = ratingOptions.map((option) => ({ value: String(option.value), label: `${option.value} – ${option.label}` }));

/**
 * The review form (spec 5): name and review required, role optional,
 * rating 5 (Excellent) to 1 (Poor), default 5. Posts to /testimonials/new;
 * with JavaScript in place ('Submitting...', then a toast with a 'View'
 * link), without it as a normal page that redirects to /testimonials.
 */
export function ReviewForm({
  pageOutcome,
  onSuccess,
  inDialog = false,
}: {
  /** The outcome of a no-JS submission, when this form is rendered by /testimonials/new. */
  pageOutcome?: FormOutcome;
  onSuccess?: () => void;
  /** In the modal dialog, errors show inside the form (a toast would sit under the backdrop). */
  inDialog?: boolean;
}) {
  const fetcher = useFetcher<FormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const jsOutcome = fetcher.data;
  const formKey = useOutcomeEffects(jsOutcome, { formRef, onSuccess, toastErrors: !inDialog });
  const outcome = jsOutcome ?? pageOutcome;
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form key={formKey} ref={formRef} method="post" action={REVIEW_ACTION} noValidate className="relative space-y-4">
      <FormAlert outcome={jsOutcome ? (inDialog ? jsOutcome : undefined) : pageOutcome} />
      <Honeypot />
      <JsMarker />
      <TextField name="name" label="Your name" required autoComplete="name" maxLength={REVIEW_LIMITS.name} defaultValue={values.name} error={errors.name} />
      <TextField
        name="role"
        label="Role"
        hint="For example: daughter of a client, Vaughan"
        maxLength={REVIEW_LIMITS.role}
        defaultValue={values.role}
        error={errors.role}
      />
      <SelectField
        name="rating"
        label="Rating"
        required
        options={ratingChoices}
        defaultValue={values.rating ?? String(DEFAULT_RATING)}
        error={errors.rating}
      />
      <TextAreaField
        name="content"
        label="Your review"
        required
        rows={5}
        maxLength={REVIEW_LIMITS.content}
        defaultValue={values.content}
        error={errors.content}
      />
      <p className="text-sm text-muted">
        Your name, role, rating and review are shown publicly on this site. Please do not include health details.
      </p>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? reviewText.pending : "Submit Review"}
      </button>
    </fetcher.Form>
  );
}
