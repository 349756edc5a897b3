/**
 * "Forgot your password?": the request side. The page answers the same
 * words, at once, whatever the email: the lookup, the new link and the email
 * happen after the answer (off the response path), so neither the answer nor
 * its timing tells whether an address belongs to staff.
 *
 * Limits: the page's IP limit (rate-limit.server.ts, "forgot-password");
 * here, per email address, at most RESET_MAILS_PER_HOUR links an hour,
 * always on and silent (the answer stays the same), so nobody can flood a
 * staff member's inbox. A deactivated account gets no link.
 */
import { recordAudit } from "~/server/domain/audit.server";
import { createResetToken, sendResetMail } from "~/server/domain/staff.server";
import { normaliseEmail } from "~/server/domain/users.server";
import { createRateLimiter } from "~/server/infra/rate-limit.server";

export const RESET_MAILS_PER_HOUR = 3;
export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we sent a link to reset the password. It works for 1 hour.";

const perEmail = createRateLimiter("reset-email", { points: RESET_MAILS_PER_HOUR, durationSeconds: 60 * 60 });
const running = new Set<Promise<void>>();

async function sendResetLink(email: string, ip: string): Promise<void> {
  const address = normaliseEmail(email);
  if (!(await perEmail.hit(address)).ok) return;
  const reset = await createResetToken(address);
  if (!reset) return;
  await recordAudit({ action: "password-reset", actor: null, email: reset.user.email, target: { type: "user", id: reset.user.id }, detail: "reset link emailed", ip });
  await sendResetMail(reset.user.email, reset.token);
}

/** Starts the work after the current answer; never throws (a failure is logged). */
export function requestPasswordReset(email: string, ip: string): void {
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendResetLink(email, ip))
    .catch((error: unknown) => console.error("password reset request failed", error));
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** Resolves when every reset request started so far is done (tests; graceful shutdown). */
export async function resetRequestsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
