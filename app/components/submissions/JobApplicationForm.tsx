import type { FormOutcome } from "~/lib/form-outcome";
import type { ToastInput } from "~/lib/toast";
import { acceptAttribute, acceptedTypesMessage, dottedExtensions, tooLargeMessage } from "~/lib/file-kinds";
import {
  JOB_LIMITS,
  jobText,
  RESUME_FIELD,
  RESUME_KINDS,
  RESUME_MAX_BYTES,
  type PositionChoice,
  SCREENING_LIMITS,
  screeningName,
} from "~/schemas/form-rules";
import { regionSummaries } from "~/content/regions";
import { AVAILABILITY, AVAILABILITY_LABELS, LANGUAGE_LABELS, LANGUAGES, type Requirement, REQUIREMENT_LABELS, REQUIREMENT_QUESTIONS, REQUIREMENTS } from "~/lib/hiring";
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

/** A screening question's legend: every one may be skipped. */
function OptionalLegend({ children }: { children: React.ReactNode }) {
  return (
    <legend className="field-label">
      {children}
      <span className="font-normal text-muted"> (optional)</span>
    </legend>
  );
}

/**
 * An optional group of checkboxes, each its own name (so a refused form
 * without JavaScript gives every tick back).
 */
function ChoiceGroup({
  legend,
  name,
  choices,
  values,
  columns,
}: {
  legend: string;
  name: string;
  choices: Array<{ name: string; label: string }>;
  values: Record<string, string>;
  columns: string;
}) {
  return (
    <fieldset data-testid={`group-${name}`}>
      <OptionalLegend>{legend}</OptionalLegend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {choices.map((choice) => (
          <label key={choice.name} className="flex items-start gap-2 text-sm text-ink">
            <input type="checkbox" name={choice.name} value="yes" defaultChecked={values[choice.name] === "yes"} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The job application: full name and email required, then phone, position
 * (preselected from ?position=), resume and cover letter, then the optional
 * screening questions. 'Submitting...' while busy; on success the fields are
 * cleared and, when a resume was stored, 'Resume uploaded' with 'Open' and
 * (with JavaScript) 'Copy link'.
 */
export function JobApplicationForm({
  positions,
  defaultPosition,
  pageOutcome,
  uploadedResume,
}: {
  positions: ReadonlyArray<PositionChoice & { mustHaves?: Requirement[] }>;
  defaultPosition?: string;
  pageOutcome?: FormOutcome;
  /** After a no-JS success: the resume link from the redirect. */
  uploadedResume?: UploadedResume | null;
}) {
  const values = keptValues(pageOutcome);
  const chosen = positions.find((position) => position.id === (values.position ?? defaultPosition));
  const chosenMustHaves = chosen?.mustHaves ?? [];
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
        {/* What a person applying in a hurry needs first; every screening question below may be skipped. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="name"
            label="Full name"
            required
            requiredInWords
            autoComplete="name"
            maxLength={JOB_LIMITS.name}
            defaultValue={values.name}
            error={errors.name}
          />
          <EmailField requiredInWords defaultValue={values.email} error={errors.email} />
        </div>
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={SCREENING_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          name="position"
          label="Position applying for"
          placeholder="Select a position"
          options={positions.map((position) => ({ value: position.id, label: position.title }))}
          defaultValue={values.position ?? defaultPosition ?? ""}
          error={errors.position}
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
        <TextAreaField
          name="message"
          label="Cover letter / message"
          rows={6}
          maxLength={JOB_LIMITS.message}
          defaultValue={values.message}
          error={errors.message}
        />
        <div className="space-y-5 border-t border-gray-200 pt-5">
          <div>
            <h2 className="text-lg font-semibold text-brand-900">A few quick questions</h2>
            <p className="field-hint">Optional: skip any of them. Your answers help us match you to work near you sooner.</p>
          </div>
          <ChoiceGroup
            legend="Regions you can work in"
            name="regions"
            choices={regionSummaries.map((region) => ({ name: screeningName.region(region.slug), label: region.name }))}
            values={values}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <ChoiceGroup
            legend="When you can work"
            name="availability"
            choices={AVAILABILITY.map((key) => ({ name: screeningName.availability(key), label: AVAILABILITY_LABELS[key] }))}
            values={values}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <TextField
            name="start_date"
            label="Earliest start date"
            type="date"
            defaultValue={values.start_date}
            error={errors.start_date}
            hint="For example 2026-12-01."
          />
          <ChoiceGroup
            legend="Languages you speak"
            name="languages"
            choices={LANGUAGES.map((key) => ({ name: screeningName.language(key), label: LANGUAGE_LABELS[key] }))}
            values={values}
            columns="grid-cols-3"
          />
          <TextField
            name="other_language"
            label="Other language"
            maxLength={SCREENING_LIMITS.otherLanguage}
            defaultValue={values.other_language}
            error={errors.other_language}
            hint="If you ticked Other."
          />
          <label className="flex items-start gap-2 text-sm text-ink">
            <input type="checkbox" name="prefers_french" value="yes" defaultChecked={values.prefers_french === "yes"} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" />
            I prefer to be written to in French / Je préfère recevoir les courriels en français
          </label>
          <fieldset data-testid="group-requirements">
            <OptionalLegend>What you hold</OptionalLegend>
            <p className="field-hint">
              Tick what applies to you.{" "}
              {chosenMustHaves.length
                ? `This position requires: ${chosenMustHaves.map((key) => REQUIREMENT_LABELS[key]).join(", ")}.`
                : ""}{" "}
              You can apply either way.
            </p>
            <div className="mt-2 grid gap-2">
              {REQUIREMENTS.map((key) => (
                <label key={key} className="flex items-start gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    name={screeningName.requirement(key)}
                    value="yes"
                    defaultChecked={values[screeningName.requirement(key)] === "yes"}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                  />
                  {REQUIREMENT_QUESTIONS[key]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            name="cno_number"
            label="College of Nurses of Ontario registration number"
            maxLength={SCREENING_LIMITS.cnoNumber}
            defaultValue={values.cno_number}
            error={errors.cno_number}
            hint="If you are registered."
          />
        </div>
        <SubmitButton label="Submit Application" pending={jobText.pending} className="btn-primary w-full sm:w-auto" />
      </VisitorForm>
    </div>
  );
}
