/** The visitor's review form (spec 5): name and review required, role optional, rating 1-5 (default 5). */
import { z } from "zod";
import { optionalText, requiredText } from "./fields";

export const REVIEW_LIMITS = { name: 100, role: 120, content: 2000 } as const;

export const DEFAULT_RATING = 5;

/** The select's options, best first (spec 5). */
export const ratingOptions = [
  { value: 5, label: "Excellent" },
  { value: 4, label: "Very Good" },
  { value: 3, label: "Good" },
  { value: 2, label: "Fair" },
  { value: 1, label: "Poor" },
] as const;

/** Not numeric -> 5 (spec); numeric -> rounded and kept within 1-5. */
export function ratingFrom(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const number = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(number)) return DEFAULT_RATING;
  return Math.min(5, Math.max(1, Math.round(number)));
}

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

export const REVIEW_FIELDS = ["name", "role", "rating", "content"] as const;

/** Spec 8, word for word. */
export const reviewText = {
  successTitle: "Thank you! Your review was submitted successfully.",
  viewLabel: "View",
  failedTitle: "Submission failed",
  failedDescription: "We couldn't save your review. Please try again later.",
  missingTitle: "Please complete the form",
  missingDescription: "Name and review are required",
  pending: "Submitting...",
  openDialog: "Leave a Review",
} as const;
