import type { FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { href } from "react-router";
import { TextAreaField } from "~/components/forms/Field";
import type { ContentProblem } from "~/lib/content-checks";

/**
 * The visual editor (decision 0330): Tiptap and its Markdown round trip, a
 * chunk of its own loaded only here, after the page is up. Public pages and
 * the admin's other pages never load it.
 */
const VisualEditor = lazy(() => import("../visual-editor/VisualEditor"));

/** What the checks found in the body (decision 0331): problems refuse Publish, warnings do not. */
export interface ContentCheckList {
  problems: ContentProblem[];
  warnings: string[];
}

/** Where the editor finds the media library, the uploads and the link search. */
const MEDIA = {
  pickerUrl: href("/admin/media/picker"),
  uploadUrl: href("/admin/media/upload"),
  linkSearchUrl: href("/admin/link-search"),
  libraryUrl: href("/admin/media"),
};

const TEXTAREA_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-ink shadow-sm focus:border-brand-700 aria-[invalid=true]:border-red-600";

/**
 * The Content field. Without JavaScript (and until the editor's chunk has
 * loaded) a Markdown textarea, as always. With it, the visual editor takes
 * its place and writes Markdown back into that same textarea, which stays the
 * form's field: Save, autosave, the conflict refusal and revisions see one
 * text. A post opened and saved without an edit is sent exactly as it came.
 */
export function ContentField({
  field,
  autoFocus,
  check,
  lang,
}: {
  field: FieldMetadata<string>;
  autoFocus?: boolean;
  /** The language of the text when it is not the page's (a French post). */
  lang?: string;
  /** The checks of the text as saved (or as refused): listed under the field. */
  check: ContentCheckList | null;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const [visual, setVisual] = useState(false);
  const [liveProblems, setLiveProblems] = useState<ContentProblem[] | null>(null);
  useEffect(() => setEnhanced(true), []);
  const problems = liveProblems ?? check?.problems ?? [];
  const warnings = check?.warnings ?? [];
  const labelId = `${field.id}-label`;

  return (
    <div className="grid gap-3">
      {enhanced ? (
        <Suspense fallback={null}>
          <VisualEditor
            textareaId={field.id}
            labelId={labelId}
            describedBy={field.errors?.length ? `${field.errorId}-visual` : ""}
            invalid={Boolean(field.errors?.length)}
            autoFocus={autoFocus}
            media={MEDIA}
            onVisualChange={setVisual}
            onProblems={setLiveProblems}
          />
        </Suspense>
      ) : null}
      <div hidden={visual}>
        <TextAreaField
          label={<span id={labelId}>Content</span>}
          name="content"
          field={field}
          rows={16}
          autoFocus={autoFocus}
          lang={lang}
          controlClassName={TEXTAREA_CLASS}
          hint={
            <>
              Markdown or HTML. Scripts, styles and frames are removed when the post is shown. Images: copy their Markdown from the{" "}
              <a href={MEDIA.libraryUrl} className="link">
                media library
              </a>
              .
            </>
          }
        />
      </div>
      {visual && field.errors?.length ? (
        // The textarea's own message is hidden with it: the same words, next to the visual editor.
        <p id={`${field.errorId}-visual`} className="text-sm font-medium text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
      <ContentChecks problems={problems} warnings={warnings} live={liveProblems !== null} />
    </div>
  );
}

/** The checks' list, next to the content: problems first (they stop Publish), then warnings. */
export function ContentChecks({ problems, warnings, live }: { problems: ContentProblem[]; warnings: string[]; live: boolean }) {
  return (
    <section aria-labelledby="content-checks-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <h2 id="content-checks-title" className="font-semibold text-ink">
        Accessibility checks
      </h2>
      {/* Announced politely as the writer types: the count only, not the whole list each time. */}
      <p className="mt-1 text-muted" role="status">
        {problems.length
          ? `${problems.length === 1 ? "1 problem" : `${problems.length} problems`} to fix before this post can be published${live ? "" : " (as last saved)"}.`
          : "No problems found: the post can be published."}
      </p>
      {problems.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800" data-testid="content-problems">
          {problems.map((problem, index) => (
            <li key={`${problem.kind}-${problem.line}-${index}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {warnings.length ? (
        <>
          <h3 className="mt-3 font-semibold text-ink">Warnings (they do not stop publishing)</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-amber-900" data-testid="content-warnings">
            {warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
