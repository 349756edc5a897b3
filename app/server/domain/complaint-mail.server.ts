/**
 * What a complaint sends (decision 1001), all through the outbox in the
 * transaction that makes the event, each once (its dedupe key):
 *
 * - to the complainant, when they gave an email, in the language of the
 *   edition they used: the acknowledgement at once (the reference, the
 *   deadlines, the rights page; nothing they typed: anyone may type someone
 *   else's address), the 10-day update of a complaint of harm, and the
 *   outcome in writing with how to take it further (the handler's words
 *   only to the client, or to someone whose identity and authority the
 *   handler confirmed; otherwise that the answer is ready and how to get it);
 * - to owners and coordinators: "New complaint C-1042" with its first
 *   deadline and a link, and one reminder per overdue step (to its handler,
 *   else to them all). No detail of the complaint goes to staff by email.
 *
 * The written outcome is also the letter staff print for a complainant who
 * asked for mail (`outcomeLetter`).
 */
import { complaintReference, STEP_LABELS, type ComplaintStep } from "~/lib/complaints";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { formatDate, formatPhone, translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import type { OutgoingMail } from "~/server/domain/outbox.server";
import { config } from "~/server/infra/config.server";

/** The outbox's `ref` of a complaint's mail: deleted with the complaint. */
export const complaintMailRef = (id: number) => ({ type: "complaint", id });

/** The complaint's page in the back office. */
export function complaintAdminLink(id: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
  return new URL(`/admin/complaints/${id}`, config().siteUrl).toString();
}

/** The client rights page of an edition, as a full address (emails). */
export function rightsUrl(language: Locale): string {
  return new URL(inEdition(language, "/client-rights"), config().siteUrl).toString();
}

function words(language: Locale) {
  const t = translator(language);
  const business = config().business;
  return { t, company: business.companyName, phone: language === "en" ? business.phone : formatPhone(language, business.phone), rights: rightsUrl(language) };
}

interface ComplaintFacts {
  id: number;
  email: string | null;
  language: Locale;
  harm: boolean;
  receivedAt: string;
  acknowledgeBy: string;
  resolveBy: string;
}

/** The acknowledgement, at once: the reference and the deadlines. */
export function complaintAcknowledgement(complaint: ComplaintFacts & { email: string }): OutgoingMail {
  const reference = complaintReference(complaint.id);
  const { t, company, phone, rights } = words(complaint.language);
  const date = (iso: string) => formatDate(complaint.language, new Date(iso));
  return {
    to: complaint.email,
    subject: t("complaints.ackSubject", { reference }),
    text: t("complaints.ackText", {
      reference,
      company,
      phone,
      rightsUrl: rights,
      harm: complaint.harm ? "yes" : "no",
      acknowledgeBy: date(complaint.acknowledgeBy),
      resolveBy: date(complaint.resolveBy),
    }),
    kind: "complaint-ack",
    dedupeKey: `complaint-ack:${complaint.id}`,
    ref: complaintMailRef(complaint.id),
  };
}

/**
 * The 10-day update of a complaint of harm: what has been done so far, in the handler's words;
 * `inFull` false (someone other than the client, not yet confirmed): only that it is ready and
 * how to get it.
 */
export function complaintUpdateMail(complaint: ComplaintFacts & { email: string }, update: string, inFull: boolean): OutgoingMail {
  const reference = complaintReference(complaint.id);
  const { t, company, phone } = words(complaint.language);
  const resolveBy = formatDate(complaint.language, new Date(complaint.resolveBy));
  return {
    to: complaint.email,
    subject: t("complaints.updateSubject", { reference }),
    text: inFull ? t("complaints.updateText", { reference, company, phone, update, resolveBy }) : t("complaints.updateReadyText", { reference, company, phone, resolveBy }),
    kind: "complaint-update",
    dedupeKey: `complaint-update:${complaint.id}`,
    ref: complaintMailRef(complaint.id),
  };
}

/** The written outcome: what was found and decided, what was changed, and where to go next. */
export function outcomeLetter(complaint: Pick<ComplaintFacts, "id" | "language" | "receivedAt">, outcome: string, changes: string): { subject: string; text: string } {
  const reference = complaintReference(complaint.id);
  const { t, company, phone, rights } = words(complaint.language);
  return {
    subject: t("complaints.outcomeSubject", { reference }),
    text: t("complaints.outcomeText", { reference, company, phone, rightsUrl: rights, outcome, changes, received: formatDate(complaint.language, new Date(complaint.receivedAt)) }),
  };
}

/** The written outcome by email; `inFull` false: only that it is ready, how to get it and where to go next (the letter is read or mailed). */
export function complaintOutcomeMail(complaint: ComplaintFacts & { email: string }, outcome: string, changes: string, inFull: boolean): OutgoingMail {
  const reference = complaintReference(complaint.id);
  const { t, company, phone, rights } = words(complaint.language);
  const notice = { subject: t("complaints.outcomeSubject", { reference }), text: t("complaints.outcomeReadyText", { reference, company, phone, rightsUrl: rights, received: formatDate(complaint.language, new Date(complaint.receivedAt)) }) };
  return {
    to: complaint.email,
    ...(inFull ? outcomeLetter(complaint, outcome, changes) : notice),
    kind: "complaint-outcome",
    dedupeKey: `complaint-outcome:${complaint.id}`,
    ref: complaintMailRef(complaint.id),
  };
}

/** Owners' and coordinators' notice of a new complaint: its reference, first deadline and link only. */
export function newComplaintNotice(complaint: ComplaintFacts & { phone: boolean }, to: string): OutgoingMail {
  const reference = complaintReference(complaint.id);
  return {
    to,
    subject: `New complaint ${reference}: acknowledge by ${formatAgencyDateTime(complaint.acknowledgeBy)}`,
    text: [
      `A complaint was received ${complaint.phone ? "by phone" : "through the website"} on ${formatAgencyDateTime(complaint.receivedAt)} (Toronto time).`,
      `Acknowledge it by ${formatAgencyDateTime(complaint.acknowledgeBy)}${complaint.harm ? ", and tell the complainant within 10 days what has been done" : ""}.`,
      "",
      `Open it in the back office (sign in first): ${complaintAdminLink(complaint.id)}`,
      "",
      "For privacy, this email carries no detail of the complaint.",
    ].join("\n"),
    kind: "complaint-new",
    dedupeKey: `complaint-new:${complaint.id}:${to}`,
    ref: complaintMailRef(complaint.id),
  };
}

/** One reminder of an overdue step, to one person. */
export function overdueReminder(complaint: { id: number; step: ComplaintStep; deadline: string }, to: string): OutgoingMail {
  const reference = complaintReference(complaint.id);
  const step = STEP_LABELS[complaint.step];
  return {
    to,
    subject: `Overdue: complaint ${reference} (${step})`,
    text: [
      `The step "${step}" of complaint ${reference} was due by ${formatAgencyDateTime(complaint.deadline)} (Toronto time) and is not done.`,
      "",
      `Open it in the back office (sign in first): ${complaintAdminLink(complaint.id)}`,
      "",
      "You get this reminder once for this step. For privacy, this email carries no detail of the complaint.",
    ].join("\n"),
    kind: "complaint-overdue",
    dedupeKey: `complaint-overdue:${complaint.id}:${complaint.step}:${to}`,
    ref: complaintMailRef(complaint.id),
  };
}
