/**
 * Issue 41's newsletter journey in the browser, JavaScript on: a French reader
 * subscribes from a French page's footer, confirms from the French email,
 * later receives the French edition of a post (its French version) with the
 * French footer, and leaves with the one-click unsubscribe its mail client
 * would send; the email's link then opens the French page. The French
 * emails' words, the frame for an English-only post and the no-JS pages are
 * tests/integration/french-newsletter.test.ts's and tests/http's.
 *
 * The subscriber list is shared by every test: all of it runs under the
 * subscriber-list lock, and the reader leaves the list by the end.
 */
import { expect, test } from "./support/test";
import { frenchVersionOf } from "./support/posts";
import { linkIn, waitForMail } from "./support/mailbox";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";
import { withSubscriberListLock } from "./support/subscriber-list";
import { headerOf, mimeParts } from "../support/test-mail";

/** A seeded published post emailed by no other test. */
const POST_TITLE = "Making the Home Safer: A Room-by-Room Checklist";

test("a French reader subscribes, confirms, gets the French edition of a post with the French footer, and leaves in one click", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const reader = uniqueEmail(testInfo, "lecteur");
  const editor = uniqueEmail(testInfo, "fr-nl-editor");
  const frenchTitle = `Un domicile plus sûr, pièce par pièce ${Date.now().toString(36)}`;
  await createStaff(editor, "french-newsletter-passphrase", "editor");

  await withSubscriberListLock(async () => {
    await page.goto("/fr/nous-joindre");
    const box = page.locator("#site-footer").getByRole("region", { name: "Infolettre" });
    await box.getByLabel("Adresse courriel").fill(reader);
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Merci de vous être abonné(e)");

    const confirmMail = await waitForMail(reader, "Veuillez confirmer votre abonnement");
    await page.goto(linkIn(confirmMail, "/fr/infolettre/confirmer"));
    await page.getByRole("button", { name: "Confirmer l'abonnement" }).click();
    await expect(page.getByRole("main")).toContainText("Merci! Votre abonnement est confirmé.");

    // Later, the office emails a post that has a French version.
    const postId = frenchVersionOf(POST_TITLE, {
      title: frenchTitle,
      slug: `domicile-plus-sur-${Date.now().toString(36)}`,
      excerpt: "Une liste pièce par pièce pour prévenir les chutes.",
    });
    await signInAs(page, editor);
    await page.goto(`/admin/edit/${postId}/email`);
    await page.getByLabel("Subject").fill("A safer home");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("newsletter-languages")).toContainText(`French subscribers get the French version, “${frenchTitle}”`);
    await page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();

    const edition = await waitForMail(reader, frenchTitle);
    const text = mimeParts(edition.raw).find((part) => part.contentType === "text/plain")!.body;
    expect(text).toContain("Lire l'article sur notre site : ");
    expect(text).toContain("Vous recevez ce courriel parce que vous vous êtes abonné(e) à l'infolettre de Sinai Home Care");
    expect(text).toContain("Woodbridge (ON) L4L 0A1, Canada");
    const frenchPage = linkIn({ ...edition, text }, "/fr/infolettre/desabonnement");

    // The mail client's one-click unsubscribe (RFC 8058): a POST, no page, no cookie.
    const oneClick = /<([^>]*\/one-click)>/.exec(headerOf(edition.raw, "List-Unsubscribe")!)![1]!;
    const answer = await fetch(oneClick, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(answer.status).toBe(200);
    await page.goto(frenchPage);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("main")).toContainText("est déjà désabonnée.");
  });
});
