/**
 * Sending a post as a newsletter, end to end, with JavaScript on and off and
 * the e2e server's real SMTP server: three people sign up on /newsletter, two
 * confirm through the emailed link, one does not; an editor emails a
 * published post ("Email to subscribers", the preview, "Continue", the
 * confirm page "Send to 2 confirmed subscribers"); each confirmed reader gets
 * exactly one email (both parts, the CASL footer with their subscription
 * date, List-Unsubscribe, List-Unsubscribe-Post, List-Id, their own
 * Message-ID), the unconfirmed one none; the newsletter's page counts them;
 * a second "send" sends nothing new; one reader unsubscribes by a mail
 * client's one-click POST (no Origin, no cookie), the other on the link's page.
 *
 * Both projects share one server, database and mailbox: addresses, posts and
 * subjects are unique per project, and the confirmed-subscriber count is
 * taken under the subscriber-list lock (tests/e2e/support/subscriber-list.ts).
 */
import path from "node:path";
import Database from "better-sqlite3";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { formatAgencyDate } from "../../app/lib/agency-time";
import { headerOf, mimeParts, type ReceivedMail } from "../support/test-mail";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled, preferMarkdownEditor } from "./support/fixtures";
import { allMail, linkIn, mailCount, waitForMail } from "./support/mailbox";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";
import { withSubscriberListLock } from "./support/subscriber-list";

const port = process.env.E2E_PORT ?? "3210";
const baseURL = `http://localhost:${port}`;
const databaseFile = path.resolve("tests/.tmp", `e2e-${port}`, "app.db");
const PASSWORD = "newsletter-editor-passphrase";

function withDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

type SubscriberState = { consented_at: string; confirmed_at: string | null; unsubscribed_at: string | null; unsubscribe_token: string };
const subscriberRow = (email: string) =>
  withDatabase((db) => db.prepare("select consented_at, confirmed_at, unsubscribed_at, unsubscribe_token from subscribers where email = ?").get(email)) as SubscriberState;

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

/** Signs up on /newsletter (consent ticked) and waits for the thanks. */
async function signUp(page: Page, email: string) {
  await page.goto("/newsletter");
  const form = page.getByRole("main");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toasts(page).getByRole("status").last()).toContainText("Thank you for subscribing");
}

/** Opens the emailed confirmation link and presses its button. */
async function confirmByEmail(page: Page, email: string) {
  const mail = await waitForMail(email, "Please confirm your subscription");
  await page.goto(linkIn(mail, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByText("Thank you! Your subscription is confirmed.")).toBeVisible();
}

/** The newsletter copies (by subject) each address received. */
const copiesOf = (subject: string) => allMail().filter((mail) => mail.subject === subject);
const copiesTo = (subject: string, email: string) => copiesOf(subject).filter((mail) => mail.to.some((to) => to.includes(email)));

function partsOf(mail: ReceivedMail) {
  const parts = mimeParts(mail.raw);
  const text = parts.find((part) => part.contentType === "text/plain")?.body;
  const html = parts.find((part) => part.contentType === "text/html")?.body;
  expect(text, "a text/plain part").toBeTruthy();
  expect(html, "a text/html part").toBeTruthy();
  return { text: text!.replace(/\r\n/g, "\n"), html: html! };
}

test("an editor emails a post to the confirmed subscribers: one copy each, with the CASL footer and one-click unsubscribe", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The two projects take turns under the subscriber-list lock.
  test.setTimeout(360_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const readers = [uniqueEmail(testInfo, "nl-ada"), uniqueEmail(testInfo, "nl-bob")];
  const unconfirmed = uniqueEmail(testInfo, "nl-pending");
  const editor = uniqueEmail(testInfo, "nl-editor");
  const title = `Staying warm this winter ${tag}`;
  const subject = `Winter news ${tag}`;
  await createStaff(editor, PASSWORD, "editor");

  // The editor's post, published (through the New Post form).
  const staffContext = await browser.newContext({ javaScriptEnabled: !jsDisabled(testInfo) });
  // The post is typed as Markdown into the textarea: the visual editor has its own spec.
  await preferMarkdownEditor(staffContext);
  const staff = await staffContext.newPage();
  await signInAs(staff, editor);
  await staff.goto("/admin/new");
  await staff.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await staff.getByLabel("Summary").fill("Simple ways to keep warm at home.");
  await staff.getByLabel("Content").fill(
    "## Layers\n\nWear layers indoors:\n\n- wool socks\n- a warm hat\n\n![Signs that help at home](/images/blog/signs-help-at-home.svg)\n\nAsk about [our services](/services).",
  );
  await staff.getByLabel("Published").check();
  await staff.getByRole("button", { name: "Create" }).click();
  await expect(toasts(staff).getByText("Post created")).toBeVisible();

  // Signed up, not yet confirmed: nobody's count changes yet.
  for (const email of [...readers, unconfirmed]) await signUp(page, email);

  await withSubscriberListLock(async () => {
    try {
      await sendAndUnsubscribe();
    } finally {
      // Failed half-way: this test's readers leave the list, so the other project's count holds.
      for (const email of readers) {
        const row = withDatabase((db) => db.prepare("select unsubscribe_token from subscribers where email = ? and unsubscribed_at is null").get(email)) as
          | { unsubscribe_token: string }
          | undefined;
        if (row) await request.post(`/newsletter/unsubscribe/${encodeURIComponent(row.unsubscribe_token)}/one-click`, { form: { "List-Unsubscribe": "One-Click" } });
      }
    }
  });

  async function sendAndUnsubscribe() {
    for (const email of readers) await confirmByEmail(page, email);
    expect(subscriberRow(unconfirmed).confirmed_at).toBeNull();

    // Email to subscribers: the subject, an introduction, the preview.
    await staff.goto("/admin");
    await staff.getByRole("link", { name: `Edit ${title}` }).click();
    await staff.getByRole("link", { name: "Email to subscribers" }).click();
    await expect(staff).toHaveURL(/\/admin\/edit\/\d+\/email$/);
    await expect(staff.getByRole("main")).toContainText("the 2 confirmed subscribers");
    await staff.getByLabel("Subject").fill(subject);
    await staff.getByLabel("Introduction").fill("Dear families, a few tips for the cold weeks.");
    await staff.getByRole("button", { name: "Update the preview" }).click();
    // The email in a sandboxed frame: shown under the page's CSP, its images loaded, its h1 not the page's.
    const preview = staff.frameLocator('[data-testid="newsletter-preview"]');
    await expect(preview.locator("body")).toContainText("Dear families, a few tips for the cold weeks.");
    await expect(preview.getByRole("heading", { name: "Layers" })).toBeVisible();
    await expect(preview.locator("body")).toContainText("You receive this email because you subscribed");
    const image = preview.getByRole("img", { name: "Signs that help at home" });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectSingleH1(staff);
    await expectNoSeriousA11yViolations(staff);

    // Continue: the confirm page.
    await staff.getByRole("button", { name: "Continue" }).click();
    await expect(staff).toHaveURL(/\/admin\/newsletters\/\d+$/);
    const newsletterPath = new URL(staff.url()).pathname;
    const send = staff.getByRole("button", { name: "Send to 2 confirmed subscribers" });
    await expect(send).toBeVisible();
    await expectSingleH1(staff);
    await expectNoSeriousA11yViolations(staff);
    const before = mailCount();
    const started = Date.now();
    await send.click();
    await expect(toasts(staff).getByText("Queued for 2 confirmed subscribers.")).toBeVisible();

    // Exactly one copy each to the confirmed readers.
    for (const email of readers) await waitForMail(email, subject, { after: before });
    console.info(`[newsletter e2e ${testInfo.project.name}] 2 recipients, ${copiesOf(subject).length} copies in ${Date.now() - started} ms`);
    // The page's numbers: with JavaScript they move by themselves; without, a reload shows them.
    if (jsDisabled(testInfo)) await staff.reload();
    await expect(staff.getByTestId("count-sent")).toHaveText("2", { timeout: 15_000 });
    await expect(staff.getByTestId("count-recipients")).toHaveText("2");
    await expect(staff.getByTestId("count-failed")).toHaveText("0");
    await expect(staff.getByTestId("count-queued")).toHaveText("0");
    await expect(staff.getByText("Sent", { exact: true }).first()).toBeVisible();
    await expect(staff.getByRole("button", { name: /Send to/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(staff);

    // A second "send" of the same newsletter (a replayed form post): nothing new.
    const again = await staff.request.post(newsletterPath, { form: { intent: "send" }, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    await staff.goto(again.headers().location!);
    await expect(toasts(staff)).toContainText("This newsletter was already sent: nothing more was sent.");
    // No waiting for a stray copy: a copy leaves only from an outbox row still pending or sending.
    // The replay stored no row, both rows are sent, and no row with this subject waits to go.
    const newsletterId = Number(newsletterPath.split("/").at(-1));
    const rows = withDatabase((db) =>
      db.prepare("select to_address, status from mail_outbox where ref_type = 'newsletter' and ref_id = ?").all(newsletterId),
    ) as { status: string }[];
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    const waiting = withDatabase((db) => db.prepare("select count(*) as n from mail_outbox where subject = ? and status in ('pending', 'sending')").get(subject)) as {
      n: number;
    };
    expect(waiting.n).toBe(0);
    for (const email of readers) expect(copiesTo(subject, email), email).toHaveLength(1);
    expect(copiesTo(subject, unconfirmed)).toHaveLength(0);
    expect(copiesOf(subject)).toHaveLength(2);

    // The email itself: both parts, the footer, the headers.
    const messageIds = new Set<string>();
    for (const email of readers) {
      const [mail] = copiesTo(subject, email);
      const row = subscriberRow(email);
      const { text, html } = partsOf(mail!);
      const unsubscribe = `${baseURL}/newsletter/unsubscribe/${encodeURIComponent(row.unsubscribe_token)}`;
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
      expect(text).toContain(`our services (${baseURL}/services)`);
      expect(text).toContain(`Read it on our website: ${baseURL}/blog/`);
      expect(html).toMatch(/<h2[^>]*>Layers<\/h2>/);
      expect(html).toMatch(/<li[^>]*>wool socks<\/li>/);
      expect(html).toContain(`href="${baseURL}/services"`);
      expect(html).not.toMatch(/<script|@import|fonts\.googleapis/i);
      expect(headerOf(mail!.raw, "List-Unsubscribe")).toBe(`<${unsubscribe}/one-click>, <mailto:care@example.com?subject=Unsubscribe>`);
      expect(headerOf(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(headerOf(mail!.raw, "List-Id")).toBe("Sinai Home Care newsletter <newsletter.localhost>");
      const messageId = headerOf(mail!.raw, "Message-ID");
      expect(messageId).toMatch(/^<[^@\s]+@[^>\s]+>$/);
      messageIds.add(messageId!);
      if (email === readers[0]) console.info(`[newsletter e2e ${testInfo.project.name}] email size ${Buffer.byteLength(mail!.raw)} bytes (text ${text.length}, html ${html.length} characters)`);
    }
    expect(messageIds.size).toBe(2);

    // One-click: a mail provider's POST to the List-Unsubscribe address, no Origin, no cookie.
    const [adaMail] = copiesTo(subject, readers[0]!);
    const oneClick = /<(https?:[^>]+\/one-click)>/.exec(headerOf(adaMail!.raw, "List-Unsubscribe")!)![1]!;
    const answer = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("text/plain");
    expect((await answer.text()).trim()).toBe("Unsubscribed.");
    expect(subscriberRow(readers[0]!).unsubscribed_at).not.toBeNull();

    // The link in the email: a page with one button; opening it changes nothing.
    const [bobMail] = copiesTo(subject, readers[1]!);
    await page.goto(linkIn({ ...bobMail!, text: partsOf(bobMail!).text }, "/newsletter/unsubscribe/"));
    await expectSingleH1(page);
    // The address is masked on the page (a forwarded email's link shows no one's address).
    const masked = `${readers[1]!.slice(0, 1)}***@example.com`;
    await expect(page.getByRole("main")).toContainText(`Stop sending the newsletter to ${masked}?`);
    expect(subscriberRow(readers[1]!).unsubscribed_at).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText(`${masked} is unsubscribed.`)).toBeVisible();
    expect(subscriberRow(readers[1]!).unsubscribed_at).not.toBeNull();
  }

  // The newsletter's page counts who left since; the list shows it sent.
  await staff.reload();
  await expect(staff.getByTestId("count-unsubscribed")).toHaveText("2");
  await staff.goto("/admin/newsletters");
  const row = staff.getByRole("row", { name: new RegExp(subject) });
  await expect(row).toContainText("2 of 2");
  await expect(row).toContainText("Sent");
  await staffContext.close();
});
