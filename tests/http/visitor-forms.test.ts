/**
 * What visitors send, without JavaScript, through the pages themselves:
 * contact, a review on its own page, /testimonials paging, a job application's
 * refused files, the newsletter sign-up and its emailed links; and the
 * Notifications region a page answers with. (The same forms with the page's
 * script, and the no-JS contact and job journeys in Chromium, are tests/e2e's.)
 */
import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/server/infra/db.server";
import { queriesIn, textOf } from "./support/dom";
import type { Form } from "./support/form";
import { visitorOfSeededSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
beforeAll(async () => {
  site = (await visitorOfSeededSite()).site;
});

const open = (path: string, visitor = new Visitor(site)) => visitor.expectPage(path);

const notifications = (page: Page) => queriesIn(page.screen.getByRole("region", { name: "Notifications" }));
const formWithButton = (page: Page, button: string) => page.formOf(page.screen.getByRole("button", { name: button }));
const valueOf = (form: Form, label: string | RegExp) => form.value(label);
/** The message shown next to a field (tied to it by aria-describedby). */
const fieldError = (form: Form, text: string) =>
  expect([...form.element.querySelectorAll("p[id$='-error']")].map((element) => textOf(element)), text).toContain(text);
/** The text, said in a status (role=status) of the page. */
const saidInStatus = (page: Page, text: string) => expect(page.screen.getAllByRole("status").map((element) => textOf(element)).join("\n")).toContain(text);
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

test("without JavaScript a notification sits in the page and has no close button that would do nothing", () => {
  const css = fs.readFileSync("app/app.css", "utf8").replace(/\s+/g, " ");
  expect(css).toContain("html:not(.js) [data-toast-region] { position: static;");
  expect(css).toContain("html:not(.js) .js-only { display: none !important; }");
});

test("the Notifications region holds a polite and an assertive live region from the start", async () => {
  const region = notifications(await open("/"));
  expect(region.getAllByRole("status")).toHaveLength(1);
  expect(region.getAllByRole("alert")).toHaveLength(1);
  expect(textOf(region.getByRole("status"))).toBe("");
  expect(textOf(region.getByRole("alert"))).toBe("");
});

test("the newsletter consent box and the review rating are marked required", async () => {
  const page = await open("/testimonials/new");
  const newsletter = queriesIn(page.document.getElementById("site-footer")!).getByRole("region", { name: "Newsletter" });
  const consent = queriesIn(newsletter).getByRole("checkbox") as HTMLInputElement;
  expect(consent.required).toBe(true);
  expect(textOf([...newsletter.querySelectorAll("label")].find((label) => textOf(label).includes("I can withdraw my consent")))).toContain("*");
  expect((formWithButton(page, "Submit Review").control("Rating") as unknown as HTMLSelectElement).required).toBe(true);
});

describe("contact", () => {
  test("the page has the details, the service-areas link, the emergency card and the brochure", async () => {
    const page = await open("/contact");
    page.screen.getByRole("heading", { name: "Contact details" });
    page.screen.getByRole("heading", { name: /24\/7 emergency support/ });
    expect(page.screen.getByRole("link", { name: "See our service areas" }).getAttribute("href")).toBe("#site-footer");
    page.screen.getByRole("heading", { name: "What to Expect" });
    for (const item of ["Response within 24 hours", "Personalized care assessment", "Detailed care plan proposal", "Transparent pricing discussion"]) page.screen.getByText(item);
    page.screen.getByText(/do not include medical details/);
    const brochure = await page.visitor.fetch(page.screen.getByRole("link", { name: /Download our brochure/ }).getAttribute("href")!);
    expect(brochure.status).toBe(200);
    expect(brochure.headers.get("content-type")).toContain("application/pdf");
  });

  test("missing fields: the spec's message in the form, focused, 'Error:' in the title, what was typed kept; then sent, the form empty", async () => {
    const page = await open("/contact");
    const failed = await formWithButton(page, "Send Message").fill("Subject", "Keep me").submit("Send Message");
    expect(failed.title).toBe("Error: Contact Us | Sinai Home Care");
    expect(failed.document.querySelectorAll("title")).toHaveLength(1);
    const form = formWithButton(failed, "Send Message");
    const alert = form.queries.getByRole("alert");
    expect(textOf(alert)).toContain("Please complete the form");
    expect(textOf(alert)).toContain("Name, email and message are required");
    // The browser's focus (and view) goes to the message: the first element marked autofocus.
    expect(failed.document.querySelector("[autofocus]")).toBe(alert);
    expect(form.control("Name").getAttribute("aria-invalid")).toBe("true");
    fieldError(form, "Please enter your name.");
    expect(valueOf(form, "Subject")).toBe("Keep me");

    const name = `Contact ${unique()}`;
    const sent = await form.fill("Name", name).fill("Email", "visitor@example.com").fill("Message", "Hello 👋 <b>not bold</b>").submit("Send Message");
    expect(textOf(notifications(sent).getByRole("status"))).toContain("Message sent");
    expect(sent.title).toBe("Contact Us | Sinai Home Care");
    const empty = formWithButton(sent, "Send Message");
    for (const label of ["Name", "Message", "Subject"]) expect(valueOf(empty, label), label).toBe("");
    const stored = await db().selectFrom("submissions").select("message").where("name", "=", name).executeTakeFirstOrThrow();
    expect(stored.message).toBe("Hello 👋 <b>not bold</b>");
  });
});

describe("reviews and testimonials", () => {
  test("'Leave a Review' is a page of its own: required fields first, then the review appears on /testimonials", async () => {
    const home = await open("/");
    const section = queriesIn(home.screen.getByRole("region", { name: "What Families Say About Us" }));
    expect(section.getAllByRole("article")).toHaveLength(4);
    const page = await home.follow(section.getByRole("link", { name: "Leave a Review" }));
    expect(page.url.pathname).toBe("/testimonials/new");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    const failed = await formWithButton(page, "Submit Review").submit("Submit Review");
    const form = formWithButton(failed, "Submit Review");
    fieldError(form, "Please enter your name.");
    fieldError(form, "Please write your review.");
    expect(textOf(form.queries.getByRole("alert"))).toContain("Please complete the form");
    expect(textOf(form.queries.getByRole("alert"))).toContain("Name and review are required");
    expect(valueOf(form, "Rating")).toBe("5");
    expect([...(form.control("Rating") as unknown as HTMLSelectElement).options].map((option) => textOf(option))).toEqual(["5 – Excellent", "4 – Very Good", "3 – Good", "2 – Fair", "1 – Poor"]);

    const name = `Reviewer ${unique()}`;
    const done = await form.fill("Your name", name).fill("Role", "Son of a client").select("Rating", "4").fill("Your review", "Caring, punctual and kind.").submit("Submit Review");
    expect(done.url.pathname).toBe("/testimonials");
    const toast = [...notifications(done).getByRole("status").querySelectorAll("[data-toast]")].find((card) => textOf(card).includes("Thank you! Your review was submitted successfully."));
    expect(toast).toBeDefined();
    expect(queriesIn(toast!).getByRole("link", { name: "View" }).getAttribute("href")).toBe("/testimonials");
    const card = done.screen.getAllByRole("article").find((article) => textOf(article).includes(name));
    expect(card).toBeDefined();
    queriesIn(card!).getByRole("img", { name: "Rated 4 out of 5" });
    expect(textOf(card)).toContain("Son of a client");
  });

  test("hidden reviews never show publicly", async () => {
    const name = `Hidden ${unique()}`;
    await db().insertInto("testimonials").values({ name, role: null, rating: 5, content: "Spam", hidden: 1, created_at: new Date(Date.now() + 60_000).toISOString() }).execute();
    expect((await open("/")).screen.queryAllByText(name)).toHaveLength(0);
    const page = await open("/testimonials");
    page.screen.getByRole("heading", { name: "All Testimonials", level: 1 });
    expect(page.screen.queryAllByText(name)).toHaveLength(0);
  });

  test("/testimonials pages through every visible testimonial, 6 at a time, with links", async () => {
    // A few more than the seeded ones, older than all of them: they end the last page.
    const pagers = [0, 1, 2].map((i) => `Pager ${i} ${unique()}`);
    for (const [i, name] of pagers.entries()) {
      await db().insertInto("testimonials").values({ name, role: null, rating: 5, content: "Paging test", hidden: 0, created_at: new Date(Date.now() - (40 + i) * 86_400_000).toISOString() }).execute();
    }
    const { count } = await db().selectFrom("testimonials").select((eb) => eb.fn.countAll<number>().as("count")).where("hidden", "=", 0).executeTakeFirstOrThrow();
    let page = await open("/testimonials");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const names = (current: Page) => current.screen.getAllByRole("article").map((article) => textOf(queriesIn(article).getAllByRole("heading")[0]));
    expect(page.screen.getAllByRole("article")).toHaveLength(6);
    const seen = names(page);
    for (let pageNumber = 2; ; pageNumber++) {
      const more = page.screen.queryByRole("link", { name: "Load more" });
      if (!more) break;
      page = await page.follow(more);
      expect(page.url.search).toBe(`?page=${pageNumber}`);
      page.screen.getByRole("link", { name: "Previous page" });
      seen.push(...names(page));
    }
    page.screen.getByText("No more testimonials");
    expect(seen).toHaveLength(Number(count));
    const positions = pagers.map((name) => seen.indexOf(name));
    expect(positions.every((position) => position >= 6)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("job application: refused files", () => {
  /** The form with the screening answered the way a person answers it. */
  async function filledJobForm(name: string, email: string): Promise<Form> {
    const form = formWithButton(await open("/job"), "Submit Application");
    return form.fill("Full name", name).fill("Email", email).check("Peel Region").check("Part-time").fill("Earliest start date", "2099-01-15").check("English");
  }

  test("a fake .pdf (text renamed) is refused next to the field, the other values kept", async () => {
    const name = `Faker ${unique()}`;
    const form = (await filledJobForm(name, "faker@example.com"))
      .select("Position applying for", "homemaker")
      .fill("Cover letter / message", "Please keep this text.")
      .attach(/Resume/, { name: "resume.pdf", type: "application/pdf", content: "just some text, not a PDF" });
    const answer = formWithButton(await form.submit("Submit Application"), "Submit Application");
    fieldError(answer, "The file's content is not a real .pdf file. Only .pdf, .doc and .docx files are accepted.");
    expect(answer.control(/Resume/).getAttribute("aria-invalid")).toBe("true");
    expect(valueOf(answer, "Full name")).toBe(name);
    expect(valueOf(answer, "Email")).toBe("faker@example.com");
    expect(valueOf(answer, "Position applying for")).toBe("homemaker");
    expect(valueOf(answer, "Cover letter / message")).toBe("Please keep this text.");
    expect(await db().selectFrom("submissions").select("id").where("name", "=", name).execute()).toEqual([]);
  });

  test("a file over 5 MB is refused next to the field; far over, the server answers 413 before reading it, with the page", async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
    Buffer.from("%PDF-1.4\n").copy(big);
    const page = await (await filledJobForm("Big File", "big@example.com")).attach(/Resume/, { name: "big.pdf", type: "application/pdf", content: big }).submit("Submit Application");
    const answer = formWithButton(page, "Submit Application");
    fieldError(answer, "The file is larger than 5 MB.");
    expect(answer.control(/Resume/).getAttribute("aria-invalid")).toBe("true");
    expect(valueOf(answer, "Full name")).toBe("Big File");
    expect(valueOf(answer, "Email")).toBe("big@example.com");
    expect(await db().selectFrom("submissions").select("id").where("name", "=", "Big File").execute()).toEqual([]);

    const huge = await (await filledJobForm("Huge File", "huge@example.com"))
      .attach(/Resume/, { name: "huge.pdf", type: "application/pdf", content: Buffer.alloc(13 * 1024 * 1024, 0x20) })
      .submit("Submit Application");
    expect(huge.status).toBe(413);
    fieldError(formWithButton(huge, "Submit Application"), "The file is larger than 5 MB.");
  });
});

describe("newsletter", () => {
  test("sign-up from the footer: consent unticked is said on /newsletter, the email kept; ticked, thanks on the page it came from; twice stores once", async () => {
    const email = `reader-${unique()}@example.com`;
    const visitor = new Visitor(site);
    const page = await open("/contact", visitor);
    const box = queriesIn(page.document.getElementById("site-footer")!).getByRole("region", { name: "Newsletter" });
    const footerForm = page.formOf(queriesIn(box).getByRole("button", { name: "Subscribe" }));
    expect((queriesIn(box).getByRole("checkbox") as HTMLInputElement).checked).toBe(false);
    queriesIn(box).getByText(/I can withdraw my consent at any time/);

    const problem = await footerForm.fill("Email address", email).submit("Subscribe");
    expect(problem.url.pathname).toBe("/newsletter");
    expect(problem.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const retry = problem.formOf(queriesIn(problem.screen.getByRole("main")).getByRole("button", { name: "Subscribe" }));
    fieldError(retry, "Please tick the box to agree to receive our newsletter.");
    expect(valueOf(retry, "Email address")).toBe(email);
    const thanked = await retry.check(/withdraw my consent/).submit("Subscribe");
    expect(thanked.url.pathname).toBe("/");
    expect(textOf(notifications(thanked).getByRole("status"))).toContain("Thank you for subscribing");

    // Twice is not an error and makes no duplicate.
    const again = thanked.formOf(queriesIn(queriesIn(thanked.document.getElementById("site-footer")!).getByRole("region", { name: "Newsletter" })).getByRole("button", { name: "Subscribe" }));
    const twice = await again.fill("Email address", email).check(/withdraw my consent/).submit("Subscribe");
    expect(textOf(notifications(twice).getByRole("status"))).toContain("Thank you for subscribing");
    const rows = await db().selectFrom("subscribers").select("consent_text").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consent_text).toContain("withdraw my consent");
  });

  test("confirm and unsubscribe: opening the emailed link changes nothing; the button does", async () => {
    const tag = unique();
    const email = `links-${tag}@example.com`;
    const now = new Date().toISOString();
    await db()
      .insertInto("subscribers")
      .values({ email, consent_text: "I agree to receive the newsletter.", consented_at: now, confirm_token: `c-${tag}`, unsubscribe_token: `u-${tag}`, created_at: now })
      .execute();
    const state = () => db().selectFrom("subscribers").select(["confirmed_at", "unsubscribed_at"]).where("email", "=", email).executeTakeFirstOrThrow();

    const confirm = await open(`/newsletter/confirm?token=c-${tag}`);
    // The address is masked on the page.
    expect(textOf(confirm.screen.getByRole("main"))).toContain("l***@example.com");
    expect((await state()).confirmed_at).toBeNull();
    const confirmed = await formWithButton(confirm, "Confirm subscription").submit("Confirm subscription");
    saidInStatus(confirmed, "Thank you! Your subscription is confirmed.");
    expect((await state()).confirmed_at).not.toBeNull();

    const unsubscribe = await open(`/newsletter/unsubscribe?token=u-${tag}`);
    expect((await state()).unsubscribed_at).toBeNull();
    const gone = await formWithButton(unsubscribe, "Unsubscribe").submit("Unsubscribe");
    saidInStatus(gone, "l***@example.com is unsubscribed.");
    expect((await state()).unsubscribed_at).not.toBeNull();
  });
});
