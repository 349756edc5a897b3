/**
 * The job application (spec 2.9, 5): full name and email required, position
 * one of the open positions (or none), cover letter optional, resume optional
 * (checked by app/server/uploads.server.ts, not here).
 */
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields";

export const JOB_LIMITS = { name: 120, position: 100, message: 5000 } as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FIELD = "resume";

export interface PositionChoice {
  id: string;
  title: string;
}

/** The schema for a list of open positions: `position` may be an id or a title; it becomes the position. */
export function jobApplicationSchema(positions: readonly PositionChoice[]) {
  return z.object({
    name: requiredText({ label: "Name", max: JOB_LIMITS.name, required: "Please enter your full name." }),
    email: emailAddress(),
    position: optionalText({ label: "Position", max: JOB_LIMITS.position }).transform((value, ctx) => {
      if (value === undefined) return undefined;
      const wanted = value.toLowerCase();
      const match = positions.find((p) => p.id === value || p.title.toLowerCase() === wanted);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "Please choose one of the listed positions." });
        return z.NEVER;
      }
      return match;
    }),
    message: optionalText({ label: "Cover letter", max: JOB_LIMITS.message, multiline: true }),
  });
}

export type JobApplicationInput = z.infer<ReturnType<typeof jobApplicationSchema>>;

export const JOB_FIELDS = ["name", "email", "position", "message"] as const;
export const JOB_REQUIRED = ["name", "email"] as const;

/** Spec 5 and 8, word for word. */
export const jobText = {
  missing: "Name and email are required",
  successTitle: "Application received",
  successDescription: "Thanks — we will review your application and contact you if there is a match.",
  failedTitle: "Submit failed",
  failedFallback: "Unable to submit application",
  pending: "Submitting...",
  resumeUploaded: "Resume uploaded",
  open: "Open",
  copyLink: "Copy link",
} as const;
