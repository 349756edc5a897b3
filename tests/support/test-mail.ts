/**
 * Reading email in tests the way a person does, and a real SMTP server
 * (smtp-server on 127.0.0.1) that receives what the product sends. Used by
 * the integration tests (in-process server) and the browser tests' mailbox
 * (messages written to disk by tests/e2e/support/start-server.mjs).
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { SMTPConnection } from "smtp-server/lib/smtp-connection.js";

// smtp-server holds every new connection 100 ms before its greeting, to catch clients that talk
// too soon; the product's client (nodemailer) waits for the greeting, so this test server greets
// at once. The product sends each message on a connection of its own: that pause was per message.
SMTPConnection.prototype.init = function (this: SMTPConnection) {
  this._setListeners(() => this.connectionReady());
};

/** Undoes quoted-printable soft line breaks and escapes (nodemailer's text parts), as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** A header's value: unfolded, MIME encoded-words (=?UTF-8?Q?...?=) decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!;
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  if (!match) return undefined;
  return match[1]!
    .replace(/\r?\n[ \t]+/g, " ")
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, encoded: string) => decodeQuotedPrintable(encoded.replace(/_/g, " ")));
}

/** The text of a single-part message, decoded by its Content-Transfer-Encoding. */
export function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(split).trim();
  const encoding = (headerOf(raw, "Content-Transfer-Encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  return encoding === "quoted-printable" ? decodeQuotedPrintable(body) : body;
}

/** Decodes one MIME body by its Content-Transfer-Encoding (base64, quoted-printable, or as is). */
function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? "").toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return kind === "quoted-printable" ? decodeQuotedPrintable(body) : body;
}

/**
 * The leaf parts of a MIME message (multipart/alternative, mixed, related:
 * nested ones opened), each with its Content-Type and decoded text. A
 * single-part message is one part.
 */
export function mimeParts(raw: string): Array<{ contentType: string; body: string }> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const contentType = headerOf(head, "Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || !boundary) {
    return [{ contentType: contentType.split(";")[0]!.trim().toLowerCase(), body: decodeBody(body, headerOf(head, "Content-Transfer-Encoding")) }];
  }
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const sections = body.split(new RegExp(`\\r?\\n?--${escaped}(?:--)?[ \\t]*\\r?\\n?`)).slice(1, -1);
  return sections.filter((section) => section.trim()).flatMap((section) => mimeParts(section));
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export function parseMail(raw: string, envelope: { from?: string; to?: string[] } = {}): ReceivedMail {
  return {
    from: envelope.from ?? "",
    to: envelope.to ?? [headerOf(raw, "To") ?? ""],
    subject: headerOf(raw, "Subject") ?? "",
    text: bodyText(raw),
    raw,
  };
}

/** A port nobody listens on (for "the mail server is down"). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 8000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface TestSmtp {
  url: string;
  inbox: ReceivedMail[];
  /** How long the server takes to accept a message (a slow mail server). */
  delayMs: number;
  /**
   * Recipients the server refuses, with its answer: 550 (permanent, "no such
   * user") or 451 (temporary, "try again later").
   */
  refuse: Map<string, { code: number; message: string }>;
  close(): Promise<void>;
}

/** Starts a real SMTP server on 127.0.0.1; every message lands in `inbox`. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const smtp: Omit<TestSmtp, "url" | "close"> = { inbox: [], delayMs: 0, refuse: new Map() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = smtp.refuse.get(address.address.toLowerCase());
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        smtp.inbox.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelope));
        setTimeout(done, smtp.delayMs);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
