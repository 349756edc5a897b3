import type { FormOutcome } from "~/lib/form-outcome";
import { DEFAULT_RATING, ratingOptions, REVIEW_LIMITS, reviewText } from "~/schemas/form-rules";
import { SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";
import { href } from "react-router";

export const REVIEW_ACTION = href("/testimonials/new");

const ratingChoices = ratingOptions.map((option) => ({ value: String(option.value), label: `${option.value} – ${option.label}` }));

/**
 * The review form: name and review required, role optional,
 * rating 5 (Excellent) to 1 (Poor), default 5. Posts to /testimonials/new;
 * with JavaScript in place ('Submitting...', then a toast with a 'View'
 * link; inside the review dialog, errors show in the form), without it as
 * a normal page that redirects to /testimonials.
 */
export function ReviewForm({
  pageOutcome,
}: {
  /** The outcome of a no-JS submission, when this form is rendered by /testimonials/new. */
  pageOutcome?: FormOutcome;
}) {
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  return (
    <VisitorForm
      action={REVIEW_ACTION}
      outcome={pageOutcome}
      failed={{ title: reviewText.failedTitle, description: reviewText.failedDescription }}
      className="relative space-y-4"
    >
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
      <SubmitButton label="Submit Review" pending={reviewText.pending} className="btn-primary w-full sm:w-auto" />
    </VisitorForm>
  );
}
