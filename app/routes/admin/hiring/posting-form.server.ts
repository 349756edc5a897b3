/**
 * The posting form's save, for the new and the edit page: read the body,
 * check it with the posting schema (Ontario's rules), answer conform's reply
 * with 400 (values kept, messages by field) or hand the typed input on.
 */
import { data } from "react-router";
import { jobPostingSchema, type JobPostingInput } from "~/schemas/job-posting";
import { parseForm } from "~/schemas/parse-form";

export function parsePosting(form: FormData): { ok: true; value: JobPostingInput } | { ok: false; answer: ReturnType<typeof data> } {
  const submission = parseForm(form, jobPostingSchema);
  if (submission.status !== "success") {
    return { ok: false, answer: data({ ...submission.reply(), initialValue: submission.payload }, { status: 400 }) };
  }
  return { ok: true, value: submission.value };
}
