/**
 * A French subscriber leaving the newsletter without JavaScript, from the
 * French copy of a newsletter as queued in the outbox: the header's one-click
 * address opened as a page leads to the French unsubscribe page, which
 * changes nothing on GET; its button unsubscribes and answers in French.
 * Staff see, before sending, how many subscribers get each edition.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { saveNewsletterDraft, sendNewsletter } from "~/server/domain/newsletters.server";
import { createPost } from "~/server/domain/posts.server";
import { createFrenchVersion } from "~/server/domain/post-translations.server";
import { db } from "~/server/infra/db.server";
import { postInput } from "../integration/factories";
import { textOf } from "./support/dom";
import { appSite, staffVisitor } from "./support/sites";
import { Visitor, type Site } from "./support/visitor";

let site: Site;
const EMAIL = "lea-http@example.com";
beforeAll(async () => {
  site = await appSite();
});

/** The French subscriber's queued copy: its unsubscribe link and its List-Unsubscribe one-click address. */
async function frenchCopy() {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  await db()
    .insertInto("subscribers")
    .values({ email: EMAIL, consent_text: "Oui", consented_at: at, confirm_token: "c-lea-http", unsubscribe_token: "u-lea-http", confirmed_at: at, created_at: at, language: "fr" })
    .execute();
  const user = await db().insertInto("users").values({ email: "editor-http@example.com", password_hash: "x", role: "editor", created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
  const staff = { id: user.id, email: "editor-http@example.com" };
  const post = await createPost(postInput({ title: "Winter tips", published: true }));
  const draft = await saveNewsletterDraft({ postId: post.id, subject: "Winter news", intro: "" }, staff);
  if (!draft.ok) throw new Error(draft.error);
  await sendNewsletter(draft.id, staff);
  const copy = await db().selectFrom("mail_outbox").select(["html_body", "headers"]).where("to_address", "=", EMAIL).executeTakeFirstOrThrow();
  const link = /<a href="([^"]*)"[^>]*>Désabonnez-vous<\/a>/.exec(copy.html_body!)![1]!.replace(/&amp;/g, "&");
  const oneClick = /<([^>]*\/one-click)>/.exec((JSON.parse(copy.headers!) as Record<string, string>)["List-Unsubscribe"]!)![1]!;
  return { link: new URL(link), oneClick: new URL(oneClick) };
}

const unsubscribedAt = async () => (await db().selectFrom("subscribers").select("unsubscribed_at").where("email", "=", EMAIL).executeTakeFirstOrThrow()).unsubscribed_at;

describe("a French subscriber leaves, without JavaScript", () => {
  test("the one-click address opened as a page and the email's link both show the French page; its button unsubscribes, in French", async () => {
    const { link, oneClick } = await frenchCopy();
    expect(link.pathname).toBe("/fr/infolettre/desabonnement");
    const visitor = new Visitor(site);

    const viaHeader = await visitor.expectPage(oneClick.pathname);
    expect(viaHeader.url.pathname + viaHeader.url.search).toBe(link.pathname + link.search);

    const page = await visitor.expectPage(link.pathname + link.search);
    expect(page.document.documentElement.lang).toBe("fr-CA");
    page.screen.getByRole("heading", { level: 1, name: "Désabonnement" });
    expect(textOf(page.screen.getByRole("main"))).toContain("Cesser d'envoyer l'infolettre à l***@example.com?");
    expect(await unsubscribedAt()).toBeNull();

    const done = await page.formOf(page.screen.getByRole("button", { name: "Me désabonner" })).submit("Me désabonner");
    expect(done.status).toBe(200);
    expect(done.document.documentElement.lang).toBe("fr-CA");
    expect(textOf(done.screen.getByRole("heading", { level: 1, name: "Désabonnement" }).parentElement!)).toContain("L'adresse l***@example.com est désabonnée. Vous ne recevrez plus notre infolettre.");
    expect(await unsubscribedAt()).not.toBeNull();
  });
});

describe("the newsletter screen (staff)", () => {
  test("before sending: the confirmed subscribers in each language, and what the French ones get", async () => {
    const at = new Date(Date.now() - 86_400_000).toISOString();
    for (const [email, language] of [["en-count@example.com", "en"], ["fr-count-1@example.com", "fr"], ["fr-count-2@example.com", "fr"]] as const) {
      await db()
        .insertInto("subscribers")
        .values({ email, consent_text: "c", consented_at: at, confirm_token: `c-${email}`, unsubscribe_token: `u-${email}`, confirmed_at: at, created_at: at, language })
        .execute();
    }
    const owner = await staffVisitor(site, "owner-news@example.com", "owner");
    const post = await createPost(postInput({ title: "Spring tips", published: true }));
    const french = await createFrenchVersion(post.id, null, null);
    if (!french.ok) throw new Error(french.reason);
    await db().updateTable("posts").set({ title: "Conseils du printemps", slug: "conseils-printemps-http", published: 1 }).where("id", "=", french.post.id).execute();
    const staff = await db().selectFrom("users").select(["id", "email"]).where("email", "=", "owner-news@example.com").executeTakeFirstOrThrow();
    const draft = await saveNewsletterDraft({ postId: post.id, subject: "Spring news", intro: "" }, staff);
    if (!draft.ok) throw new Error(draft.error);

    const page = await owner.expectPage(`/admin/newsletters/${draft.id}`);
    // Lea (previous test) unsubscribed: the three confirmed here are counted.
    expect(textOf(page.screen.getByTestId("newsletter-languages"))).toBe(
      "In English: 1 · In French: 2 (French subscribers get the French version, “Conseils du printemps”)",
    );
  });
});
