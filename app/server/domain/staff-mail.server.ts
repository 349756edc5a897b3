/**
 * Email to staff (invitations, password resets, "your password was changed",
 * "two-factor was turned off"). Stored first, sent second, like the visitor
 * notifications: a mail server that is down delays a message, never loses
 * it (retried at start and by `npm run mail:retry`). A message carrying a
 * link is pointless after the link expires, so it is only retried until
 * then, and its text is blanked once sent: a live link must not sit in the
 * database in clear.
 */
import { db } from "~/server/infra/db.server";
import { sendMail } from "~/server/infra/mail.server";

const MAX_ATTEMPTS = 5;

export interface StaffMessage {
  to: string;
  subject: string;
  text: string;
  /** How long the message is worth sending (its link's lifetime); a notice: a day. */
  validForMs?: number;
}

async function deliver(id: number): Promise<"sent" | "unsent" | "failed"> {
  const row = await db().selectFrom("staff_mail").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.status === "sent") return "sent";
  const outcome = await sendMail({ to: row.to_address, subject: row.subject, text: row.body });
  await db()
    .updateTable("staff_mail")
    .set({
      status: outcome.status,
      attempts: row.attempts + 1,
      error: outcome.status === "failed" ? outcome.error : null,
      body: outcome.status === "sent" ? "" : row.body,
    })
    .where("id", "=", id)
    .execute();
  return outcome.status;
}

/** Stores the message, then tries to send it once; the outcome never throws. */
export async function sendStaffMail(message: StaffMessage, now = new Date()): Promise<"sent" | "unsent" | "failed"> {
  const { id } = await db()
    .insertInto("staff_mail")
    .values({
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      send_before: new Date(now.getTime() + (message.validForMs ?? 24 * 60 * 60 * 1000)).toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return deliver(id);
}

/** Sends again what failed or was left pending, while it is still worth sending. */
export async function retryStaffMail(now = new Date()): Promise<{ attempted: number; sent: number; failed: number }> {
  const summary = { attempted: 0, sent: 0, failed: 0 };
  const rows = await db()
    .selectFrom("staff_mail")
    .select("id")
    .where("status", "in", ["failed", "pending", "unsent"])
    .where("attempts", "<", MAX_ATTEMPTS)
    .where("send_before", ">", now.toISOString())
    .orderBy("id")
    .execute();
  for (const { id } of rows) {
    summary.attempted++;
    if ((await deliver(id)) === "sent") summary.sent++;
    else summary.failed++;
  }
  // Expired messages keep their row (the record that something was sent), not their link.
  await db().updateTable("staff_mail").set({ body: "" }).where("send_before", "<=", now.toISOString()).where("body", "!=", "").execute();
  return summary;
}

/** Messages stored more than `days` ago, whatever their state: like the outbox's, not an archive (decision 0211). */
export async function purgeOldStaffMail(days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  const result = await db().deleteFrom("staff_mail").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
