import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/Toaster";
import type { FormOutcome } from "~/lib/form-outcome";
import { EMAIL_MAX } from "~/schemas/form-rules";
import { JOB_LIMITS, jobText, RESUME_FIELD, RESUME_MAX_BYTES, type PositionChoice } from "~/schemas/form-rules";
import {
  errorsOf,
  FieldMessage,
  FormAlert,
  Honeypot,
  JsMarker,
  keptValues,
  SelectField,
  TextAreaField,
  TextField,
  useHydrated,
  useOutcomeEffects,
} from "./FormControls";

const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"];
const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export interface UploadedResume {
  /** The signed link (site-relative). */
  url: string;
  name?: string;
}

/** A check before uploading (the server checks again, with the file's bytes). */
function resumeProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return "Only .pdf, .doc and .docx files are accepted.";
  if (file.size > RESUME_MAX_BYTES) return "The file is larger than 5 MB.";
  return null;
}

/**
 * The job application (spec 2.9, 4, 5): full name and email required,
 * position (preselected from ?position=), cover letter, optional resume.
 * 'Submitting...' while busy; on success the fields are cleared and, when a
 * resume was stored, 'Resume uploaded' with 'Open' and 'Copy link'.
 */
export function JobApplicationForm({
  positions,
  defaultPosition,
  pageOutcome,
  uploadedResume,
}: {
  positions: readonly PositionChoice[];
  defaultPosition?: string;
  pageOutcome?: FormOutcome;
  /** After a no-JS success: the resume link from the redirect. */
  uploadedResume?: UploadedResume | null;
}) {
  const fetcher = useFetcher<FormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const pushToast = useToast();
  const fileId = `${useId()}-resume`;
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [localFileError, setLocalFileError] = useState<string | null>(null);

  const jsOutcome = fetcher.data;
  const formKey = useOutcomeEffects(jsOutcome, {
    formRef,
    onSuccess: () => {
      setChosen(null);
      setLocalFileError(null);
    },
  });
  const outcome = jsOutcome ?? pageOutcome;
  const values = keptValues(outcome);
  const errors = errorsOf(outcome);
  const busy = fetcher.state !== "idle";
  const fileError = localFileError ?? errors[RESUME_FIELD];
  const resume: UploadedResume | null =
    jsOutcome?.status === "success"
      ? jsOutcome.attachmentUrl
        ? { url: jsOutcome.attachmentUrl, name: jsOutcome.resumeName }
        : null
      : (uploadedResume ?? null);

  function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
    setLocalFileError(file ? resumeProblem(file) : null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (localFileError) {
      event.preventDefault();
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fileId)}`)?.focus();
    }
  }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.origin).toString());
      pushToast({ variant: "success", title: "Link copied", description: "The link to your resume works for 7 days." });
    } catch {
      pushToast({ variant: "error", title: "Could not copy the link", description: "Please use the Open link instead." });
    }
  }

  const fileDescribedBy = [`${fileId}-hint`, fileError ? `${fileId}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="space-y-6">
      {resume ? (
        <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-brand-900">{jobText.resumeUploaded}</p>
          {resume.name ? <p className="mt-1 text-sm text-muted break-all">{resume.name}</p> : null}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <a href={resume.url} target="_blank" rel="noopener noreferrer" className="btn-outline">
              {jobText.open}
              <span className="sr-only"> your resume (opens in a new tab)</span>
            </a>
            {hydrated ? (
              <button type="button" className="btn-outline" onClick={() => copyLink(resume.url)}>
                {jobText.copyLink}
              </button>
            ) : null}
          </div>
          <p className="mt-2 text-sm text-muted">This private link works for 7 days.</p>
        </div>
      ) : null}

      <fetcher.Form
        key={formKey}
        ref={formRef}
        method="post"
        action="/job"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="relative space-y-5"
      >
        {jsOutcome ? null : <FormAlert outcome={pageOutcome} />}
        <Honeypot />
        <JsMarker />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label="Full name" required autoComplete="name" maxLength={JOB_LIMITS.name} defaultValue={values.name} error={errors.name} />
          <TextField
            name="email"
            type="email"
            label="Email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX}
            defaultValue={values.email}
            error={errors.email}
          />
        </div>
        <SelectField
          name="position"
          label="Position applying for"
          placeholder="Select a position"
          options={positions.map((position) => ({ value: position.id, label: position.title }))}
          defaultValue={values.position ?? defaultPosition ?? ""}
          error={errors.position}
        />
        <TextAreaField
          name="message"
          label="Cover letter / message"
          rows={6}
          maxLength={JOB_LIMITS.message}
          defaultValue={values.message}
          error={errors.message}
        />
        <div>
          <label htmlFor={fileId} className="block text-sm font-semibold text-ink">
            Resume <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            id={fileId}
            name={RESUME_FIELD}
            type="file"
            accept={RESUME_ACCEPT}
            onChange={onFileChange}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileDescribedBy}
            className="mt-1 block w-full rounded-lg border border-dashed border-gray-400 bg-white p-3 text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 aria-[invalid=true]:border-red-700"
          />
          <p id={`${fileId}-hint`} className="mt-1 text-sm text-muted">
            {chosen
              ? `${chosen.name} (${Math.max(1, Math.round(chosen.size / 1024)).toLocaleString("en-CA")} KB)`
              : ".pdf, .doc or .docx, up to 5 MB. Stored privately; only our hiring team can read it."}
          </p>
          <FieldMessage id={`${fileId}-error`} error={fileError ?? undefined} />
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? jobText.pending : "Submit Application"}
        </button>
      </fetcher.Form>
    </div>
  );
}
