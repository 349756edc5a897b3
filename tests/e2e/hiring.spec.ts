/**
 * Hiring in the browser, with JavaScript on and off: HR opens a posting
 * (pay range, must-haves) at /admin/jobs; a visitor applies through
 * /careers/<slug> and gets the acknowledgement (the e2e SMTP mailbox); the
 * "Does not meet: …" flag; a stage move with its email shown before it goes;
 * a note; a bulk move sent twice giving exactly one email each; the CSV; an
 * editor and an author refused; axe on the pages. The 45-day overdue mark
 * runs on a test-mode server of its own (its clock moves).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";
import { answerScreening } from "./support/job-form";
import { allMail, waitForMail } from "./support/mailbox";
import { OwnServer } from "./support/own-server";
import { createStaff, OWNER_EMAIL, signInAs, uniqueEmail } from "./support/staff";

const PASSWORD = "hiring-e2e-password-123";
const databaseFile = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`, "app.db");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Outbox rows to an address of a kind: one per email the product decided to send. */
function outboxCount(to: string, kind: string): number {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from mail_outbox where to_address = ? and kind = ?").get(to, kind) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function signedInHr(page: Page, testInfo: TestInfo): Promise<string> {
  const email = uniqueEmail(testInfo, "hr");
  await createStaff(email, PASSWORD, "hr");
  await signInAs(page, email);
  return email;
}

/** HR creates and opens a posting; answers its id and slug. */
async function openPosting(page: Page, title: string): Promise<{ id: string; slug: string }> {
  await page.goto("/admin/jobs/new");
  await page.getByLabel("Title").fill(title);
  const employment = page.getByRole("group", { name: "Employment type" });
  await employment.getByLabel("Part-time", { exact: true }).check();
  await page.getByRole("group", { name: "Work locations" }).getByLabel("Peel Region", { exact: true }).check();
  await page.getByLabel("Lowest ($)").fill("24");
  await page.getByLabel("Highest ($)").fill("29.50");
  await page.getByLabel("Description").fill("Visit clients at home in Peel.");
  await page.getByLabel("Responsibilities").fill("Personal care\nCompanionship");
  await page.getByLabel("Requirements").fill("A PSW certificate\nA clear vulnerable sector check");
  await page.getByLabel("Experience").fill("One year in home care");
  const mustHaves = page.getByRole("group", { name: /Must-haves/ });
  await mustHaves.getByLabel("PSW certificate").check();
  await mustHaves.getByLabel("Clear vulnerable sector check").check();
  await page.getByRole("button", { name: "Save posting" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
  await expect(page.getByTestId("posting-status")).toContainText("Draft");
  await page.getByRole("button", { name: "Open posting" }).click();
  await expect(page.getByTestId("posting-status")).toContainText("Open: on the careers page.");
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const slug = new URL((await page.getByRole("link", { name: "View the posting" }).getAttribute("href"))!, "http://x").pathname.split("/").pop()!;
  return { id, slug };
}

/** A visitor's application through the form's own door (a no-JS post, as a browser without JavaScript sends it). */
async function applyByPost(page: Page, slug: string, name: string, email: string, holds: Record<string, string> = { "has-psw": "yes", "has-vsc": "yes" }) {
  const response = await page.request.post("/job", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      name,
      email,
      position: slug,
      message: "Hello",
      "region-peel-region": "yes",
      "availability-part-time": "yes",
      start_date: "2099-01-15",
      "language-english": "yes",
      ...holds,
    },
  });
  expect(response.status()).toBe(200);
}

test.describe("hiring", () => {
  test.setTimeout(180_000);

  test("HR opens a posting; a visitor applies through /careers/<slug>; the flag, a stage move with its email, a note", async ({ page, browser }, testInfo) => {
    await signedInHr(page, testInfo);
    const title = `Home Support Worker ${testInfo.project.name} ${unique()}`;
    const { slug } = await openPosting(page, title);

    // The visitor, in a browser of their own (JavaScript as the project says).
    const visitorContext = await browser.newContext({ javaScriptEnabled: !jsDisabled(testInfo) });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/careers");
    await visitor.getByRole("link", { name: title }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`/careers/${slug}$`));
    await expectSingleH1(visitor);
    await expect(visitor.getByTestId("pay-range")).toHaveText("$24–$29.50 an hour (CAD)");
    const jsonLd = await visitor.locator("script[type='application/ld+json']").allTextContents();
    expect(jsonLd.some((text) => text.includes('"JobPosting"') && text.includes('"baseSalary"') && text.includes('"directApply":true'))).toBe(true);
    await expectNoSeriousA11yViolations(visitor);
    const apply = visitor.getByRole("main").getByRole("link", { name: /^Apply/ });
    await expect(apply).toHaveAttribute("href", `/job?position=${slug}`);
    await apply.click();
    await expect(visitor).toHaveURL(new RegExp(`/job\\?position=${slug}$`));
    const form = visitor.locator("form[action='/job']");
    await expect(form.getByLabel("Position applying for")).toHaveValue(slug);
    if (!jsDisabled(testInfo)) await visitor.locator("input[name='_js']").first().waitFor({ state: "attached" });
    const name = `Applicant ${unique()}`;
    const email = `applicant-${unique()}@example.com`;
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill(email);
    // Holds the vulnerable sector check, not the PSW certificate: a must-have missed.
    await answerScreening(form, { holds: ["I can provide a clear vulnerable sector check"] });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(visitor.getByRole("status").filter({ hasText: "Application received" })).toBeVisible();
    await visitorContext.close();

    const ack = await waitForMail(email, `We received your application: ${title}`);
    // Sent to whatever address was typed: it greets without repeating the name (decision 0209).
    expect(ack.text).toMatch(/^Hello,\r?\n/);
    expect(ack.text).not.toContain(name);

    // HR finds it flagged in the list and opens it.
    await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
    const row = page.locator("li", { hasText: name });
    await expect(row).toContainText("Does not meet: PSW certificate");
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("link", { name }).click();
    await expect(page.getByTestId("unmet-flag")).toHaveText("Does not meet: PSW certificate");
    await expect(page.getByTestId("stage")).toHaveText("New");
    await expectNoSeriousA11yViolations(page);

    // A stage move: the email is shown first, then goes once confirmed.
    await page.getByLabel("Move to").selectOption("screening");
    await page.getByRole("button", { name: "Move", exact: true }).click();
    const preview = page.getByTestId("email-preview");
    await expect(preview).toContainText(`To: ${email}`);
    await expect(preview).toContainText(`Subject: Your application for ${title}`);
    expect(allMail().filter((mail) => mail.to.includes(email) && mail.subject === `Your application for ${title}`)).toHaveLength(0);
    await page.getByRole("button", { name: "Move and send" }).click();
    await expect(page.getByTestId("stage")).toHaveText("Screening");
    const moved = await waitForMail(email, `Your application for ${title}`);
    expect(moved.text).toContain(name);

    // A note, with who wrote it.
    const note = `Called back, prefers mornings ${unique()}`;
    await page.getByLabel("New note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByTestId("notes")).toContainText(note);
    await expect(page.getByTestId("notes")).toContainText(/HR|hr-/);
  });

  test("a bulk move sent twice gives each applicant exactly one email; the CSV of the filtered list", async ({ page }, testInfo) => {
    await signedInHr(page, testInfo);
    const title = `Weekend Companion ${testInfo.project.name} ${unique()}`;
    const { id, slug } = await openPosting(page, title);
    const people = [1, 2, 3].map((n) => ({ name: `Bulk ${n} ${unique()}`, email: `bulk-${n}-${unique()}@example.com` }));
    for (const person of people) await applyByPost(page, slug, person.name, person.email);

    await page.goto(`/admin/applications?posting=${id}`);
    for (const person of people) await page.getByLabel(`Select ${person.name}`).check();
    await page.getByLabel("Move to").selectOption("interview");
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move 3 applications to Interview and send this email");
    await expect(page.getByTestId("email-preview")).toContainText(`Subject: Interview for ${title}`);
    // The confirmation form, sent twice (a double click, a retry after a lost answer).
    const confirm = page.locator("form", { has: page.getByRole("button", { name: "Move and send" }) });
    const fields = await confirm.locator("input[type='hidden']").evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]));
    await page.getByRole("button", { name: "Move and send" }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    const again = new URLSearchParams(fields as [string, string][]);
    const second = await page.request.post("/admin/applications/bulk", {
      headers: { Origin: new URL(page.url()).origin, "Content-Type": "application/x-www-form-urlencoded" },
      data: again.toString(),
      maxRedirects: 0,
    });
    expect(second.status()).toBe(302);
    for (const person of people) {
      await waitForMail(person.email, `Interview for ${title}`);
      expect(outboxCount(person.email, "application-interview"), person.email).toBe(1);
    }
    for (const person of people) {
      expect(allMail().filter((mail) => mail.to.includes(person.email) && mail.subject === `Interview for ${title}`)).toHaveLength(1);
    }

    // The CSV of this posting's applications: every applicant, no resume contents.
    await page.goto(`/admin/applications?posting=${id}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, "utf8");
    for (const person of people) expect(csv).toContain(person.email);
    expect(csv.split("\n")[0]).toMatch(/name/i);
    expect(csv).not.toContain("%PDF");
  });

  test("the hiring pages at phone and desktop widths: nothing wider than the screen (screenshots)", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "one set of screenshots is enough");
    await signedInHr(page, testInfo);
    const title = `Screenshot Companion ${unique()}`;
    const { id, slug } = await openPosting(page, title);
    await applyByPost(page, slug, `Shot Applicant ${unique()}`, `shot-${unique()}@example.com`, { "has-psw": "yes" });
    await page.goto(`/admin/applications?posting=${id}`);
    const applicationPath = await page.getByRole("link", { name: /^Shot Applicant/ }).getAttribute("href");
    const pages: Array<[string, string]> = [
      ["careers", "/careers"],
      ["posting", `/careers/${slug}`],
      ["apply", `/job?position=${slug}`],
      ["admin-jobs", "/admin/jobs"],
      ["admin-posting", `/admin/jobs/${id}`],
      ["admin-applications", "/admin/applications"],
      ["admin-application", applicationPath!],
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, pathname] of pages) {
        await page.goto(pathname);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow of ${pathname} at ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
    }
  });

});

/** Whether a periodic job of a server finished its run for `period` (a Toronto date for daily jobs). */
function jobRan(databasePath: string, job: string, period: string): boolean {
  const db = new Database(databasePath, { readonly: true });
  try {
    return Boolean(db.prepare("select 1 from job_runs where name = ? and period = ?").get(job, period));
  } finally {
    db.close();
  }
}

/** "2026-11-23T09:30" in Toronto time (a datetime-local value). */
function torontoInput(date: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Toronto", dateStyle: "short", timeStyle: "short" }).format(date).replace(" ", "T");
}

test.describe("Ontario's 45 days", () => {
  test.setTimeout(180_000);

  test("an interview with no decision 45 days later is marked overdue; Not selected is deleted 12 months on by the daily job; a delete on request leaves only its number", async ({ browser }, testInfo) => {
    const port = 4000 + (Number(process.env.E2E_PORT ?? 3210) % 50) + (jsDisabled(testInfo) ? 50 : 0);
    const root = path.resolve("tests/.tmp", `e2e-hiring-clock-${port}`);
    fs.rmSync(root, { recursive: true, force: true });
    const server = new OwnServer(port, root);
    await server.start();
    try {
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: !jsDisabled(testInfo) });
      const page = await context.newPage();
      await signInAs(page, OWNER_EMAIL, root);
      const name = `Interviewed ${unique()}`;
      await applyByPost(page, "personal-support-worker", name, `interviewed-${unique()}@example.com`, { "has-psw": "yes", "has-cpr": "yes", "has-vsc": "yes" });

      await page.goto(`/admin/applications?q=${encodeURIComponent(name)}`);
      await page.getByRole("link", { name }).click();
      await expect(page.getByTestId("stage")).toHaveText("New");
      await page.getByLabel("Move to").selectOption("interview");
      await page.getByLabel("Send the stage's email (shown before it goes)").uncheck();
      await page.getByRole("button", { name: "Move", exact: true }).click();
      await expect(page.getByTestId("stage")).toHaveText("Interview");
      await page.getByLabel("Interview date and time (Toronto)").fill(torontoInput(new Date(Date.now() - 60 * 60 * 1000)));
      await page.getByRole("button", { name: "Record interview" }).click();
      await expect(page.getByText("Interview date recorded")).toBeVisible();

      await page.goto("/admin/applications?flag=overdue");
      await expect(page.getByText("No applications match.")).toBeVisible();

      // 46 days later (signed in again if the session ended meanwhile).
      server.setClock(Date.now() + 46 * 24 * 60 * 60 * 1000);
      await page.goto("/admin");
      if (new URL(page.url()).pathname !== "/admin") await signInAs(page, OWNER_EMAIL, root);
      await expect(page.getByTestId("overdue-applications")).toContainText("1 interviewed applicant is waiting for a decision");
      await page.getByTestId("overdue-applications").getByRole("link", { name: "See them" }).click();
      await expect(page).toHaveURL(/\/admin\/applications\?flag=overdue$/);
      await expect(page.locator("li", { hasText: name })).toContainText("Decision overdue (45 days after interview)");

      // The decision: Not selected. Kept 12 months after it ended, then the daily job deletes it.
      await page.locator("li", { hasText: name }).getByRole("link", { name }).click();
      await expect(page).toHaveURL(/\/admin\/applications\/\d+$/);
      // The new address comes before the new page (React Router renders it in a transition), and the
      // list has a "Move to" form too: wait for the application page itself before using its form.
      await expect(page.getByTestId("stage")).toHaveText("Interview");
      const applicationPath = new URL(page.url()).pathname;
      await page.getByLabel("Move to").selectOption("not-selected");
      await page.getByLabel("Send the stage's email (shown before it goes)").uncheck();
      await page.getByRole("button", { name: "Move", exact: true }).click();
      await expect(page.getByTestId("stage")).toHaveText("Not selected");

      // A second applicant asks in writing to be deleted: the confirmation page, then gone, and only its number in the audit log.
      const leaving = `Leaving ${unique()}`;
      await applyByPost(page, "personal-support-worker", leaving, `leaving-${unique()}@example.com`, { "has-psw": "yes" });
      await page.goto(`/admin/applications?q=${encodeURIComponent(leaving)}`);
      await page.getByRole("link", { name: leaving }).click();
      await expect(page).toHaveURL(/\/admin\/applications\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(leaving);
      const leavingId = new URL(page.url()).pathname.split("/").pop();
      await page.getByRole("link", { name: "Delete", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete the application of ${leaving}`);
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/applications$/);
      await expect(page.getByText("Application deleted, with its resume, notes and emails.")).toBeVisible();
      expect((await page.goto(`/admin/applications/${leavingId}`))?.status()).toBe(404);
      await page.goto("/admin/audit?action=application-delete");
      await expect(page.getByText(`Application #${leavingId} deleted`)).toBeVisible();
      await expect(page.getByText(leaving)).toHaveCount(0);

      // 11 months on, kept; 13 months on, deleted: each time once the daily retention job has run
      // (noon in Toronto, after its 07:00), read from the server's job_runs.
      const ended = Date.now() + 46 * 24 * 60 * 60 * 1000;
      const purgedOn = async (months: number) => {
        const at = new Date(ended + months * 30.5 * 24 * 60 * 60 * 1000);
        at.setUTCHours(17, 0, 0, 0);
        server.setClock(at.getTime());
        const torontoDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(at);
        await expect.poll(() => jobRan(path.join(root, "app.db"), "retention-purge", torontoDate), { timeout: 20_000 }).toBe(true);
        await page.goto("/admin");
        if (new URL(page.url()).pathname !== "/admin") await signInAs(page, OWNER_EMAIL, root);
        return (await page.goto(applicationPath))?.status();
      };
      expect(await purgedOn(11)).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(await purgedOn(13)).toBe(404);
      await context.close();
    } finally {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
