/**
 * Notices to a staff member about a change to how their account is
 * protected, so that a change they did not make does not go unnoticed.
 * Sent through the staff mail outbox (stored first).
 */
import { formatAgencyDateTime } from "~/lib/agency-time";
import { sendStaffMail } from "~/server/domain/staff-mail.server";

export async function sendSecurityNotice(to: string, change: { subject: string; what: string; ip: string }, now = new Date()) {
  await sendStaffMail({
    to,
    subject: change.subject,
    text: [
      `${change.what} on your Sinai Home Care staff account (${to}) on ${formatAgencyDateTime(now.toISOString())}, from IP ${change.ip || "unknown"}.`,
      "",
      "If you did this, there is nothing to do. If you did not, change your password at once, check your passkeys on Your account, and tell the owner.",
    ].join("\n"),
  });
}
