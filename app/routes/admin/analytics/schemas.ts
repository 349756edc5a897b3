import { z } from "zod";

/** The longest range the page shows at once (about three years of days). */
export const MAX_RANGE_DAYS = 1_100;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Enter a real date.");

/** The GET form's range: both days, in order, at most MAX_RANGE_DAYS long. */
export const rangeSchema = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { path: ["to"], message: "The end date must be on or after the start date." })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_RANGE_DAYS, {
    path: ["to"],
    message: `Choose at most ${MAX_RANGE_DAYS} days.`,
  });
