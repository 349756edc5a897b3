import { href } from "react-router";
import { trustPageStyles } from "~/components/TrustPage";
import { telHref } from "~/content/business";
import { formatOfficeHours } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";

export function EnglishStatement() {
  const business = useBusiness();
  const { address } = business;
  const { h2, list } = trustPageStyles;
  return (
    <>
      <h2 className={h2}>Our commitment</h2>
      <p className="mt-3">
        {business.legalName} is committed to meeting the needs of people with disabilities in a timely way, in line
        with the Accessibility for Ontarians with Disabilities Act (AODA) and its Integrated Accessibility Standards.
        This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Among other
        things, that means:
      </p>
      <ul className={list}>
        <li>every page and form works with a keyboard alone, and with JavaScript turned off;</li>
        <li>pages are built with headings, landmarks and labels that screen readers can announce;</li>
        <li>text and controls have enough colour contrast, and the text can be enlarged without breaking the page;</li>
        <li>images have text alternatives, and animations stop when your device asks for reduced motion;</li>
        <li>form errors are explained in words, next to the field they concern.</li>
      </ul>
      <p className="mt-3">
        We test the site with automated checks and by hand, and we fix problems as soon as we learn of them.
      </p>

      <h2 className={h2}>Give feedback or ask for an accessible format</h2>
      <p className="mt-3">
        If something on this site is hard to use, or you need any of our information or documents (including the
        PDFs on this site) in another format such as large print, plain text or read aloud over the phone, please
        tell us. There is no cost to you. You can reach us in whichever way suits you best:
      </p>
      <ul className={list}>
        <li>
          by phone:{" "}
          <a className="link" href={telHref(business.phone)}>
            {business.phone}
          </a>{" "}
          ({formatOfficeHours("en", business.officeHours)});
        </li>
        <li>
          by email:{" "}
          <a className="link" href={`mailto:${business.email}`}>
            {business.email}
          </a>
          ;
        </li>
        <li>
          by mail: Accessibility, {business.legalName}, {address.street}, {address.city}, Ontario{" "}
          {address.postalCode};
        </li>
        <li>
          through our <a className="link" href={href("/contact")}>contact form</a>, or in person with your care
          coordinator.
        </li>
      </ul>
      <p className="mt-3">
        Job applicants: accommodation is available on request at every stage of hiring. Tell us what you need when
        you apply or when we contact you.
      </p>

      <h2 className={h2}>When you will hear from us</h2>
      <p className="mt-3">
        We acknowledge feedback within two business days and give a full answer, or the accessible format you asked
        for, within ten business days. If it will take longer, we will tell you why and when to expect it.
      </p>
      <p className="mt-6">
        See also our <a className="link" href={href("/privacy")}>privacy statement</a>.
      </p>
    </>
  );
}
