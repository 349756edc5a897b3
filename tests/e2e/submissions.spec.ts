/**
 * What visitors send, in the browser: contact, the review dialog,
 * /testimonials paging, job application with a real PDF, the resume's checks
 * in place, the newsletter sign-up and its links, with the page's script.
 * The contact and job application journeys run without JavaScript too
 * (NO_JS); the other no-JS paths are tests/http/visitor-forms.test.ts.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { expect, NO_JS, test } from "./support/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { withSubscriberListLock } from "./support/subscriber-list";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";
import { answerScreening } from "./support/job-form";

const port = process.env.E2E_PORT ?? "3210";
const databaseFile = path.resolve("tests/.tmp", `e2e-${port}`, "app.db");

/** The e2e server's database (WAL: safe to read and write next to the server). */
function withDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** With JavaScript, waits until the page's script has run (the forms then carry their `_js` marker). */
async function settled(page: Page, testInfo: TestInfo) {
  if (jsDisabled(testInfo)) return;
  await page.locator("input[name='_js']").first().waitFor({ state: "attached" });
}

/** The message shown next to a field (tied to it by aria-describedby). */
function fieldError(scope: Locator, text: string) {
  return scope.locator("p[id$='-error']", { hasText: text });
}

async function realPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const pageOne = doc.addPage([300, 200]);
  pageOne.drawText("Resume of an e2e applicant", { x: 20, y: 150, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

test.describe("contact form", () => {
  test("missing fields get the spec's message; a full message is sent, the form cleared, a toast shown", NO_JS, async ({ page }, testInfo) => {
    await page.goto("/contact");
    await settled(page, testInfo);
    await expectSingleH1(page);
    const form = page.locator("form[action='/contact']");
    await form.getByLabel("Subject").fill("Keep me");
    await form.getByRole("button", { name: "Send Message" }).click();

    if (jsDisabled(testInfo)) {
      await expect(form.getByRole("alert")).toContainText("Please complete the form");
      await expect(form.getByRole("alert")).toContainText("Name, email and message are required");
    } else {
      await expect(toasts(page).getByRole("alert")).toContainText("Please complete the form");
      await expect(toasts(page).getByRole("alert")).toContainText("Name, email and message are required");
    }
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue("Keep me");

    const name = `Contact ${unique()}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Message").fill("Hello 👋 <b>not bold</b>");
    if (!jsDisabled(testInfo)) {
      // Slow the answer down a little to see the pending text.
      await page.route("**/contact", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
    }
    await form.getByRole("button", { name: "Send Message" }).click();
    if (!jsDisabled(testInfo)) {
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    }
    await expect(toasts(page).getByRole("status")).toContainText("Message sent");
    await expect(page.locator("form[action='/contact']").getByLabel("Name")).toHaveValue("");
    await expect(page.locator("form[action='/contact']").getByLabel("Message")).toHaveValue("");
    await expect(page.locator("form[action='/contact']").getByLabel("Subject")).toHaveValue("");

    const stored = withDatabase((db) => db.prepare("select message from submissions where name = ?").get(name)) as { message: string };
    expect(stored.message).toBe("Hello 👋 <b>not bold</b>");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("reviews and testimonials", () => {
  // Each test goes through several steps of one page (a merged set-up).
  test.describe.configure({ timeout: 60_000 });
  test("leave a review in the dialog: required fields, a network failure shown in the form, then sent; it appears on the home page and /testimonials", async ({ page }, testInfo) => {
    const name = `Reviewer ${unique()}`;
    await page.goto("/");
    await settled(page, testInfo);
    const section = page.getByRole("region", { name: "What Families Say About Us" });
    await expect(section.getByRole("article")).toHaveCount(4);
    await section.getByRole("link", { name: "Leave a Review" }).click();

    const dialog = page.getByRole("dialog", { name: "Leave a Review" });
    const form = page.locator("form[action='/testimonials/new']");
    await expect(dialog).toBeVisible();
    // Required fields first.
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please write your review.")).toBeVisible();
    // The spec's message in the form (inside the modal dialog a toast would sit under its backdrop).
    await expect(form.getByRole("alert")).toContainText("Please complete the form");
    await expect(form.getByRole("alert")).toContainText("Name and review are required");
    await expect(toasts(page).getByRole("alert")).toBeEmpty();
    await expect(form.getByLabel("Your name")).toBeFocused();

    await expect(form.getByLabel("Rating")).toHaveValue("5");
    await expect(form.getByLabel("Rating").locator("option")).toHaveText(["5 – Excellent", "4 – Very Good", "3 – Good", "2 – Fair", "1 – Poor"]);
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Role").fill("Son of a client");
    await form.getByLabel("Rating").selectOption("4");
    await form.getByLabel("Your review").fill("Caring, punctual and kind.");

    // A network failure shows in the form; the dialog stays open, the review kept.
    await page.route("**/testimonials/new", (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Submission failed");
    await expect(dialog.getByRole("alert")).toContainText("Failed to fetch");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your review")).toHaveValue("Caring, punctual and kind.");
    await expect(toasts(page).getByRole("alert")).toBeEmpty();

    await page.unroute("**/testimonials/new");
    await form.getByRole("button", { name: "Submit Review" }).click();
    const toast = toasts(page).getByRole("status").filter({ hasText: "Thank you! Your review was submitted successfully." });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("link", { name: "View" })).toHaveAttribute("href", "/testimonials");
    await expect(dialog).toBeHidden();
    // The home list shows it at once (newest first).
    await expect(section.getByRole("article").filter({ hasText: name })).toBeVisible();
    await page.goto("/testimonials");
    await settled(page, testInfo);
    const card = page.getByRole("article").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(card).toContainText("Son of a client");
  });

  test("/testimonials: 'Load more' that fails says so; tried again, every visible testimonial loads in place, 6 at a time, focus on the first new one", async ({ page }, testInfo) => {
    // A few more than the 8 seeded, older than all of them: they end the last page.
    const pagers = [0, 1, 2].map((i) => `Pager ${i} ${unique()}`);
    withDatabase((db) => {
      const insert = db.prepare("insert into testimonials (name, role, rating, content, hidden, created_at) values (?, null, 5, 'Paging test', 0, ?)");
      pagers.forEach((name, i) => insert.run(name, new Date(Date.now() - (40 + i) * 86_400_000).toISOString()));
    });
    const visibleBefore = withDatabase((db) => (db.prepare("select count(*) as n from testimonials where hidden = 0").get() as { n: number }).n);
    await page.goto("/testimonials");
    await settled(page, testInfo);
    await expectSingleH1(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    const names = async () => cards.getByRole("heading").allTextContents();

    await page.route("**/testimonials?page=2", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(toasts(page).getByRole("alert")).toContainText("Could not load more testimonials");
    await expect(cards).toHaveCount(6);
    await page.unroute("**/testimonials?page=2");

    const seen: string[] = [];
    for (;;) {
      const more = page.getByRole("button", { name: "Load more" });
      if ((await more.count()) === 0) break;
      const before = await cards.count();
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      // Focus on the first new card; the polite status says how many came.
      await expect(page.getByRole("listitem").filter({ has: page.getByRole("article") }).nth(before)).toBeFocused();
      const added = (await cards.count()) - before;
      await expect(page.getByRole("status").filter({ hasText: "loaded." })).toContainText(
        added === 1 ? "1 more testimonial loaded." : `${added} more testimonials loaded.`,
      );
    }
    seen.push(...(await names()));
    await expect(page.getByText("No more testimonials")).toBeVisible();
    // Every visible testimonial was reached (other tests may add more meanwhile), newest first.
    expect(seen.length).toBeGreaterThanOrEqual(visibleBefore);
    const positions = pagers.map((name) => seen.indexOf(name));
    expect(positions.every((position) => position >= 6)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("job application", () => {
  // The form now asks the screening questions too: more to fill on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test("a real PDF: 'Application received', fields cleared, 'Resume uploaded' with a working signed link", NO_JS, async ({ page }, testInfo) => {
    const name = `Applicant ${unique()}`;
    await page.goto("/job?position=registered-nurse");
    await settled(page, testInfo);
    await expectSingleH1(page);
    const form = page.locator("form[action='/job']");
    await expect(form.getByLabel("Position applying for")).toHaveValue("registered-nurse");
    await expect(form.getByLabel("Cover letter / message")).toHaveAttribute("rows", "6");

    // Required fields first: 'Name and email are required'.
    await form.getByRole("button", { name: "Submit Application" }).click();
    const alert = jsDisabled(testInfo) ? form.getByRole("alert") : toasts(page).getByRole("alert");
    await expect(alert).toContainText("Submit failed");
    await expect(alert).toContainText("Name and email are required");

    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill("applicant@example.com");
    await form.getByLabel("Cover letter / message").fill("I have five years of experience.");
    await answerScreening(form);
    await form.getByLabel(/Resume/).setInputFiles({ name: "My Resume.pdf", mimeType: "application/pdf", buffer: await realPdf() });
    if (!jsDisabled(testInfo)) {
      await expect(form.getByText(/My Resume\.pdf \(\d+ KB\)/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    }
    await form.getByRole("button", { name: "Submit Application" }).click();

    const success = toasts(page).getByRole("status").filter({ hasText: "Application received" });
    await expect(success).toContainText("Thanks — we will review your application and contact you if there is a match.");
    const uploaded = page.getByRole("status").filter({ hasText: "Resume uploaded" });
    await expect(uploaded).toBeVisible();
    const open = uploaded.getByRole("link", { name: /Open/ });
    await expect(open).toHaveAttribute("target", "_blank");
    if (jsDisabled(testInfo)) {
      await expect(uploaded.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    } else {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await uploaded.getByRole("button", { name: "Copy link" }).click();
      await expect(toasts(page).getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/localhost:\d+\/resumes\/resume-/);
    }
    await expect(page.locator("form[action='/job']").getByLabel("Full name")).toHaveValue("");
    await expect(page.locator("form[action='/job']").getByLabel("Cover letter / message")).toHaveValue("");

    const href = (await open.getAttribute("href"))!;
    expect(href).toMatch(/^\/resumes\/resume-\d+-[0-9a-f]{8}\.pdf\?expires=\d+&sig=/);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toContain('attachment; filename="My Resume.pdf"');
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // Clicking 'Open' opens the file (a download) in a new tab.
    // (Chromium reports the new tab's download on this page, then closes the tab.)
    const downloaded = page.waitForEvent("download");
    await open.click();
    expect((await downloaded).suggestedFilename()).toBe("My Resume.pdf");

    const tampered = await page.request.get(href.replace(/sig=./, (m) => (m.endsWith("A") ? "sig=B" : "sig=A")));
    expect(tampered.status()).toBe(403);
    expect((await tampered.body()).includes(Buffer.from("%PDF"))).toBe(false);

    const row = withDatabase((db) => db.prepare("select subject, attachment_name from submissions where name = ?").get(name));
    expect(row).toEqual({ subject: "Registered Nurse", attachment_name: "My Resume.pdf" });
  });

  test("the resume checked in place: over 5 MB refused next to the field before it is sent; a fake .pdf refused, the values and the chosen file kept", async ({ page }, testInfo) => {
    const name = `Faker ${unique()}`;
    await page.goto("/job");
    await settled(page, testInfo);
    const form = page.locator("form[action='/job']");
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill("faker@example.com");
    await form.getByLabel("Position applying for").selectOption("homemaker");
    await form.getByLabel("Cover letter / message").fill("Please keep this text.");
    await answerScreening(form);
    const fileInput = form.getByLabel(/Resume/);

    // A PDF of 5 MB and one byte, chosen in the page as the file picker does (a change event): made there,
    // since sending its bytes from the test costs seconds.
    await fileInput.evaluate((input: HTMLInputElement) => {
      const bytes = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x20);
      bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
      const chosen = new DataTransfer();
      chosen.items.add(new File([bytes], "big.pdf", { type: "application/pdf" }));
      input.files = chosen.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    // Checked before uploading: the message shows at once, and Submit sends nothing.
    await expect(fieldError(form, "The file is larger than 5 MB.")).toBeVisible();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(fieldError(form, "The file is larger than 5 MB.")).toBeVisible();
    await expect(fileInput).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full name")).toHaveValue(name);
    expect(withDatabase((db) => db.prepare("select count(*) as n from submissions where name = ?").get(name))).toEqual({ n: 0 });

    // A text file renamed .pdf: refused by the server, shown in place.
    await fileInput.setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF") });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(fieldError(form, "The file's content is not a real .pdf file. Only .pdf, .doc and .docx files are accepted.")).toBeVisible();
    await expect(fileInput).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full name")).toHaveValue(name);
    await expect(form.getByLabel("Email")).toHaveValue("faker@example.com");
    await expect(form.getByLabel("Position applying for")).toHaveValue("homemaker");
    await expect(form.getByLabel("Cover letter / message")).toHaveValue("Please keep this text.");
    // In place, even the chosen file stays (a page load would empty the file field).
    expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("resume.pdf");
    expect(withDatabase((db) => db.prepare("select count(*) as n from submissions where name = ?").get(name))).toEqual({ n: 0 });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("newsletter email links", () => {
  test("confirm and unsubscribe: the button says 'Confirming...' while sent; opening the link changes nothing, the button does; axe on the unsubscribe page", async ({ page }) => {
    const tag = unique();
    const now = new Date().toISOString();
    withDatabase((db) =>
      db
        .prepare(
          "insert into subscribers (email, consent_text, consented_at, confirm_token, unsubscribe_token, created_at) values (?, ?, ?, ?, ?, ?)",
        )
        .run(`links-${tag}@example.com`, "I agree to receive the newsletter.", now, `c-${tag}`, `u-${tag}`, now),
    );
    /**
     * Plain POST forms: the page that comes back says what happened. With
     * JavaScript the button shows its pending text meanwhile: noted (the
     * answer slowed down) before the next page replaces this one.
     */
    const press = async (button: Locator) => {
      await page.route("**/newsletter/*", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await button.evaluate((element: HTMLButtonElement) =>
        element.form!.addEventListener("submit", () =>
          setTimeout(() => sessionStorage.setItem("pending", `${element.textContent} disabled=${element.disabled}`), 100),
        ),
      );
      await button.click();
    };
    const pendingSeen = () => page.evaluate(() => sessionStorage.getItem("pending"));
    const state = () =>
      withDatabase((db) => db.prepare("select confirmed_at, unsubscribed_at from subscribers where email = ?").get(`links-${tag}@example.com`)) as {
        confirmed_at: string | null;
        unsubscribed_at: string | null;
      };

    // Confirmed for a moment: under the lock of tests that count the confirmed subscribers.
    await withSubscriberListLock(async () => {
      await page.goto(`/newsletter/confirm?token=c-${tag}`);
      // The address is masked on the page.
      await expect(page.getByRole("main")).toContainText("l***@example.com");
      expect(state().confirmed_at).toBeNull();
      await press(page.getByRole("button", { name: "Confirm subscription" }));
      await expect(page.getByText("Thank you! Your subscription is confirmed.")).toHaveRole("status");
      expect(await pendingSeen()).toBe("Confirming... disabled=true");
      expect(state().confirmed_at).not.toBeNull();

      await page.goto(`/newsletter/unsubscribe?token=u-${tag}`);
      await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
      expect(state().unsubscribed_at).toBeNull();
      await expectNoSeriousA11yViolations(page);
      await press(page.getByRole("button", { name: "Unsubscribe" }));
      await expect(page.getByText("l***@example.com is unsubscribed.")).toHaveRole("status");
      expect(await pendingSeen()).toBe("Unsubscribing... disabled=true");
      expect(state().unsubscribed_at).not.toBeNull();
    });
  });
});

/**
 * Public pages are not hydrated (decision 0007): what app/browser adds to
 * the server's HTML for forms, toasts and paging.
 */
test.describe("the page script: failures, toasts", () => {
  test.describe.configure({ timeout: 60_000 });
  test("/contact: the server's flash toast dismissed; the footer's sign-up in place; a network failure keeps everything typed", async ({ page }, testInfo) => {
    // A sign-up sent without JavaScript (same browser context: its flash cookie) ...
    const answer = await page.request.post("/newsletter", {
      form: { email: `flash-${unique()}@example.com`, consent: "on", returnTo: "/contact" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBeGreaterThanOrEqual(300);
    // ... shows its toast on the next page, rendered by the server.
    await page.goto("/contact");
    await settled(page, testInfo);
    const flash = toasts(page).locator("[data-toast]").filter({ hasText: "Thank you for subscribing" });
    await expect(flash).toBeVisible();
    await flash.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(flash).toHaveCount(0);

    // The footer's newsletter sign-up, in place: consent unticked is an error; ticked, it thanks and stores once.
    const email = `reader-${unique()}@example.com`;
    const box = page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
    await box.getByLabel("Email address").fill(email);
    await expect(box.getByRole("checkbox")).not.toBeChecked();
    await expect(box.getByText(/I can withdraw my consent at any time/)).toBeVisible();
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(fieldError(box, "Please tick the box to agree to receive our newsletter.")).toBeVisible();
    await expect(box.getByLabel("Email address")).toHaveValue(email);
    const thanks = toasts(page).locator("[data-toast]").filter({ hasText: "Thank you for subscribing" });
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(thanks.first()).toBeVisible();
    // The answer applied: the form emptied.
    await expect(box.getByLabel("Email address")).toHaveValue("");
    // Twice is not an error and makes no duplicate.
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByLabel("Email address")).toHaveValue("");
    await expect(thanks.first()).toBeVisible();
    const rows = withDatabase((db) => db.prepare("select consent_text from subscribers where email = ?").all(email)) as { consent_text: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consent_text).toContain("withdraw my consent");

    // A network failure while sending: the error text, everything typed kept.
    const form = page.locator("form[action='/contact']");
    const typed = { Name: `Offline ${unique()}`, Email: "offline@example.com", Subject: "No network", Message: "Sent while the connection dropped." };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    await page.route("**/contact", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await form.getByRole("button", { name: "Send Message" }).click();
    const alert = toasts(page).getByRole("alert");
    await expect(alert).toContainText("Send failed");
    await expect(alert).toContainText("Failed to fetch");
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page).toHaveURL(/\/contact$/);
    // Back online, the same form goes through.
    await page.unroute("**/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).getByRole("status")).toContainText("Message sent");
    expect(withDatabase((db) => db.prepare("select count(*) as n from submissions where name = ?").get(typed.Name))).toEqual({ n: 1 });
  });

  test("a plain toast closes after 4 s unless hovered, at most three show, and 'Dismiss' closes one", async ({ page }, testInfo) => {
    // The page's timers run on a test clock: time moves when the test says, not by waiting.
    await page.clock.install();
    await page.goto("/contact");
    await settled(page, testInfo);
    // Stopped: each toast's 4 s start from the same instant, however long the sends take.
    await page.clock.pauseAt(Date.now() + 1_000);
    const send = page.locator("form[action='/contact'] button[type=submit]");
    const cards = toasts(page).locator("[data-toast]");
    // Four failed sends (the button is disabled until each answer is applied).
    for (let i = 0; i < 4; i++) {
      await send.click();
      await expect(send).toBeEnabled();
    }
    await expect(cards).toHaveCount(3);

    await cards.last().hover();
    await page.clock.runFor(3_900);
    await expect(cards).toHaveCount(3);
    await page.clock.runFor(1_100);
    await expect(cards).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_900);
    await expect(cards).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(cards).toHaveCount(0);

    await send.click();
    await expect(cards).toHaveCount(1);
    await cards.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(cards).toHaveCount(0);
  });
});
