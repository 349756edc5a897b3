/** The visitor's review form: name and review required, role optional, rating 1-5 (default 5). */
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { ratingFrom, REVIEW_LIMITS } from "./form-rules";

export { ratingFrom, ratingOptions, REVIEW_FIELDS, reviewText } from "./form-rules";


export const reviewSchema = z.object({
  name: requiredText({ label: "Name", max: REVIEW_LIMITS.name }),
  role: optionalText({ label: "Role", max: REVIEW_LIMITS.role }),
  // A missing rating is the default 5: preprocess runs for absent keys too.
  rating: z.preprocess(ratingFrom, z.number().int().min(1).max(5)),
  content: requiredText({
    label: "Review",
    max: REVIEW_LIMITS.content,
    multiline: true,
    required: "Please write your review.",
  }),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

