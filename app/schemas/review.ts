/** The visitor's review form: name and review required, role optional, rating 1-5 (default 5). */
import { z } from "zod";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { optionalText, requiredText } from "./fields";
import { ratingFrom, REVIEW_LIMITS } from "./form-rules";
import { byLocale, nameWords, notText } from "./form-words";

export { ratingFrom, ratingOptions, REVIEW_FIELDS } from "./form-rules";

function reviewSchemaIn(locale: Locale) {
  const t = translator(locale);
  return z.object({
    name: requiredText(nameWords(locale, REVIEW_LIMITS.name)),
    role: optionalText({
      label: t("review.role"),
      max: REVIEW_LIMITS.role,
      tooLong: t("review.roleTooLong", { max: REVIEW_LIMITS.role }),
      notText: notText(locale, t("review.role")),
    }),
    // A missing rating is the default 5: preprocess runs for absent keys too.
    rating: z.preprocess(ratingFrom, z.number().int().min(1).max(5)),
    content: requiredText({
      label: "Review",
      max: REVIEW_LIMITS.content,
      multiline: true,
      required: t("review.contentRequired"),
      tooLong: t("review.contentTooLong", { max: REVIEW_LIMITS.content }),
      notText: notText(locale, locale === "en" ? "Review" : t("review.content")),
    }),
  });
}

/** The schema in each edition's language. */
export const reviewSchemas = byLocale(reviewSchemaIn);
export const reviewSchema = reviewSchemas.en;

export type ReviewInput = z.infer<typeof reviewSchema>;
