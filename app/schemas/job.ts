/**
 * The job application: full name and email required, position
 * one of the open positions (or none), cover letter optional, resume optional
 * (checked by app/server/infra/upload-checks.server.ts, not here).
 */
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields";
import { JOB_LIMITS, type PositionChoice } from "./form-rules";

export { JOB_FIELDS, JOB_REQUIRED, jobText, type PositionChoice } from "./form-rules";


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

