/**
 * The newsletter in French (issue 41 item 6), against a real SMTP server: a
 * French subscriber gets the post's live French version (its title as the
 * subject, its excerpt, the French blog's address), or the English article in
 * a French frame; every French copy has the French CASL footer (the same
 * sender facts as the English one) and a French unsubscribe page, while the
 * English subscriber's copy is the English edition as before. Two deliverers
 * at once still send one copy each. The French link and the one-click POST
 * unsubscribe, through the app's own request handler.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { findNewsletter, newsletterView, saveNewsletterDraft, sendNewsletter } from "~/server/domain/newsletters.server";
import { createPost } from "~/server/domain/posts.server";
import { createFrenchVersion } from "~/server/domain/post-translations.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";
import { postInput } from "./factories";
import { headerOf, mimeParts, startTestSmtp, type ReceivedMail, type TestSmtp } from "../support/test-mail";

let smtp: TestSmtp;
let handle: (request: Request) => Promise<Response>;
const T0 = new Date("2026-11-26T15:00:00Z");
const HOUR = 3600_000;
const STAFF = { id: 0, email: "editor@example.com" };

beforeAll(async () => {
  smtp = await startTestSmtp();
  handle = await requestHandler();
}, 120_000);
afterAll(async () => {
  closeMail();
  await smtp.close();
});
beforeEach(async () => {
  await clearTables();
  smtp.inbox.length = 0;
  config().smtpUrl = smtp.url;
  config().newsletterRatePerMinute = 1000;
  const user = await db()
    .insertInto("users")
    .values({ email: STAFF.email, password_hash: "x", role: "editor", created_at: T0.toISOString(), updated_at: T0.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  STAFF.id = user.id;
  for (const [email, language] of [["ada@example.com", "en"], ["lea@example.com", "fr"]] as const) {
    const at = T0.toISOString();
    await db()
      .insertInto("subscribers")
      .values({ email, consent_text: "c", consented_at: at, confirm_token: `c-${email}`, unsubscribe_token: `u-${email}`, confirmed_at: at, created_at: at, language })
      .execute();
  }
});
afterEach(() => {
  config().smtpUrl = undefined;
  config().newsletterRatePerMinute = 60;
  closeMail();
});

/** A live English post; with `french`, its French version (live unless `frenchLive` is false). */
async function englishPost(french?: { live: boolean }) {
  const post = await createPost(postInput({ title: "Winter tips", content: "## Stay warm\n\nWear layers.", published: true }), new Date(T0.getTime() - 2 * HOUR));
  await db().updateTable("posts").set({ published_at: new Date(T0.getTime() - HOUR).toISOString() }).where("id", "=", post.id).execute();
  if (french) {
    const version = await createFrenchVersion(post.id, STAFF.id, null, new Date(T0.getTime() - HOUR));
    if (!version.ok) throw new Error(version.reason);
    await db()
      .updateTable("posts")
      .set({
        title: "Conseils pour l'hiver : rester au chaud",
        slug: "conseils-hiver",
        excerpt: "Quelques gestes simples pour passer l'hiver au chaud.",
        content: "## Au chaud\n\nPortez plusieurs couches.",
        published: french.live ? 1 : 0,
        published_at: new Date(T0.getTime() - HOUR).toISOString(),
      })
      .where("id", "=", version.post.id)
      .execute();
  }
  const draft = await saveNewsletterDraft({ postId: post.id, subject: "Winter news", intro: "Dear families," }, STAFF, T0);
  if (!draft.ok) throw new Error(draft.error);
  return draft.id;
}

async function deliverAll(deliverers: number) {
  for (let round = 0; round < 50; round++) {
    const reports = await Promise.all(Array.from({ length: deliverers }, () => deliverDueMail(T0, 5)));
    if (reports.every((report) => report.sent + report.failed + report.retrying === 0)) return;
  }
}

const mailTo = (address: string): ReceivedMail => {
  const copies = smtp.inbox.filter((mail) => mail.to.includes(address));
  expect(copies, address).toHaveLength(1);
  return copies[0]!;
};
const part = (mail: ReceivedMail, type: string) => mimeParts(mail.raw).find((p) => p.contentType === type)!.body.replace(/\r\n/g, "\n");

/** What both French editions end with: the French CASL footer, the French unsubscribe page, the one-click headers. */
function expectFrenchFooter(mail: ReceivedMail) {
  const html = part(mail, "text/html");
  const text = part(mail, "text/plain");
  const link = "http://localhost:3000/fr/infolettre/desabonnement?token=u-lea%40example.com";
  expect(html).toContain("Vous recevez ce courriel parce que vous vous êtes abonné(e) à l'infolettre de Sinai Home Care le 26 novembre 2026.");
  expect(html).toMatch(new RegExp(`<a href="${link.replace(/[.?]/g, "\\$&")}"[^>]*>Désabonnez-vous</a> en tout temps : un seul clic, sans connexion\\.`));
  expect(html).toContain("Sinai Home Care Services Inc.<br />100 Example Road, Suite 200, Woodbridge (ON) L4L 0A1, Canada<br />905 555-0142");
  expect(html).not.toContain("/newsletter/unsubscribe/u-lea");
  expect(text).toContain(`Désabonnez-vous en tout temps (un seul clic, sans connexion) : ${link}`);
  expect(text).toContain("Sinai Home Care Services Inc.\n100 Example Road, Suite 200, Woodbridge (ON) L4L 0A1, Canada\n905 555-0142 · care@example.com · http://localhost:3000");
  expect(headerOf(mail.raw, "List-Unsubscribe")).toBe(
    "<http://localhost:3000/newsletter/unsubscribe/u-lea%40example.com/one-click>, <mailto:care@example.com?subject=D%C3%A9sabonnement>",
  );
  expect(headerOf(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  return { html, text };
}

/** The English subscriber's copy: the English edition, no French word. */
function expectEnglishEdition(mail: ReceivedMail) {
  const html = part(mail, "text/html");
  expect(mail.subject).toBe("Winter news");
  expect(html).toContain('<html lang="en-CA">');
  expect(html).toContain("Winter tips</h1>");
  expect(html).toContain("You receive this email because you subscribed to the Sinai Home Care newsletter on November 26, 2026.");
  expect(html).toContain("http://localhost:3000/newsletter/unsubscribe/u-ada%40example.com");
  expect(html).toContain("(905) 555-0142");
  expect(html).not.toMatch(/Bonjour|Désabonnez|infolettre|Conseils/);
  expect(headerOf(mail.raw, "List-Unsubscribe")).toBe(
    "<http://localhost:3000/newsletter/unsubscribe/u-ada%40example.com/one-click>, <mailto:care@example.com?subject=Unsubscribe>",
  );
}

describe("the newsletter's French edition", () => {
  it("a post with a live French version: the French subscriber gets it (title, excerpt, French blog), the English one the English edition; one copy each with two deliverers", async () => {
    const id = await englishPost({ live: true });
    expect(await sendNewsletter(id, STAFF, T0)).toEqual({ ok: true, state: "sending", recipients: 2 });
    await deliverAll(2);
    expect(smtp.inbox).toHaveLength(2);

    const french = mailTo("lea@example.com");
    expect(french.subject).toBe("Conseils pour l'hiver : rester au chaud");
    const { html, text } = expectFrenchFooter(french);
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain("Conseils pour l'hiver : rester au chaud</h1>");
    expect(html).toContain("Quelques gestes simples pour passer l'hiver au chaud.");
    expect(html).toContain("Portez plusieurs couches.");
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/fr\/blogue\/conseils-hiver"[^>]*>Lire l'article sur notre site<\/a>/);
    expect(html).not.toMatch(/Winter|Dear families|Wear layers|in English|en anglais/);
    expect(text).toContain("Lire l'article sur notre site : http://localhost:3000/fr/blogue/conseils-hiver");

    expectEnglishEdition(mailTo("ada@example.com"));
    const view = await newsletterView((await findNewsletter(id))!);
    expect(view.counts).toMatchObject({ recipients: 2, sent: 2, french: 1 });
  });

  it("a post without a live French version (a draft translation): the English article in a French frame", async () => {
    const id = await englishPost({ live: false });
    await sendNewsletter(id, STAFF, T0);
    await deliverAll(1);

    const french = mailTo("lea@example.com");
    expect(french.subject).toBe("Winter news (article en anglais)");
    const { html, text } = expectFrenchFooter(french);
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toMatch(/<p[^>]*>Bonjour,<\/p><p[^>]*>Voici notre nouvel article\. Il n'est offert qu'en anglais pour le moment/);
    // The English part is marked as English for screen readers.
    expect(html).toMatch(/<div lang="en-CA"[^>]*><h1[^>]*>Winter tips<\/h1><p class="intro"[^>]*>Dear families,<\/p>/);
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/blog\/winter-tips"[^>]*>Lire l'article sur notre site \(en anglais\)<\/a>/);
    expect(html).not.toContain("Conseils");
    expect(text).toMatch(/^Sinai Home Care\n\nBonjour,\n\nVoici notre nouvel article\./);

    expectEnglishEdition(mailTo("ada@example.com"));
  });

  it("the French copy's unsubscribe link opens the French page, whose button unsubscribes; its one-click POST unsubscribes at once", async () => {
    const id = await englishPost();
    await sendNewsletter(id, STAFF, T0);
    await deliverAll(1);
    const html = part(mailTo("lea@example.com"), "text/html");
    const link = new URL(/<a href="([^"]*desabonnement[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, "&"));

    const page = await handle(new Request(new URL(link.pathname + link.search, ORIGIN)));
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('<html lang="fr-CA"');
    expect(body).toContain("Cesser d&#x27;envoyer l&#x27;infolettre à <strong");
    expect(body).toContain("Me désabonner</button>");
    const pressed = await handle(
      new Request(new URL(link.pathname + link.search, ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams({ token: link.searchParams.get("token")! }),
      }),
    );
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("L&#x27;adresse l***@example.com est désabonnée.");
    const lea = await db().selectFrom("subscribers").select("unsubscribed_at").where("email", "=", "lea@example.com").executeTakeFirstOrThrow();
    expect(lea.unsubscribed_at).not.toBeNull();

    // Subscribed again: the one-click POST to the header's address (no cookie, no Origin) unsubscribes at once.
    await db().updateTable("subscribers").set({ unsubscribed_at: null }).where("email", "=", "lea@example.com").execute();
    const oneClick = /<([^>]*one-click)>/.exec(headerOf(mailTo("lea@example.com").raw, "List-Unsubscribe")!)![1]!;
    const answer = await handle(
      new Request(oneClick, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
    );
    expect(answer.status).toBe(200);
    const again = await db().selectFrom("subscribers").select("unsubscribed_at").where("email", "=", "lea@example.com").executeTakeFirstOrThrow();
    expect(again.unsubscribed_at).not.toBeNull();
  });
});
