/**
 * Staff pages as a person without JavaScript uses them: signed in by a
 * session the test opens, or on the sign-in form; the emails staff are sent
 * (stored before they are sent: app/server/domain/staff-mail.server.ts); a
 * field's message, read as a screen reader reads it.
 */
import { expect } from "vitest";
import type { StaffRole } from "~/lib/staff-roles";
import { resetRequestsSettled } from "~/server/domain/password-reset.server";
import { db } from "~/server/infra/db.server";
import { signedInCookie } from "../../integration/admin-helpers";
import { descriptionOf, queriesIn, textOf } from "./dom";
import type { Form } from "./form";
import { appSite } from "./sites";
import { type Page, type Site, Visitor } from "./visitor";

let unique = 0;
/** An email no other test of the file uses. */
export const freshEmail = (label: string) => `${label}-${process.pid}-${++unique}@example.com`;

/** The path of the address a page ended on. */
export const pathOf = (page: Page) => new URL(page.url).pathname;

/** A visitor holding a new session of `email` (made an account of `role` with ADMIN_PASSWORD). */
export async function signedInVisitor(email: string, role: StaffRole, site?: Site): Promise<Visitor> {
  const visitor = new Visitor(site ?? (await appSite()));
  const [name, value] = (await signedInCookie(email, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return visitor;
}

/** Email and password on /admin/login, sent with "Sign in"; the page it leads to. */
export async function signInOnForm(visitor: Visitor, email: string, password: string): Promise<Page> {
  const page = await visitor.expectPage("/admin/login");
  return page.formOf(page.screen.getByRole("button", { name: "Sign in" })).fill("Email", email).fill("Password", password).submit("Sign in");
}

/** The Logout button of the admin's banner, pressed. */
export function signOut(page: Page): Promise<Page> {
  return page.formOf(page.screen.getByRole("button", { name: "Logout" })).submit();
}

/** What the Notifications region says. */
export function toastText(page: Page): string {
  return textOf(page.screen.getByRole("region", { name: "Notifications" }));
}

/** The form that holds the button named `button`, in the page or in `within` (a section of it). */
export function formWith(page: Page, button: string | RegExp, within?: Element): Form {
  return page.formOf((within ? queriesIn(within) : page.screen).getByRole("button", { name: button }));
}

/** The field labelled `label` is marked invalid and its description (aria-describedby) says `message`. */
export function expectFieldMessage(form: Form, label: string, message: string | RegExp) {
  const field = form.control(label);
  expect(field.getAttribute("aria-invalid"), label).toBe("true");
  expect(descriptionOf(field), label).toMatch(message);
}

/** The text of the newest email to `to` whose subject contains `subject`, once the reset requests started so far are done. */
export async function mailTo(to: string, subject: string): Promise<string> {
  await resetRequestsSettled();
  const mail = await db()
    .selectFrom("staff_mail")
    .select("body")
    .where("to_address", "=", to)
    .where("subject", "like", `%${subject}%`)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!mail) throw new Error(`no email to ${to} about "${subject}"`);
  return mail.body;
}

/** The path of the link in `text` that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${text}`);
  return new URL(link).pathname;
}
