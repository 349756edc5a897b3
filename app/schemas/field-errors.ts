import type { z } from "zod";

/** Field name -> its first error message, for showing next to each field. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text fields of a form as a plain object (files are left out). */
export function textFieldsOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in values)) values[name] = value;
  }
  return values;
}
