/**
 * The accessibility queue's forms (one request's page, decision 1010),
 * checked by their actions only: the acknowledgement, the delivery date
 * agreed with the person, the closing note.
 */
import { z } from "zod";
import { ACCESS_NOTE_MAX } from "~/lib/accessibility-requests";
import { typeable } from "~/schemas/fields";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;

const tooLong = `Keep the note under ${ACCESS_NOTE_MAX.toLocaleString("en-CA")} characters.`;

/** An optional note: blank is none. */
const optionalNote = z
  .preprocess((value) => (value === undefined || value === null ? "" : value), z.string().trim().max(ACCESS_NOTE_MAX, tooLong).refine(...typeable("The note", { multiline: true })))
  .transform((value) => (value === "" ? undefined : value));

/** A required note, with its message when blank. */
const requiredNote = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(ACCESS_NOTE_MAX, tooLong).refine(...typeable("The note", { multiline: true }));

export const ackSchema = z.object({ intent: z.literal("acknowledge"), note: optionalNote });

/** The agreed date: a real day, from today (Toronto) on; `today` is injectable. */
export const agreeSchema = (today: string) =>
  z.object({
    intent: z.literal("agree"),
    date: z
      .string({ error: "Enter the date agreed with the person." })
      .trim()
      .min(1, "Enter the date agreed with the person.")
      .refine(isRealDate, "Enter a real date, like 2027-01-31.")
      .refine((value) => value >= today, "The agreed date cannot be in the past."),
    note: optionalNote,
  });

export const closeSchema = z.object({ intent: z.literal("close"), note: requiredNote("Say what was delivered or answered.") });
