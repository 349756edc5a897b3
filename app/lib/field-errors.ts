/**
 * Field errors in the one shape every form uses: conform's submission result
 * (`submission.reply()`), where each field name maps to its messages and ""
 * holds the form's own. Pages show the first message of a field; these
 * helpers read them out. Shared by the server (the visitor forms' outcome,
 * the JSON endpoint) and the form components.
 */

/** A conform submission result's `error`: field name -> messages ("" for the form itself). */
export type SubmissionErrors = Record<string, string[] | null | undefined>;

/** Field name -> the message shown next to that field. */
type FieldErrors = Record<string, string>;

/** The first message of every field (the form's own messages, key "", left out). */
export function firstFieldErrors(errors: SubmissionErrors | null | undefined): FieldErrors {
  const first: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name !== "" && messages?.[0]) first[name] = messages[0];
  }
  return first;
}

/** The form's own first message ("" key), if any. */
export function formError(errors: SubmissionErrors | null | undefined): string | undefined {
  return errors?.[""]?.[0] ?? undefined;
}

/** The first message of the whole result, in the order the schema reported them. */
export function firstError(errors: SubmissionErrors | null | undefined): string | undefined {
  return Object.values(firstFieldErrors(errors))[0] ?? formError(errors);
}

/**
 * The text values of some fields of a submission (for filling a form again
 * after an error): strings only, the first of repeated values, capped length.
 */
export function textValuesOf(values: Record<string, unknown> | null | undefined, names: readonly string[]): Record<string, string> {
  const text: Record<string, string> = {};
  for (const name of names) {
    const raw = values?.[name];
    const value = Array.isArray(raw) ? raw.find((item) => typeof item === "string") : raw;
    if (typeof value === "string") text[name] = value.slice(0, 10_000);
  }
  return text;
}
