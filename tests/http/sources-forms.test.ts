/**
 * Every enquiry's source (decision 0901), sent without JavaScript through
 * the pages: the form page (from the Referer), the campaign values and the
 * partner code of the page's address (hidden fields), the edition's
 * language and "How did you hear about us?"; staff read it on the record
 * and filter the lists by it; deleting a record deletes its source. (The
 * rules themselves: tests/unit/enquiry-sources.test.ts.)
 */
import { beforeAll, expect, test } from "vitest";
import { db } from "~/server/infra/db.server";
import { signedInCookie } from "../integration/admin-helpers";
import { queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let owner: Visitor;
beforeAll(async () => {
  site = (await visitorOfSeededSite()).site;
  owner = new Visitor(site);
  const [name, value] = (await signedInCookie(`owner-${unique()}@example.com`, "owner")).split(/=(.*)/s);
  owner.setCookie(name!, value!);
});

let counter = 0;
function unique() {
  return `${Date.now().toString(36)}${(counter += 1)}`;
}
const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const sourceRow = (key: "care_request_id" | "submission_id" | "testimonial_id" | "subscriber_id", id: number) =>
  db().selectFrom("enquiry_sources").selectAll().where(key, "=", id).executeTakeFirst();
/** The "Source" block's text (one per record on the page, or `within` the record's element). */
const sourceText = (within: HTMLElement) => textOf(queriesIn(within).getByRole("region", { name: "Source" }));

test("a care request from a campaign link with a partner code keeps its source and 'how did you hear'; the queue filters by them; its page shows them", async () => {
  const page = await new Visitor(site).expectPage("/request-care?utm_source=newsletter&utm_medium=email&utm_campaign=spring&partner=Sunnybrook");
  const name = `Source ${unique()}`;
  const received = await formWithButton(page, "Send my request")
    .check("My parent")
    .fill("Postal code where care is needed", "L5B 1M2")
    .check(/SinaiCare home care/)
    .check("Within two weeks")
    .check("A few hours a week")
    .check("Private pay")
    .fill("Your name", name)
    .fill("Email address", `${unique()}@example.com`)
    .check("English")
    .select(/How did you hear about us/, "A health professional or hospital")
    .fill(/Anything to add/, "Dr. Lee at the clinic")
    .check(/I agree that Sinai Home Care may contact me/)
    .submit("Send my request");
  const reference = textOf(received.screen.getByTestId("care-reference").querySelector("strong"));
  const id = Number(reference.slice(2)) - 1000;
  expect(await sourceRow("care_request_id", id)).toMatchObject({
    kind: "care-request",
    channel: "partner",
    form_page: "/request-care",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    partner: "sunnybrook",
    language: "en",
    heard_about: "professional",
    heard_about_other: "Dr. Lee at the clinic",
    referrer_domain: null,
  });

  const listed = async (query: string) => Boolean((await owner.expectPage(`/admin/care-requests?q=${reference}&${query}`)).screen.queryByTestId(`care-row-${reference}`));
  expect(await listed("source=partner")).toBe(true);
  expect(await listed("source=search")).toBe(false);
  expect(await listed("heard=professional")).toBe(true);
  expect(await listed("heard=friend")).toBe(false);

  const opened = await owner.expectPage(`/admin/care-requests/${id}`);
  const block = sourceText(opened.screen.getByRole("main"));
  for (const words of ["Partner", "sunnybrook", "From page/request-care", "spring (source newsletter, medium email)", "A health professional or hospital: “Dr. Lee at the clinic”"]) {
    expect(block).toContain(words);
  }
});

test("a French contact message, a review and a footer sign-up keep their page, campaign and language; the inbox lists filter by source; a deleted subscriber's source goes with it", async () => {
  const tag = unique();
  const contactPage = await new Visitor(site).expectPage("/fr/nous-joindre?utm_campaign=automne&utm_source=affiche");
  // Refused first (no message): the page rendered for the POST has no query string, yet keeps the campaign values.
  const refused = await formWithButton(contactPage, "Envoyer le message").fill("Nom", `Élise ${tag}`).fill("Courriel", `elise-${tag}@example.com`).submit("Envoyer le message");
  expect(refused.status).toBe(400);
  await formWithButton(refused, "Envoyer le message").fill("Message", "Bonjour").submit("Envoyer le message");
  const message = await db().selectFrom("submissions").select("id").where("name", "=", `Élise ${tag}`).executeTakeFirstOrThrow();
  expect(await sourceRow("submission_id", message.id)).toMatchObject({
    kind: "contact",
    channel: "campaign",
    form_page: "/fr/nous-joindre",
    utm_campaign: "automne",
    utm_source: "affiche",
    partner: null,
    language: "fr",
  });

  const reviewPage = await new Visitor(site).expectPage("/testimonials/new");
  await formWithButton(reviewPage, "Submit Review").fill("Your name", `Rev ${tag}`).select("Rating", "5").fill("Your review", "Kind and punctual.").submit("Submit Review");
  const review = await db().selectFrom("testimonials").select("id").where("name", "=", `Rev ${tag}`).executeTakeFirstOrThrow();
  expect(await sourceRow("testimonial_id", review.id)).toMatchObject({ kind: "review", channel: "direct", form_page: "/testimonials/new", utm_campaign: null, language: "en" });

  // The footer's box posts to /newsletter: the page it sat on is the form page.
  const email = `reader-${tag}@example.com`;
  const article = await new Visitor(site).expectPage("/paying-for-care?partner=stmikes");
  const box = queriesIn(article.document.getElementById("site-footer")!).getByRole("region", { name: "Newsletter" });
  await article.formOf(queriesIn(box).getByRole("button", { name: "Subscribe" })).fill("Email address", email).check(/withdraw my consent/).submit("Subscribe");
  const subscriber = await db().selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  expect(await sourceRow("subscriber_id", subscriber.id)).toMatchObject({ kind: "newsletter", channel: "partner", form_page: "/paying-for-care", partner: "stmikes" });

  const campaignMessages = await owner.expectPage("/admin/inbox/messages?source=campaign");
  expect(sourceText(campaignMessages.screen.getByTestId(`message-${message.id}`))).toContain("automne (source affiche)");
  expect((await owner.expectPage("/admin/inbox/messages?source=direct")).screen.queryByTestId(`message-${message.id}`)).toBeNull();
  const directReviews = await owner.expectPage("/admin/inbox/reviews?source=direct");
  expect(sourceText(directReviews.screen.getByTestId(`review-Rev ${tag}`))).toContain("From page/testimonials/new");
  expect((await owner.expectPage("/admin/inbox/reviews?source=campaign")).screen.queryByTestId(`review-Rev ${tag}`)).toBeNull();
  const partnerSubscribers = await owner.expectPage(`/admin/inbox/subscribers?q=${tag}&source=partner`);
  expect(sourceText(partnerSubscribers.screen.getByTestId(`subscriber-${email}`))).toContain("stmikes");
  expect((await owner.expectPage(`/admin/inbox/subscribers?q=${tag}&source=search`)).screen.queryByTestId(`subscriber-${email}`)).toBeNull();

  const ask = await owner.expectPage(`/admin/inbox/subscribers/${subscriber.id}/delete`);
  await formWithButton(ask, "Delete").submit("Delete");
  expect(await sourceRow("subscriber_id", subscriber.id)).toBeUndefined();
});

test("a job application keeps 'how did you hear'; the applications list filters by it; deleting the application deletes its source", async () => {
  const name = `Applicant ${unique()}`;
  const form = formWithButton(await new Visitor(site).expectPage("/job?position=personal-support-worker"), "Submit Application")
    .fill("Full name", name)
    .fill("Email", `${unique()}@example.com`)
    .select(/How did you hear about us/, "A friend or family member");
  await form.submit("Submit Application");
  const application = await db().selectFrom("submissions").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  expect(await sourceRow("submission_id", application.id)).toMatchObject({ kind: "application", channel: "direct", form_page: "/job", heard_about: "friend" });

  const listed = async (query: string) => Boolean((await owner.expectPage(`/admin/applications?q=${encodeURIComponent(name)}&${query}`)).screen.queryByRole("link", { name }));
  expect(await listed("heard=friend")).toBe(true);
  expect(await listed("heard=search")).toBe(false);
  expect(await listed("source=direct")).toBe(true);

  const page = await owner.expectPage(`/admin/applications/${application.id}`);
  expect(sourceText(page.screen.getByRole("main"))).toContain("Heard about usA friend or family");
  const ask = await page.follow(page.screen.getByRole("link", { name: "Delete" }));
  await formWithButton(ask, "Delete").submit("Delete");
  expect(await sourceRow("submission_id", application.id)).toBeUndefined();
});
