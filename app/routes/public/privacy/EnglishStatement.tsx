import { href } from "react-router";
import { trustPageStyles } from "~/components/TrustPage";
import { telHref } from "~/content/business";
import { useBusiness } from "~/lib/root-data";
import type { PrivacyNumbers } from "./numbers";

const LAST_UPDATED = "December 2026";

export function EnglishStatement({ retentionDays, careRetentionDays, applicationMonths, postingYears, mailDays, complaintYears, accessMonths }: PrivacyNumbers) {
  const business = useBusiness();
  const { address } = business;
  const { h2, list } = trustPageStyles;
  return (
    <>
      <h2 className={h2}>What we collect, and why</h2>
      <p className="mt-3">We only collect what you choose to send us through the forms on this site:</p>
      <ul className={list}>
        <li>
          <strong>Contact messages:</strong> your name, email address, subject and message, so we can answer your
          question or arrange care.
        </li>
        <li>
          <strong>Reviews:</strong> your name, optional role, rating and review. Reviews are published on this site;
          please do not include health details you would not want others to read.
        </li>
        <li>
          <strong>Job applications:</strong> your name, email address, the position, your message and, if you attach
          one, your resume. We use them only to consider you for a position. Resumes are stored privately, never
          published, and only our hiring staff can open them.
        </li>
        <li>
          <strong>Care requests:</strong> who needs care, the postal code, the services, timing and funding you
          choose, how to reach you and anything you add, so a care coordinator can call you back. Only our care
          coordinators and the owners can open a request, every opening is recorded, and our emails about it carry
          no health detail.
        </li>
        <li>
          <strong>Accessibility feedback and format requests:</strong> what you report or ask for, your name and how
          to reach you, so we can answer and provide the format. Only our care coordinators and the owners can open a
          request, and every opening is recorded.
        </li>
        <li>
          <strong>Newsletter sign-ups:</strong> your email address and the date you agreed to receive our newsletter,
          so we can send it to you and prove your consent.
        </li>
      </ul>
      <p className="mt-3">
        We do not sell or rent personal information. We share it only with the service providers that host this
        site and deliver our email, under agreements that protect it, or when the law requires us to.
      </p>

      <h2 className={h2}>How long we keep it</h2>
      <ul className={list}>
        <li>Contact messages are deleted {retentionDays} days after we receive them.</li>
        <li>
          Job applications and their resumes are deleted {applicationMonths} months after we tell you we will not go
          ahead or you withdraw. An application for no particular position is deleted once nobody has worked on it
          for {applicationMonths} months. Applications for a posted job are kept until {postingYears} years after the
          posting closes, as Ontario's employment standards expect, and none is kept once nobody has worked on it for{" "}
          {postingYears} years. A hired person's file is then kept with their employment records.
        </li>
        <li>
          Care requests are deleted {careRetentionDays} days after they end (you became a client, or the request
          did not go ahead), with the notes our staff added to them; a client's care then has its own records. A
          request still open that nobody has worked on (no call noted, no change) for {careRetentionDays} days is
          deleted the same way.
        </li>
        <li>
          Complaints are kept {complaintYears} years after we resolve them, with our notes, so that we can answer a
          review by the Patient Ombudsman or our funder and report on them each year; only our owner and care
          coordinators read them, and each reading is recorded; that record is kept as long as the complaint. A
          complaint still open is kept until it is resolved.
        </li>
        <li>
          Accessibility feedback and format requests are deleted {accessMonths} months after we close them, or after
          the last change to one still open, with the record of who opened them.
        </li>
        <li>
          Copies of the emails the site sends (confirmations, notices to our staff) are deleted {mailDays} days after
          they were written, whether or not they were delivered.
        </li>
        <li>
          Newsletter sign-ups are kept until you unsubscribe, which you can do from any newsletter email. When you unsubscribe or ask us to
          delete your address, we keep only a one-way fingerprint of it (not the address), so that no older list we hold can sign you up
          again; a new sign-up that you confirm from your own inbox removes it.
        </li>
        <li>Published reviews stay on the site until you ask us to remove them.</li>
      </ul>
      <p className="mt-3">
        With each form you send, we note where it came from: the page of this site you sent it from and the one you
        saw before it, the site that sent you here (its name only, such as google.com), the campaign words and the
        partner code of the link you followed, the language of the page, and your answer to &ldquo;How did you hear
        about us?&rdquo; if you give one. No IP address is kept for this, and it is deleted with what you sent.
      </p>

      <h2 className={h2}>Cookies and analytics</h2>
      <p className="mt-3">
        We use no advertising or tracking cookies. The site sets a session cookie: it keeps our staff signed in to the
        admin area, and after you send a form it briefly carries the confirmation message you see on the next page.
        After a job application with a resume, a second cookie, read only by the application page and gone within ten
        minutes, carries the private link to your resume so that page can show it. Neither holds anything that
        identifies you. If we ever turn on an outside cookieless analytics service (it is off), it counts page views
        without identifying you or following you to other sites, and is never loaded on a page whose address holds a
        private link (a newsletter confirmation or unsubscribe link, for example).
      </p>
      <p className="mt-3">
        We count visits ourselves, on our own server, with no script, no cookie and no stored IP address. For each
        page viewed we keep the minute, the page&apos;s address (without anything after a &ldquo;?&rdquo;), the name of
        the website whose link brought you (for example google.com, never the full address), a campaign&apos;s labels
        in the link (its utm_ parameters), the page&apos;s language and whether the page was found. To estimate how
        many different people visit, your IP address and your browser&apos;s name are combined with a random value
        that changes every day and is deleted when the day is over, and only the resulting code is kept: it cannot
        lead back to you or link one day to another. Search engines&apos; robots and our staff&apos;s admin area are
        not counted. After two years these records are added up into monthly totals and deleted; the totals are kept
        ten years.
      </p>

      <h2 className={h2}>Your right to access and correct your information</h2>
      <p className="mt-3">
        You may ask to see the personal information we hold about you, ask us to correct it, or ask us to delete it
        or withdraw your consent. Write to our Privacy Officer using the details below. We will confirm who you are
        and reply within 30 days. If you are not satisfied with our answer, you may contact the Office of the
        Privacy Commissioner of Canada.
      </p>

      <h2 className={h2}>Who to contact</h2>
      <address className="mt-3 not-italic">
        Privacy Officer, {business.legalName}
        <br />
        {address.street}, {address.city}, Ontario {address.postalCode}
        <br />
        Email:{" "}
        <a className="link" href={`mailto:${business.email}`}>
          {business.email}
        </a>
        <br />
        Phone:{" "}
        <a className="link" href={telHref(business.phone)}>
          {business.phone}
        </a>
      </address>
      <p className="mt-6">
        You can also <a className="link" href={href("/contact")}>send us a message</a>. See also our{" "}
        <a className="link" href={href("/accessibility")}>accessibility statement</a>.
      </p>
      <p className="mt-10 text-sm text-muted">Last updated {LAST_UPDATED}.</p>
    </>
  );
}
