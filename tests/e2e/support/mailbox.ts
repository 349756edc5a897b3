/**
 * The messages the test SMTP server received (tests/e2e/support/start-server.mjs
 * writes each to tests/.tmp/e2e-<port>/mail/NNNNN.eml), read the way a person
 * reads their email: by recipient and subject, with the links in the text.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { parseMail, type ReceivedMail } from "../../support/test-mail";

const port = process.env.E2E_PORT ?? "3210";
const mailDir = path.resolve("tests/.tmp", `e2e-${port}`, "mail");

/** Each message parsed once: a file never changes after it is renamed into place. */
const parsed = new Map<string, ReceivedMail>();

export function allMail(): ReceivedMail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      let mail = parsed.get(name);
      if (!mail) {
        mail = parseMail(fs.readFileSync(path.join(mailDir, name), "utf8"));
        parsed.set(name, mail);
      }
      return mail;
    });
}

/** Waits for the newest message to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string, { after = 0 }: { after?: number } = {}): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .slice(after)
          .filter((mail) => mail.to.some((address) => address.toLowerCase().includes(to.toLowerCase())) && mail.subject.includes(subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `an email to ${to} about "${subject}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** How many messages have arrived so far (to wait only for newer ones). */
export function mailCount(): number {
  return allMail().length;
}

/** The first link in the text that starts with `prefix` (e.g. "http://localhost:3210/admin/invite/"). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  return link;
}
