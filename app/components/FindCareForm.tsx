import { useId } from "react";
import { telHref } from "~/content/business";
import { useBusiness } from "~/lib/root-data";
import { seamAttrs } from "~/lib/browser-seam";
import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { href } from "react-router";

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
 * Styled in styles/marketing.css (.find-care).
 */
export function FindCareForm({ headingLevel = 2, defaultValue = "", problem = null, className = "" }: FindCareFormProps) {
  const id = useId();
  const inputId = `${id}-postal`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const headingId = `${id}-heading`;
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <section aria-labelledby={headingId} className={className ? `find-care ${className}` : "find-care"}>
      <Heading id={headingId}>{t("findCare.title")}</Heading>
      <p>{t("findCare.lead")}</p>
      <form method="get" action={inEdition(locale, href("/find-care"))}>
        <div>
          <label htmlFor={inputId}>{t("findCare.label")}</label>
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
          />
          <p id={hintId}>{t("findCare.hint")}</p>
        </div>
        <button type="submit" className="btn-primary" {...seamAttrs({ pendingText: t("findCare.searching") })}>
          {t("findCare.submit")}
        </button>
      </form>
      {problem ? (
        <div id={errorId} role="alert">
          <p>{problemMessage(problem, defaultValue)}</p>
          <p>
            Our office can help you find care: call{" "}
            <a className="link" href={telHref(business.phone)}>
              {business.phone}
            </a>{" "}
            or{" "}
            <a className="link" href={href("/contact")}>
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
