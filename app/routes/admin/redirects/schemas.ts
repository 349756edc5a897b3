import { z } from "zod";
import { REDIRECT_CSV_MAX, REDIRECT_LIMITS } from "~/schemas/admin-form-rules";
import { typeable } from "~/schemas/fields";

export { REDIRECT_CSV_MAX, REDIRECT_LIMITS } from "~/schemas/admin-form-rules";

/**
 * Add or edit a redirect: the shapes only; what a path or a target may be
 * (a page of this site, a loop, a duplicate) is the domain's rule
 * (app/server/domain/redirects.server.ts).
 */
export const redirectFormSchema = z.object({
  from: z
    .string({ error: "Enter the old address." })
    .refine(...typeable("The old address"))
    .trim()
    .min(1, "Enter the old address.")
    .max(REDIRECT_LIMITS.from, `The old address can be at most ${REDIRECT_LIMITS.from} characters.`),
  to: z
    .string({ error: "Enter where it should lead." })
    .refine(...typeable("The new address"))
    .trim()
    .min(1, "Enter where it should lead.")
    .max(REDIRECT_LIMITS.to, `The new address can be at most ${REDIRECT_LIMITS.to} characters.`),
  status: z.enum(["301", "302"], { error: "Choose permanent (301) or temporary (302)." }).default("301"),
});

/** The CSV import: rows of from,to,status (a file, or text pasted). */
export const redirectImportSchema = z.object({
  csv: z
    .string({ error: "Choose a CSV file or paste its rows." })
    .trim()
    .min(1, "Choose a CSV file or paste its rows.")
    .max(REDIRECT_CSV_MAX, `At most ${REDIRECT_CSV_MAX.toLocaleString("en-CA")} characters at once: split the file.`),
});
