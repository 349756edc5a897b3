/**
 * What a care request sends, all through the outbox (decision 0020), stored
 * in the same transaction as the request (store first, notify second):
 *
 * - the family's acknowledgement, when they gave an email, in the language
 *   of the edition they used (French too when they asked for service in
 *   French, decision 0804): the reference, what happens next, the region office's phone,
 *   and nothing the form was sent with (anyone may type someone else's
 *   address: the agency's mail must not carry a stranger's words);
 * - the office's notice and the region's coordinators' (for service in
 *   French, those who speak French, falling back to all of them):
 *   "New care request R-1042 for Peel Region (urgent)" and a link to the
 *   back office;
 * - one overdue digest to each coordinator (decision 0613) listing the
 *   urgent requests that became overdue since the last one, each request in
 *   one digest only.
 *
 * No health detail goes into any email (decision 0611): no services, no
 * free text, no name in staff notices; staff read the request after signing in.
 */
import { createHash } from "node:crypto";
import { regionDetails } from "~/content/region-details";
import { regionSummaries } from "~/content/regions";
import { careReference } from "~/lib/care-requests";
import { formatPhone, translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import {
  type CareRequestInput,
  coordinatorEmails,
  createCareRequest,
  type StoredCareRequest,
  tellOverdueCareRequests,
} from "~/server/domain/care-requests.server";
import { rightsUrl } from "~/server/domain/complaint-mail.server";
import { deleteMailFor, enqueueMail, type OutgoingMail } from "~/server/domain/outbox.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";

/** The outbox's `ref` of a request's mail: deleted with the request. */
export const careMailRef = (id: number) => ({ type: "care-request", id });

/** The request's page in the back office. */
function adminLink(id: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
  return new URL(`/admin/care-requests/${id}`, config().siteUrl).toString();
}

function regionOf(slug: string | null) {
  const detail = slug ? regionDetails.find((region) => region.slug === slug) : undefined;
  const business = config().business;
  return { name: detail?.name ?? null, phone: detail?.phone ?? business.phone };
}

/** "New care request R-1042 for Peel Region (urgent)": the whole of what a staff notice says about the request. */
export function staffSubject(stored: Pick<StoredCareRequest, "id" | "region" | "urgent">): string {
  const region = regionOf(stored.region).name;
  return `New care request ${careReference(stored.id)}${region ? ` for ${region}` : " (no region found)"}${stored.urgent ? " (urgent)" : ""}`;
}

function staffText(stored: StoredCareRequest, coordinator: { id: number } | null): string {
  const assignedToYou = coordinator !== null && stored.assignedTo?.id === coordinator.id;
  return [
    `${staffSubject(stored)}.`,
    assignedToYou ? "It is assigned to you: you cover this region." : "",
    coordinator && !assignedToYou && stored.assignedTo ? `You cover this region; it is assigned to ${stored.assignedTo.email}.` : "",
    stored.language === "fr" ? "The family asked for service in French." : "",
    "",
    `Open it in the back office (sign in first): ${adminLink(stored.id)}`,
    "",
    "For privacy, this email carries no detail of the request.",
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
}

/**
 * The family's acknowledgement (catalog `care.ackSubject`, `care.ackText`): in
 * the edition's language, or French for service in French; the region named
 * in the email's language.
 */
function acknowledgement(stored: StoredCareRequest, reference: string): { subject: string; text: string } {
  const language: Locale = stored.formLanguage === "fr" || stored.language === "fr" ? "fr" : "en";
  const t = translator(language);
  const region = regionOf(stored.region);
  const name = language === "fr" ? (regionSummaries.find((summary) => summary.slug === stored.region)?.fr.name ?? region.name) : region.name;
  return {
    subject: t("care.ackSubject", { reference }),
    text: t("care.ackText", {
      reference,
      company: config().business.companyName,
      team: name ? t("care.ackTeam", { region: name }) : "",
      urgent: stored.urgent ? "yes" : "no",
      phone: language === "en" ? region.phone : formatPhone(language, region.phone),
      rightsUrl: rightsUrl(language),
    }),
  };
}

/** The emails a new request sends: the family's (when they gave an email), the office's, the coordinator's. */
export function newRequestMail(stored: StoredCareRequest): OutgoingMail[] {
  const reference = careReference(stored.id);
  const ref = careMailRef(stored.id);
  const mail: OutgoingMail[] = [];
  if (stored.email) {
    mail.push({
      to: stored.email,
      ...acknowledgement(stored, reference),
      kind: "care-request-ack",
      dedupeKey: `care-request-ack:${stored.id}`,
      ref,
    });
  }
  mail.push({
    to: config().officeNotifyEmail,
    subject: staffSubject(stored),
    text: staffText(stored, null),
    kind: "care-request-office",
    dedupeKey: `care-request-office:${stored.id}`,
    ref,
  });
  for (const coordinator of stored.coordinators) {
    if (coordinator.email === config().officeNotifyEmail) continue;
    mail.push({
      to: coordinator.email,
      subject: staffSubject(stored),
      text: staffText(stored, coordinator),
      kind: "care-request-coordinator",
      dedupeKey: `care-request-coordinator:${stored.id}:${coordinator.id}`,
      ref,
    });
  }
  return mail;
}

/** The public form's request: stored with its region, assignment and emails, in one transaction. */
export async function storeCareRequest(input: CareRequestInput, now: Date = clock()): Promise<StoredCareRequest> {
  return createCareRequest(input, {
    now,
    overdue: config().careRequests.overdue,
    then: async (trx, stored) => {
      for (const mail of newRequestMail(stored)) await enqueueMail(mail, { now, trx });
    },
  });
}

/** "2 business hours" or "90 business minutes": the overdue rule's length as the digest says it. */
function businessTime(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} business hour${minutes === 60 ? "" : "s"}`;
  return `${minutes} business minutes`;
}

/**
 * The overdue digest (every minute, decision 0613): the urgent requests that
 * became overdue since the last look, in one email to each coordinator, by
 * reference and link only. Each request is in one digest: its history says
 * so, written in the transaction that queues the emails.
 */
export async function remindOverdueCareRequests(now: Date = clock()): Promise<string | void> {
  const recipients = await coordinatorEmails();
  // Nobody to tell yet: the requests wait for the first coordinator.
  if (!recipients.length) return;
  const told = await tellOverdueCareRequests(now, async (trx, requests) => {
    const one = requests.length === 1;
    const subject = `Overdue: ${requests.length} urgent care request${one ? "" : "s"} still New`;
    const line = (request: (typeof requests)[number]) => {
      const region = regionOf(request.region).name;
      return `- ${request.reference}${region ? ` (${region})` : ""}: ${adminLink(request.id)}`;
    };
    const text = [
      `${subject} ${businessTime(config().careRequests.overdue.minutes)} after arriving: nobody has marked ${one ? "it" : "them"} contacted.`,
      "",
      ...requests.map(line),
      "",
      "Open each in the back office (sign in first).",
      "",
      "For privacy, this email carries no detail of the requests.",
    ].join("\n");
    // The same requests are never in two digests (their history marks them); the key holds it if a run is repeated.
    const batch = createHash("sha256").update(requests.map((request) => request.id).join(",")).digest("hex").slice(0, 16);
    for (const to of recipients) {
      await enqueueMail({ to, subject, text, kind: "care-request-overdue", dedupeKey: `care-request-overdue:${batch}:${to}` }, { now, trx });
    }
    return `In the overdue digest emailed to ${recipients.length} coordinator${recipients.length === 1 ? "" : "s"}`;
  });
  if (told.length) return `care requests overdue: ${told.length} in a digest to ${recipients.length} coordinator${recipients.length === 1 ? "" : "s"}`;
}

/** A request's emails leave the outbox with it (retention). */
export async function deleteCareMail(ids: number[]): Promise<void> {
  for (const id of ids) await deleteMailFor(careMailRef(id));
}
