/**
 * Sending a post as a newsletter without JavaScript, end to end through the
 * pages and a real SMTP server: three people sign up on /newsletter, two
 * confirm through the emailed link; an editor publishes a post and emails it
 * (preview, Continue, "Send to 2 confirmed subscribers"); each confirmed
 * reader gets exactly one copy (both parts, the CASL footer with their
 * subscription date, List-Unsubscribe, List-Unsubscribe-Post, List-Id, their
 * own Message-ID), the unconfirmed one none, a replayed send nothing more;
 * one reader leaves by a mail client's one-click POST, the other on the
 * link's page; the newsletter's page counts them. (The preview frame, the
 * counts moving by themselves and axe are tests/e2e/newsletter.spec.ts's.)
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatAgencyDate } from "~/lib/agency-time";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { signedInCookie } from "../integration/admin-helpers";
import { headerOf, mimeParts, type ReceivedMail, startTestSmtp, type TestSmtp, waitFor } from "../support/test-mail";
import { parseHtml, queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let smtp: TestSmtp;
beforeAll(async () => {
  site = await appSite();
  smtp = await startTestSmtp();
  config().smtpUrl = smtp.url;
  config().newsletterRatePerMinute = 1000;
});
afterAll(async () => {
  closeMail();
  await smtp.close();
});

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const mainText = (page: Page) => textOf(page.screen.getByRole("main"));
const subscriberRow = (email: string) =>
  db().selectFrom("subscribers").select(["consented_at", "confirmed_at", "unsubscribed_at", "unsubscribe_token"]).where("email", "=", email).executeTakeFirstOrThrow();

/** What the job loop does, until nothing is due. */
async function deliverAll() {
  for (let round = 0; round < 20; round++) {
    const report = await deliverDueMail(new Date(), 50);
    if (report.sent + report.failed + report.retrying === 0) return;
  }
}

const copiesOf = (subject: string) => smtp.inbox.filter((mail) => mail.subject === subject);
const copiesTo = (subject: string, email: string) => copiesOf(subject).filter((mail) => mail.to.includes(email));
/** The first link in an email's text whose path starts with `prefix`. */
const linkIn = (text: string, prefix: string) => text.match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname.startsWith(prefix))!;

function partsOf(mail: ReceivedMail) {
  const parts = mimeParts(mail.raw);
  const text = parts.find((part) => part.contentType === "text/plain")?.body;
  const html = parts.find((part) => part.contentType === "text/html")?.body;
  expect(text, "a text/plain part").toBeTruthy();
  expect(html, "a text/html part").toBeTruthy();
  return { text: text!.replace(/\r\n/g, "\n"), html: html! };
}

test("an editor emails a post to the confirmed subscribers: one copy each, with the CASL footer and one-click unsubscribe", async () => {
  const siteUrl = config().siteUrl;
  const readers = ["ada-nl@example.com", "bob-nl@example.com"];
  const unconfirmed = "pending-nl@example.com";
  const title = "Staying warm this winter";
  const subject = "Winter news";

  // Signed up on /newsletter; two confirm through the emailed link.
  for (const email of [...readers, unconfirmed]) {
    const page = await new Visitor(site).expectPage("/newsletter");
    const form = page.formOf(queriesIn(page.screen.getByRole("main")).getByRole("button", { name: "Subscribe" }));
    const thanked = await form.fill("Email address", email).check(/withdraw my consent/).submit("Subscribe");
    expect(toastText(thanked)).toContain("Thank you for subscribing");
  }
  for (const email of readers) {
    // Sent once the sign-up is stored, after the answer.
    const mail = await waitFor(() => smtp.inbox.find((received) => received.to.includes(email) && received.subject.includes("Please confirm your subscription")));
    const page = await new Visitor(site).expectPage(linkIn(mail.text, "/newsletter/confirm"));
    const confirmed = await formWithButton(page, "Confirm subscription").submit("Confirm subscription");
    confirmed.screen.getByText("Thank you! Your subscription is confirmed.");
  }
  expect((await subscriberRow(unconfirmed)).confirmed_at).toBeNull();
  // Readers who subscribed on other days than today, and than each other: each copy's footer names its reader's day.
  for (const [email, day] of [[readers[0]!, "2026-09-14T15:00:00.000Z"], [readers[1]!, "2026-10-20T15:00:00.000Z"]] as const) {
    await db().updateTable("subscribers").set({ consented_at: day }).where("email", "=", email).execute();
  }

  // The editor's post, published through the New Post form.
  const editor = new Visitor(site);
  const [name, value] = (await signedInCookie("nl-editor@example.com", "editor")).split(/=(.*)/s);
  editor.setCookie(name!, value!);
  const created = await formWithButton(await editor.expectPage("/admin/new"), "Create")
    .fill("Title", title)
    .fill("Summary", "Simple ways to keep warm at home.")
    .fill("Content", "## Layers\n\nWear layers indoors:\n\n- wool socks\n- a warm hat\n\n![Signs that help at home](/images/blog/signs-help-at-home.svg)\n\nAsk about [our services](/services).")
    .check("Published")
    .submit("Create");
  expect(toastText(created)).toContain("Post created");

  // Email to subscribers: the subject, an introduction, the preview.
  const edit = await created.follow(created.screen.getByRole("link", { name: `Edit ${title}` }));
  const emailPage = await edit.follow(edit.screen.getByRole("link", { name: "Email to subscribers" }));
  expect(emailPage.url.pathname).toMatch(/^\/admin\/edit\/\d+\/email$/);
  expect(mainText(emailPage)).toContain("the 2 confirmed subscribers");
  const previewed = await formWithButton(emailPage, "Update the preview")
    .fill("Subject", subject)
    .fill("Introduction", "Dear families, a few tips for the cold weeks.")
    .submit("Update the preview");
  const frame = parseHtml(previewed.screen.getByTestId("newsletter-preview").getAttribute("srcdoc")!);
  expect(textOf(frame.body)).toContain("Dear families, a few tips for the cold weeks.");
  queriesIn(frame.body).getByRole("heading", { name: "Layers" });
  expect(textOf(frame.body)).toContain("You receive this email because you subscribed");
  expect(previewed.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

  // Continue: the confirm page, then Send.
  const confirmPage = await formWithButton(previewed, "Continue").submit("Continue");
  expect(confirmPage.url.pathname).toMatch(/^\/admin\/newsletters\/\d+$/);
  const sendForm = formWithButton(confirmPage, "Send to 2 confirmed subscribers");
  const sent = await sendForm.submit("Send to 2 confirmed subscribers");
  expect(toastText(sent)).toContain("Queued for 2 confirmed subscribers.");
  await deliverAll();
  const done = await editor.expectPage(confirmPage.url.pathname);
  for (const [testId, count] of [["count-sent", "2"], ["count-recipients", "2"], ["count-failed", "0"], ["count-queued", "0"]]) {
    expect(textOf(done.screen.getByTestId(testId!)), testId).toBe(count);
  }
  expect(textOf(done.screen.getByTestId("newsletter-status"))).toBe("Sent");
  expect(done.screen.queryByRole("button", { name: /Send to/ })).toBeNull();

  // The same send again (a replayed form post): nothing new.
  const replayed = await sendForm.submit("Send to 2 confirmed subscribers");
  expect(toastText(replayed)).toContain("This newsletter was already sent: nothing more was sent.");
  await deliverAll();
  const newsletterId = Number(confirmPage.url.pathname.split("/").at(-1));
  const rows = await db().selectFrom("mail_outbox").select("status").where("ref_type", "=", "newsletter").where("ref_id", "=", newsletterId).execute();
  expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
  for (const email of readers) expect(copiesTo(subject, email), email).toHaveLength(1);
  expect(copiesTo(subject, unconfirmed)).toHaveLength(0);
  expect(copiesOf(subject)).toHaveLength(2);

  // The email itself: both parts, the footer, the headers.
  const messageIds = new Set<string>();
  for (const email of readers) {
    const [mail] = copiesTo(subject, email);
    const row = await subscriberRow(email);
    const { text, html } = partsOf(mail!);
    const unsubscribe = `${siteUrl}/newsletter/unsubscribe/${encodeURIComponent(row.unsubscribe_token)}`;
    const footer = `You receive this email because you subscribed to the Sinai Home Care newsletter on ${formatAgencyDate(row.consented_at)}.`;
    for (const part of [text, html]) {
      expect(part).toContain(title);
      expect(part).toContain("Dear families, a few tips for the cold weeks.");
      expect(part).toContain(footer);
      expect(part).toContain(unsubscribe);
      expect(part).toContain("Sinai Home Care Services Inc.");
      expect(part).toContain("100 Example Road, Suite 200, Woodbridge, ON L4L 0A1, Canada");
      expect(part).toContain("care@example.com");
    }
    expect(text).toMatch(/Layers\n-+\n/);
    expect(text).toContain("- wool socks");
    expect(text).toContain(`our services (${siteUrl}/services)`);
    expect(text).toContain(`Read it on our website: ${siteUrl}/blog/`);
    expect(html).toMatch(/<h2[^>]*>Layers<\/h2>/);
    expect(html).toMatch(/<li[^>]*>wool socks<\/li>/);
    expect(html).toContain(`href="${siteUrl}/services"`);
    expect(html).not.toMatch(/<script|@import|fonts\.googleapis/i);
    expect(headerOf(mail!.raw, "List-Unsubscribe")).toBe(`<${unsubscribe}/one-click>, <mailto:care@example.com?subject=Unsubscribe>`);
    expect(headerOf(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(mail!.raw, "List-Id")).toBe(`Sinai Home Care newsletter <newsletter.${new URL(siteUrl).hostname}>`);
    const messageId = headerOf(mail!.raw, "Message-ID");
    expect(messageId).toMatch(/^<[^@\s]+@[^>\s]+>$/);
    messageIds.add(messageId!);
  }
  expect(messageIds.size).toBe(2);

  // One-click: a mail provider's POST to the List-Unsubscribe address, no Origin, no cookie.
  const [adaMail] = copiesTo(subject, readers[0]!);
  const oneClick = /<(https?:[^>]+\/one-click)>/.exec(headerOf(adaMail!.raw, "List-Unsubscribe")!)![1]!;
  const answer = await site.send(
    new Request(oneClick, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toContain("text/plain");
  expect((await answer.text()).trim()).toBe("Unsubscribed.");
  expect((await subscriberRow(readers[0]!)).unsubscribed_at).not.toBeNull();

  // The link in the email: a page with one button; opening it changes nothing.
  const [bobMail] = copiesTo(subject, readers[1]!);
  const leave = await new Visitor(site).expectPage(linkIn(partsOf(bobMail!).text, "/newsletter/unsubscribe/"));
  expect(leave.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  // The address is masked on the page (a forwarded email's link shows no one's address).
  expect(mainText(leave)).toContain("Stop sending the newsletter to b***@example.com?");
  expect((await subscriberRow(readers[1]!)).unsubscribed_at).toBeNull();
  const left = await formWithButton(leave, "Unsubscribe").submit("Unsubscribe");
  expect(left.screen.getAllByRole("status").map((status) => textOf(status)).join("\n")).toContain("b***@example.com is unsubscribed.");
  expect((await subscriberRow(readers[1]!)).unsubscribed_at).not.toBeNull();

  // The newsletter's page counts who left since; the list shows it sent.
  expect(textOf((await editor.expectPage(confirmPage.url.pathname)).screen.getByTestId("count-unsubscribed"))).toBe("2");
  const list = await editor.expectPage("/admin/newsletters");
  const listed = list.screen.getAllByRole("row").find((tableRow) => textOf(tableRow).includes(subject));
  expect(textOf(listed)).toContain("2 of 2");
  expect(textOf(listed)).toContain("Sent");
});
