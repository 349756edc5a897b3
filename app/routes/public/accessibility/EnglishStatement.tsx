import { href } from "react-router";
import { trustPageStyles } from "~/components/TrustPage";
import { accessibilityStatementFacts } from "~/content/accessibility";
import { accommodationStatement } from "~/content/careers";
import { ACK_BUSINESS_DAYS, DELIVERY_TARGET_BUSINESS_DAYS } from "~/lib/accessibility-requests";
import { formatDate } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";

/** A calendar day of the content ("YYYY-MM-DD") as a date to format. */
export const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * The statement in English, after the W3C's model: commitment, conformance
 * status, the standard targeted, known limitations with their workarounds,
 * how the site was assessed, the feedback process (the form) and its response
 * times (the numbers the product enforces), and the date of the last review.
 */
export function EnglishStatement({ form }: { form: React.ReactNode }) {
  const business = useBusiness();
  const { h2, list } = trustPageStyles;
  const { conformance, lastReviewed } = accessibilityStatementFacts;
  return (
    <>
      <h2 className={h2}>Our commitment</h2>
      <p className="mt-3">
        {business.legalName} is committed to meeting the needs of people with disabilities in a timely way, in line
        with the Accessibility for Ontarians with Disabilities Act (AODA) and its Integrated Accessibility Standards.
        Every page and form of this site works with a keyboard alone and with JavaScript turned off; pages have
        headings, landmarks and labels that screen readers announce; text can be enlarged without breaking the page;
        animations stop when your device asks for reduced motion; form errors are explained next to their field.
      </p>

      <h2 className={h2} id="conformance">Conformance status</h2>
      <p className="mt-3">
        We target the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, today&apos;s standard; the
        AODA requires WCAG 2.0 level AA. This website is{" "}
        <strong>{conformance === "full" ? "fully conformant" : "partially conformant"}</strong> with WCAG 2.2 level AA:{" "}
        {conformance === "full"
          ? "all of its content conforms to the standard."
          : "some of its content does not fully conform yet (see the known limitations below)."}
      </p>

      <h2 className={h2} id="limitations">Known limitations and workarounds</h2>
      <ul className={list}>
        <li>
          <strong>Downloadable PDFs</strong> (forms and guides on our resources page) are generated and not fully
          tagged for screen readers. Ask us below for the same document in plain text, large print, an accessible
          PDF or read aloud over the phone.
        </li>
        <li>
          <strong>The home page&apos;s background video</strong> has no audio and carries no information that is not
          in the page&apos;s text; it never plays on its own when your device asks for reduced motion, and a button
          pauses it.
        </li>
        <li>
          <strong>Some job posting details</strong> are written in English only on the French edition; they are
          marked as English so that screen readers read them with the right voice. Ask us for them in French.
        </li>
      </ul>

      <h2 className={h2} id="assessment">How we assessed this site</h2>
      <p className="mt-3">
        Automated checks (axe, with the WCAG 2.2 rules) run on every type of page in our test suite, on phone and
        desktop widths, each time the site changes. We also check by hand: with a keyboard alone, with a
        screen reader&apos;s view of each page, at 200% zoom and with reduced motion.
      </p>

      <h2 className={h2} id="access-form-heading">Give feedback or ask for an accessible format</h2>
      <p className="mt-3">
        If something on this site or in our services is hard to use, or you need any of our information or
        documents (a care plan, a letter, the PDFs on this site) in another format, tell us with this form or in
        whichever way suits you best. There is no cost to you.
      </p>
      {form}

      <h2 className={h2} id="response-times">When you will hear from us</h2>
      <p className="mt-3">
        A person from our office contacts you within <strong>{ACK_BUSINESS_DAYS} business days</strong> (Monday to
        Friday, not counting Ontario&apos;s public holidays) to acknowledge your feedback or request and agree with
        you on what you need and by when. We deliver the format, or answer your feedback, by that agreed date; when
        there is no date to meet, within {DELIVERY_TARGET_BUSINESS_DAYS} business days. If it will take longer, we
        tell you why and when to expect it.
      </p>

      <h2 className={h2}>Job applicants</h2>
      <p className="mt-3">{accommodationStatement}</p>

      <h2 className={h2}>Our plan and policies</h2>
      <p className="mt-3">
        Read our <a className="link" href={href("/accessibility/plan")}>multi-year accessibility plan</a> and our{" "}
        <a className="link" href={href("/accessibility/policies")}>accessibility policies</a>. See also our{" "}
        <a className="link" href={href("/privacy")}>privacy statement</a>.
      </p>

      <p className="mt-10 text-sm text-muted" data-testid="statement-reviewed">
        This statement was last reviewed on <time dateTime={lastReviewed}>{formatDate("en", dayOf(lastReviewed))}</time>.
      </p>
    </>
  );
}
