import { useId } from "react";
import { telHref } from "~/content/business";
import { useBusiness } from "~/lib/root-data";
import { seamAttrs } from "~/lib/browser-seam";

/** Why /find-care could not send the visitor to a region page. */
export type FindCareProblem = { kind: "empty" } | { kind: "invalid" } | { kind: "not-served"; fsa: string };

interface FindCareFormProps {
  /** 1 on /find-care itself, 2 where the box is a section of a page. */
  headingLevel?: 1 | 2;
  /** What the visitor typed, kept when the code is rejected. */
  defaultValue?: string;
  problem?: FindCareProblem | null;
  className?: string;
}

/**
 * 'Find care near you': a GET form to /find-care, which answers with a
 * redirect to the region page serving the postal code, or with this form
 * again and a message next to the field. Works the same without JavaScript.
 */
export function FindCareForm({ headingLevel = 2, defaultValue = "", problem = null, className = "" }: FindCareFormProps) {
  const id = useId();
  const inputId = `${id}-postal`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const headingId = `${id}-heading`;
  const business = useBusiness();
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 ${className}`}>
      <Heading id={headingId} className={headingLevel === 1 ? "text-display font-bold text-brand-900" : "text-2xl font-bold text-brand-900"}>
        Find care near you
      </Heading>
      <p className="mt-2 max-w-2xl text-muted">
        Enter your postal code and we will take you to the team that serves your area.
      </p>
      <form method="get" action="/find-care" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-72">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Postal code
          </label>
          <input
            id={inputId}
            name="postal"
            type="text"
            defaultValue={defaultValue}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            aria-invalid={problem ? true : undefined}
            // After a rejected code the page comes back with the visitor on the field to correct.
            autoFocus={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base uppercase placeholder:normal-case ${
              problem ? "border-rose-700" : "border-gray-400"
            }`}
          />
          <p id={hintId} className="mt-1 text-sm text-muted">
            For example L4L 0A1. The first three characters are enough.
          </p>
        </div>
        <button type="submit" className="btn-primary sm:mt-6" {...seamAttrs({ pendingText: "Searching..." })}>
          Find care
        </button>
      </form>
      {problem ? (
        <div id={errorId} role="alert" className="mt-4 rounded-lg border-l-4 border-rose-700 bg-white p-4 text-sm">
          <p className="font-semibold text-rose-800">{problemMessage(problem, defaultValue)}</p>
          <p className="mt-1 text-ink">
            Our office can help you find care: call{" "}
            <a className="link" href={telHref(business.phone)}>
              {business.phone}
            </a>{" "}
            or{" "}
            <a className="link" href="/contact">
              send us a message
            </a>
            .
          </p>
        </div>
      ) : null}
    </section>
  );
}

function problemMessage(problem: FindCareProblem, typed: string): string {
  switch (problem.kind) {
    case "empty":
      return "Please enter your postal code, for example L4L 0A1.";
    case "invalid":
      return `“${typed.trim().slice(0, 12)}” is not a Canadian postal code. Please check it, for example L4L 0A1.`;
    case "not-served":
      return `We do not have a care team serving ${problem.fsa} yet.`;
  }
}
