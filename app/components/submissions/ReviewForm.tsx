import type { FormOutcome } from "~/lib/form-outcome";
import { type Translate, useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { DEFAULT_RATING, REVIEW_LIMITS } from "~/schemas/form-rules";
import { SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";
import { href } from "react-router";

export const REVIEW_ACTION = href("/testimonials/new");

/** The select's options, best first, in the page's language. */
const ratingChoices = (t: Translate) =>
  [t("review.rating5"), t("review.rating4"), t("review.rating3"), t("review.rating2"), t("review.rating1")].map((label, index) => ({
    value: String(5 - index),
    label: `${5 - index} – ${label}`,
  }));

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
  const t = useT();
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  return (
    <VisitorForm
      action={inEdition(useLocale(), REVIEW_ACTION)}
      outcome={pageOutcome}
      failed={{ title: t("review.failedTitle"), description: t("review.failedDescription") }}
      className="relative space-y-4"
    >
      <TextField name="name" label={t("review.name")} required autoComplete="name" maxLength={REVIEW_LIMITS.name} defaultValue={values.name} error={errors.name} />
      <TextField
        name="role"
        label={t("review.role")}
        hint={t("review.roleHint")}
        maxLength={REVIEW_LIMITS.role}
        defaultValue={values.role}
        error={errors.role}
      />
      <SelectField
        name="rating"
        label={t("review.rating")}
        required
        options={ratingChoices(t)}
        defaultValue={values.rating ?? String(DEFAULT_RATING)}
        error={errors.rating}
      />
      <TextAreaField
        name="content"
        label={t("review.content")}
        required
        rows={5}
        maxLength={REVIEW_LIMITS.content}
        defaultValue={values.content}
        error={errors.content}
      />
      <p className="text-sm text-muted">{t("review.public")}</p>
      <SubmitButton label={t("review.submit")} pending={t("review.pending")} className="btn-primary w-full sm:w-auto" />
    </VisitorForm>
  );
}
