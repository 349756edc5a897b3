/**
 * Outgoing email through SMTP_URL (nodemailer). Without SMTP_URL nothing is
 * sent and the caller records the message as "unsent"; a failure never
 * throws, it comes back as { status: "failed", error } so the caller can
 * store it for a later retry (npm run mail:retry, and at start).
 * Notifications are plain text: nothing a visitor typed is ever rendered as
 * HTML. Outbox messages (decision 0020) may carry an HTML part the product
 * made itself, and a Message-ID fixed when they were stored.
 */
import { randomUUID } from "node:crypto";
import type { Transporter } from "nodemailer";
import { config } from "~/server/infra/config.server";

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** "<random@host>": the same on every attempt at one message. */
  messageId?: string;
}

/**
 * `permanent`: the server refused for good (a 5xx answer such as "no such
 * user"): sending again cannot help. Anything else (a 4xx, a connection that
 * failed or timed out) may work later.
 */
export type MailOutcome = { status: "sent" } | { status: "unsent" } | { status: "failed"; error: string; permanent: boolean };

let cached: { url: string; transporter: Transporter } | undefined;

/** nodemailer, loaded at the first message sent: most server starts (and requests) send none. */
const loadNodemailer = async () => (await import("nodemailer")).default;

function transporterFor(nodemailer: Awaited<ReturnType<typeof loadNodemailer>>, url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = {
      url,
      transporter: nodemailer.createTransport({
        url,
        // A mail server that hangs must not hold a visitor's request for long.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transporter;
}

export function mailIsConfigured(): boolean {
  return Boolean(config().smtpUrl);
}

/** MAIL_FROM, else no-reply@<SITE_URL host>. */
export function mailFrom(): string {
  const { mailFrom: configured, siteUrl } = config();
  return configured ?? `no-reply@${new URL(siteUrl).hostname}`;
}

/** Subjects are one line: control characters (newlines included) become spaces. */
function oneLine(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, max);
}

/** An error's text as it may be logged: a mail server often repeats the recipient's address in it. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "…");
}

export async function sendMail(mail: OutgoingMail): Promise<MailOutcome> {
  const url = config().smtpUrl;
  if (!url) return { status: "unsent" };
  // Fixed here when the caller has none, so a failure can be logged by its id (never by its recipient).
  const messageId = mail.messageId ?? `<${randomUUID()}@${new URL(config().siteUrl).hostname}>`;
  const nodemailer = await loadNodemailer();
  try {
    await transporterFor(nodemailer, url).sendMail({
      from: mailFrom(),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId,
    });
    return { status: "sent" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const responseCode = (error as { responseCode?: unknown }).responseCode;
    console.error(`mail ${messageId} failed: ${withoutAddresses(message)}`);
    return { status: "failed", error: message.slice(0, 500), permanent: typeof responseCode === "number" && responseCode >= 500 };
  }
}

/** Closes the SMTP connection (scripts call it before exiting). */
export function closeMail(): void {
  cached?.transporter.close();
  cached = undefined;
}
