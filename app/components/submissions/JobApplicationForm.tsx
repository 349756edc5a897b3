import type { FormOutcome } from "~/lib/form-outcome";
import type { ToastInput } from "~/lib/toast";
import { acceptAttribute, dottedExtensions } from "~/lib/file-kinds";
import { careersCopy as frenchCareersCopy } from "~/content/fr/careers";
import { accommodationStatement } from "~/content/careers";
import { type MessageKey, type Translate, useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import {
  JOB_LIMITS,
  RESUME_FIELD,
  RESUME_KINDS,
  RESUME_MAX_BYTES,
  type PositionChoice,
  SCREENING_LIMITS,
  screeningName,
} from "~/schemas/form-rules";
import { regionSummaries } from "~/content/regions";
import { AVAILABILITY, type Availability, type Language, LANGUAGES, type Requirement, REQUIREMENT_LABELS, REQUIREMENTS } from "~/lib/hiring";
import { EmailField, FileField, SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { heardAboutOptions } from "~/components/forms/heard-about";
import { HEARD_ABOUT_OTHER_MAX } from "~/lib/enquiry-sources";
import { errorsOf, keptValues, SubmitButton, VisitorForm } from "~/components/forms/VisitorForm";
import { seamAttrs } from "~/lib/browser-seam";
import { href } from "react-router";

/** Checked in the browser before uploading (app/browser/forms.ts), in the page's words; the server checks again, with the file's bytes. */
const resumeCheck = (t: Translate) => ({
  accept: acceptAttribute(RESUME_KINDS),
  extensions: dottedExtensions(RESUME_KINDS).join(" "),
  wrongType: t("job.resumeWrongType"),
  tooLarge: t("job.resumeTooLarge"),
});

/** The screening choices' words in the catalogs (each key written out, so the catalog check finds it). */
const AVAILABILITY_KEYS: Record<Availability, MessageKey> = {
  "full-time": "job.availabilityFullTime",
  "part-time": "job.availabilityPartTime",
  weekends: "job.availabilityWeekends",
  overnight: "job.availabilityOvernight",
  "live-in": "job.availabilityLiveIn",
};
const LANGUAGE_KEYS: Record<Language, MessageKey> = { english: "job.languageEnglish", french: "job.languageFrench", other: "job.languageOther" };
const REQUIREMENT_KEYS: Record<Requirement, MessageKey> = {
  psw: "job.holdsPsw",
  cno: "job.holdsCno",
  driver: "job.holdsDriver",
  cpr: "job.holdsCpr",
  vsc: "job.holdsVsc",
};

interface UploadedResume {
  /** The signed link (site-relative). */
  url: string;
  name?: string;
}

/** A screening question's legend: every one may be skipped. */
function OptionalLegend({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <legend className="field-label">
      {children}
      <span className="font-normal text-muted"> {t("forms.optional")}</span>
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
  positions: ReadonlyArray<PositionChoice & { mustHaves?: Requirement[]; frenchTitle?: string }>;
  defaultPosition?: string;
  pageOutcome?: FormOutcome;
  /** After a no-JS success: the resume link from the redirect. */
  uploadedResume?: UploadedResume | null;
}) {
  const t = useT();
  const locale = useLocale();
  const french = locale === "fr";
  const check = resumeCheck(t);
  const linkCopied: ToastInput = { variant: "success", title: t("job.linkCopiedTitle"), description: t("job.linkCopiedDescription") };
  const copyFailed: ToastInput = { variant: "error", title: t("job.copyFailedTitle"), description: t("job.copyFailedDescription") };
  const requirementLabels = french ? frenchCareersCopy.requirementLabels : REQUIREMENT_LABELS;
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
            <p className="font-semibold text-brand-900">{t("job.resumeUploaded")}</p>
            {resume.name ? <p className="mt-1 text-sm text-muted break-all">{resume.name}</p> : null}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <a href={resume.url} target="_blank" rel="noopener noreferrer" className="btn-outline">
                {t("job.open")}
                <span className="sr-only">{t("job.openYourResume")}</span>
              </a>
              <button
                type="button"
                className="btn-outline js-only"
                {...seamAttrs({ copyLink: resume.url, copied: JSON.stringify(linkCopied), copyFailed: JSON.stringify(copyFailed) })}
              >
                {t("job.copyLink")}
              </button>
            </div>
            <p className="mt-2 text-sm text-muted">{t("job.privateLink")}</p>
          </div>
        ) : null}
      </div>

      <VisitorForm
        action={inEdition(locale, href("/job"))}
        encType="multipart/form-data"
        outcome={pageOutcome}
        failed={{ title: t("job.failedTitle"), description: t("job.failedFallback") }}
        className="relative space-y-5"
      >
        {/* What a person applying in a hurry needs first; every screening question below may be skipped. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="name"
            label={t("job.fullName")}
            required
            requiredInWords
            autoComplete="name"
            maxLength={JOB_LIMITS.name}
            defaultValue={values.name}
            error={errors.name}
          />
          <EmailField label={t("forms.email")} requiredInWords defaultValue={values.email} error={errors.email} />
        </div>
        <TextField
          name="phone"
          label={t("job.phone")}
          type="tel"
          autoComplete="tel"
          maxLength={SCREENING_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          name="position"
          label={t("job.positionLabel")}
          placeholder={t("job.positionPlaceholder")}
          options={positions.map((position) => ({ value: position.id, label: (french && position.frenchTitle) || position.title }))}
          defaultValue={values.position ?? defaultPosition ?? ""}
          error={errors.position}
        />
        {/* The script shows the chosen file's name and size in its hint. */}
        <FileField
          name={RESUME_FIELD}
          label={t("job.resume")}
          accept={check.accept}
          {...seamAttrs({
            fileExtensions: check.extensions,
            fileWrongType: check.wrongType,
            fileMaxBytes: RESUME_MAX_BYTES,
            fileTooLarge: check.tooLarge,
          })}
          hint={t("job.resumeHint")}
          error={errors[RESUME_FIELD]}
        />
        <TextAreaField
          name="message"
          label={t("job.coverLetter")}
          rows={6}
          maxLength={JOB_LIMITS.message}
          defaultValue={values.message}
          error={errors.message}
        />
        <div className="space-y-5 border-t border-gray-200 pt-5">
          <div>
            <h2 className="text-lg font-semibold text-brand-900">{t("job.quickQuestions")}</h2>
            <p className="field-hint">{t("job.quickQuestionsHint")}</p>
          </div>
          <ChoiceGroup
            legend={t("job.regions")}
            name="regions"
            choices={regionSummaries.map((region) => ({ name: screeningName.region(region.slug), label: french ? region.fr.name : region.name }))}
            values={values}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <ChoiceGroup
            legend={t("job.availability")}
            name="availability"
            choices={AVAILABILITY.map((key) => ({ name: screeningName.availability(key), label: t(AVAILABILITY_KEYS[key]) }))}
            values={values}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <TextField
            name="start_date"
            label={t("job.startDate")}
            type="date"
            defaultValue={values.start_date}
            error={errors.start_date}
            hint={t("job.startDateHint")}
          />
          <ChoiceGroup
            legend={t("job.languages")}
            name="languages"
            choices={LANGUAGES.map((key) => ({ name: screeningName.language(key), label: t(LANGUAGE_KEYS[key]) }))}
            values={values}
            columns="grid-cols-3"
          />
          <TextField
            name="other_language"
            label={t("job.otherLanguage")}
            maxLength={SCREENING_LIMITS.otherLanguage}
            defaultValue={values.other_language}
            error={errors.other_language}
            hint={t("job.otherLanguageHint")}
          />
          {/* The French edition writes in French anyway (docs/french-edition.md). */}
          {french ? null : (
            <label className="flex items-start gap-2 text-sm text-ink">
              <input type="checkbox" name="prefers_french" value="yes" defaultChecked={values.prefers_french === "yes"} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" />
              I prefer to be written to in French / Je préfère recevoir les courriels en français
            </label>
          )}
          <fieldset data-testid="group-requirements">
            <OptionalLegend>{t("job.whatYouHold")}</OptionalLegend>
            <p className="field-hint">
              {t("job.tickWhatApplies")}{" "}
              {chosenMustHaves.length
                ? t("job.positionRequires", { requirements: chosenMustHaves.map((key) => requirementLabels[key]).join(", ") })
                : ""}{" "}
              {t("job.applyEitherWay")}
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
                  {t(REQUIREMENT_KEYS[key])}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            name="cno_number"
            label={t("job.cnoNumber")}
            maxLength={SCREENING_LIMITS.cnoNumber}
            defaultValue={values.cno_number}
            error={errors.cno_number}
            hint={t("job.cnoNumberHint")}
          />
          <SelectField
            name="heardAbout"
            label={t("source.heardAbout")}
            placeholder={t("source.heardChoose")}
            options={heardAboutOptions(t)}
            defaultValue={values.heardAbout ?? ""}
            error={errors.heardAbout}
          />
          <TextField
            name="heardAboutOther"
            label={t("source.heardAboutOther")}
            maxLength={HEARD_ABOUT_OTHER_MAX}
            defaultValue={values.heardAboutOther}
            error={errors.heardAboutOther}
          />
        </div>
        {/* Accommodation is available during recruitment (IASR s. 22): the careers copy's notice, in the page's language. */}
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink" data-testid="accommodation-notice">
          {locale === "fr" ? frenchCareersCopy.accommodationStatement : accommodationStatement}
        </p>
        <SubmitButton label={t("job.submit")} pending={t("job.pending")} className="btn-primary w-full sm:w-auto" />
      </VisitorForm>
    </div>
  );
}
