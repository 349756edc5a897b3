import type { FormOutcome } from "~/lib/form-outcome";
import type { ToastInput } from "~/lib/toast";
import { acceptAttribute, acceptedTypesMessage, dottedExtensions, tooLargeMessage } from "~/lib/file-kinds";
import { JOB_LIMITS, jobText, RESUME_FIELD, RESUME_KINDS, RESUME_MAX_BYTES, type PositionChoice } from "~/schemas/form-rules";
import { EmailField, FileField, SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";
import { seamAttrs } from "~/lib/browser-seam";
import { href } from "react-router";

/** Checked in the browser before uploading (app/browser/forms.ts); the server checks again, with the file's bytes. */
const resumeCheck = {
  accept: acceptAttribute(RESUME_KINDS),
  extensions: dottedExtensions(RESUME_KINDS).join(" "),
  wrongType: acceptedTypesMessage(RESUME_KINDS),
  tooLarge: tooLargeMessage(RESUME_MAX_BYTES),
};

const linkCopied: ToastInput = { variant: "success", title: "Link copied", description: "The link to your resume works for 7 days." };
const copyFailed: ToastInput = { variant: "error", title: "Could not copy the link", description: "Please use the Open link instead." };

interface UploadedResume {
  /** The signed link (site-relative). */
  url: string;
  name?: string;
}

/**
 * The job application: full name and email required,
 * position (preselected from ?position=), cover letter, optional resume.
 * 'Submitting...' while busy; on success the fields are cleared and, when a
 * resume was stored, 'Resume uploaded' with 'Open' and (with JavaScript)
 * 'Copy link'.
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
  const values = keptValues(pageOutcome);
  const errors = errorsOf(pageOutcome);
  // A success rendered here is an in-place one (JavaScript): the script takes this block from it.
  const resume: UploadedResume | null =
    pageOutcome?.status === "success"
      ? pageOutcome.attachmentUrl
        ? { url: pageOutcome.attachmentUrl, name: pageOutcome.resumeName }
        : null
      : (uploadedResume ?? null);

  return (
    <div className="space-y-6">
      {/* Swapped by the script after an in-place success. */}
      <div {...seamAttrs({ resumeSlot: true })} hidden={!resume}>
        {resume ? (
          <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <p className="font-semibold text-brand-900">{jobText.resumeUploaded}</p>
            {resume.name ? <p className="mt-1 text-sm text-muted break-all">{resume.name}</p> : null}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <a href={resume.url} target="_blank" rel="noopener noreferrer" className="btn-outline">
                {jobText.open}
                <span className="sr-only"> your resume (opens in a new tab)</span>
              </a>
              <button
                type="button"
                className="btn-outline js-only"
                {...seamAttrs({ copyLink: resume.url, copied: JSON.stringify(linkCopied), copyFailed: JSON.stringify(copyFailed) })}
              >
                {jobText.copyLink}
              </button>
            </div>
            <p className="mt-2 text-sm text-muted">This private link works for 7 days.</p>
          </div>
        ) : null}
      </div>

      <VisitorForm
        action={href("/job")}
        encType="multipart/form-data"
        outcome={pageOutcome}
        failed={{ title: jobText.failedTitle, description: jobText.failedFallback }}
        className="relative space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label="Full name" required autoComplete="name" maxLength={JOB_LIMITS.name} defaultValue={values.name} error={errors.name} />
          <EmailField defaultValue={values.email} error={errors.email} />
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
        {/* The script shows the chosen file's name and size in its hint. */}
        <FileField
          name={RESUME_FIELD}
          label="Resume"
          accept={resumeCheck.accept}
          {...seamAttrs({
            fileExtensions: resumeCheck.extensions,
            fileWrongType: resumeCheck.wrongType,
            fileMaxBytes: RESUME_MAX_BYTES,
            fileTooLarge: resumeCheck.tooLarge,
          })}
          hint=".pdf, .doc or .docx, up to 5 MB. Stored privately; only our hiring team can read it."
          error={errors[RESUME_FIELD]}
        />
        <SubmitButton label="Submit Application" pending={jobText.pending} className="btn-primary w-full sm:w-auto" />
      </VisitorForm>
    </div>
  );
}
