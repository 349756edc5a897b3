/**
 * Posts in two languages in the back office (decision 0803, issue 41 item 9),
 * driven without JavaScript: "Create the French version" from the editor
 * (stored linked; asked again, the same one), the editor's language panel
 * both ways, the post list's translation states and language filter after
 * the original changes later (the test clock moves), a post written in
 * French from the start, who may ask for a French version, and a category's
 * French name.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { seedDemoContent } from "~/server/domain/seed.server";
import { db } from "~/server/infra/db.server";
import { serverClock, type ServerClock } from "./support/clock";
import { descriptionOf, queriesIn, textOf } from "./support/dom";
import { FormRefused } from "./support/form";
import { appSite, staffVisitor } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let owner: Visitor;
let author: Visitor;
let clock: ServerClock;
beforeAll(async () => {
  await seedDemoContent();
  const site = await appSite();
  owner = await staffVisitor(site, "owner@example.com", "owner");
  author = await staffVisitor(site, "author-fr@example.com", "author");
  clock = serverClock();
});

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const button = (page: Page, name: string | RegExp) => page.screen.getByRole("button", { name });
const panelText = (page: Page) => textOf(page.screen.getByTestId("post-language"));
const idOf = (editor: Page) => Number(/^\/admin\/edit\/(\d+)$/.exec(editor.url.pathname)?.[1]);
let made = 0;
/** A title no other test of this file uses. */
const unique = (label: string) => `${label} ${++made} ${process.pid}`;

/** A post made on the New Post form by `who` (English unless `language`); its editor. */
async function newPost(who: Visitor, title: string, { language = "English" } = {}): Promise<Page> {
  const form = await who.open("/admin/new");
  const dashboard = await form
    .formOf(button(form, "Create"))
    .select("Language", language)
    .fill("Title", title)
    .fill("Summary", `Summary of ${title}`)
    .fill("Content", `The text of ${title}.`)
    .submit("Create");
  expect(toastText(dashboard)).toContain("Post created");
  const editor = await dashboard.follow(dashboard.screen.getByRole("link", { name: `Edit ${title}` }));
  expect(editor.url.pathname).toMatch(/^\/admin\/edit\/\d+$/);
  return editor;
}

/** The post list (the dashboard) showing this file's posts, with `filters`; each row's text by its post's title (null when not listed). */
async function postList(filters: Record<string, string> = {}) {
  const dashboard = await owner.open(`/admin?${new URLSearchParams({ q: String(process.pid), ...filters })}`);
  const rows = [...dashboard.document.querySelectorAll("li[data-testid^='post-row-']")];
  return (title: string) => {
    const row = rows.find((li) => textOf(li.querySelector("p")) === title);
    return row ? textOf(row) : null;
  };
}

describe("the French version of a post", () => {
  test("is created from the English editor as a linked French draft to translate; a second click opens the same one", async () => {
    const title = unique("Winter Safety");
    const english = await newPost(owner, title);
    const englishId = idOf(english);
    expect(panelText(english)).toContain("Language: English");

    const french = await english.formOf(button(english, "Create the French version")).submit();
    expect(toastText(french)).toContain("French version created");
    const frenchId = idOf(french);
    expect(frenchId).not.toBe(englishId);
    expect(await db().selectFrom("posts").select(["language", "translation_of", "published", "title"]).where("id", "=", frenchId).executeTakeFirstOrThrow()).toEqual({
      language: "fr",
      translation_of: englishId,
      published: 0,
      title,
    });
    // The French editor: its language, the way back, and what is still English.
    expect(panelText(french)).toContain("Language: French");
    const back = french.screen.getByRole("link", { name: title });
    expect(back.getAttribute("href")).toBe(`/admin/edit/${englishId}`);
    expect(textOf(french.screen.getByTestId("to-translate"))).toContain("the title, summary and content are still the English post's");
    expect(panelText(french)).toContain("Its address still comes from the English title");
    expect(french.formOf(button(french, "Save")).control("Title").getAttribute("lang")).toBe("fr-CA");
    expect(french.screen.getByText(/^Address/).textContent).toContain("/fr/blogue/");
    // The staff preview: the article in French for screen readers, the banner in English.
    const preview = await owner.open(`/admin/preview/${frenchId}`);
    expect(preview.document.querySelector("article")?.closest("[lang]")?.getAttribute("lang")).toBe("fr-CA");
    const audited = await db().selectFrom("audit_log").select(["action", "target_id"]).where("action", "=", "post-translate").where("target_id", "=", String(frenchId)).execute();
    expect(audited).toHaveLength(1);

    // The English editor opened before the French version existed: its button again opens that one.
    const again = await english.formOf(button(english, "Create the French version")).submit();
    expect(idOf(again)).toBe(frenchId);
    expect(toastText(again)).toContain("French version already exists");
    expect(await db().selectFrom("posts").select("id").where("translation_of", "=", englishId).execute()).toHaveLength(1);

    // Now the English editor links to it, with its status, and offers no second one.
    const reopened = await owner.open(`/admin/edit/${englishId}`);
    expect(reopened.screen.getByRole("link", { name: "French version" }).getAttribute("href")).toBe(`/admin/edit/${frenchId}`);
    expect(panelText(reopened)).toContain("Draft");
    expect(panelText(reopened)).not.toContain("Translation outdated");
    expect(reopened.screen.queryByRole("button", { name: "Create the French version" })).toBeNull();
  });

  test("the list reads 'French version outdated' once the original is saved after it, until the French is saved again; it filters by language", async () => {
    const title = unique("Falls Prevention");
    const english = await newPost(owner, title);
    const french = await english.formOf(button(english, "Create the French version")).submit();
    const frenchTitle = unique("Prévenir les chutes");
    clock.set(Date.now() + 60_000);
    const translated = await french.formOf(button(french, "Save")).fill("Title", frenchTitle)
      .fill("Content", "Le texte traduit.")
      .check("Make the address and read time again")
      .submit("Save");
    expect(toastText(translated)).toContain("Saved");
    const upToDate = (await postList())(title);
    expect(upToDate).toContain("FR ✓");
    expect(upToDate).not.toContain("outdated");

    // The original changes after its translation was last saved.
    clock.set(Date.now() + 120_000);
    const englishAgain = await owner.open(english.url);
    await englishAgain.formOf(button(englishAgain, "Save")).fill("Content", "The text, updated.").submit("Save");
    const list = await postList();
    const englishRow = list(title);
    expect(englishRow).toContain("French version outdated");
    expect(englishRow).not.toContain("FR ✓");
    const frenchRow = list(frenchTitle);
    expect(frenchRow).toContain(`Translation of “${title}”`);
    expect(frenchRow).toContain("Translation outdated");
    const frenchEditor = await owner.open(french.url);
    expect(panelText(frenchEditor)).toContain("Translation outdated");
    expect(frenchEditor.screen.getByText(/^Address/).textContent).toContain(`/fr/blogue/prevenir-les-chutes-`);
    expect(panelText(frenchEditor)).not.toContain("Its address still comes from the English title");
    // Title and content translated; the summary is still the English one.
    expect(textOf(frenchEditor.screen.getByTestId("to-translate"))).toContain("the summary is still the English post's");

    // The language filter: the French post only among French posts, the English only among English ones.
    const frenchOnly = await postList({ language: "fr" });
    expect(frenchOnly(frenchTitle)).not.toBeNull();
    expect(frenchOnly(title)).toBeNull();
    const englishOnly = await postList({ language: "en" });
    expect(englishOnly(title)).not.toBeNull();
    expect(englishOnly(frenchTitle)).toBeNull();

    // Saved again after its original: up to date.
    clock.set(Date.now() + 180_000);
    await frenchEditor.formOf(button(frenchEditor, "Save")).fill("Content", "Le texte traduit, mis à jour.").submit("Save");
    expect((await postList())(title)).toContain("FR ✓");
  });

  test("a post written in French from the start has no original, and English posts without one read 'No French version'", async () => {
    const title = unique("Aide-mémoire PSSP");
    const editor = await newPost(owner, title, { language: "French" });
    expect(await db().selectFrom("posts").select(["language", "translation_of"]).where("id", "=", idOf(editor)).executeTakeFirstOrThrow()).toEqual({ language: "fr", translation_of: null });
    expect(panelText(editor)).toContain("Language: French");
    expect(panelText(editor)).not.toContain("Translation of");
    expect(editor.screen.queryByRole("button", { name: "Create the French version" })).toBeNull();
    const list = await postList();
    const row = list(title);
    expect(row).toContain("French");
    expect(row).not.toContain("Translation of");

    const englishTitle = unique("Respite Guide");
    await newPost(owner, englishTitle);
    expect((await postList())(englishTitle)).toContain("No French version");
  });

  test("an author may ask for the French version of their own draft (theirs to edit), not of someone else's post", async () => {
    const title = unique("Author Draft");
    const draft = await newPost(author, title);
    const french = await draft.formOf(button(draft, "Create the French version")).submit();
    expect(toastText(french)).toContain("French version created");
    expect(panelText(french)).toContain("Language: French");

    const ownerPost = await newPost(owner, unique("Owner Post"));
    const refused = await author.fetch(`/admin/edit/${idOf(ownerPost)}/french-version`, {
      method: "POST",
      body: new URLSearchParams({ intent: "create-french" }),
      from: new URL(ownerPost.url),
    });
    expect(refused.status).toBe(403);
    expect(await db().selectFrom("posts").select("id").where("translation_of", "=", idOf(ownerPost)).execute()).toEqual([]);
  });
});

describe("a French draft's shared preview", () => {
  test("shows the article in French words, marked French; once published, the link leads to its French address", async () => {
    const english = await newPost(owner, unique("Preview Guide"));
    const french = await english.formOf(button(english, "Create the French version")).submit();
    const share = french.screen.getByTestId("share-preview");
    const shared = await french.formOf(queriesIn(share).getByRole("button", { name: "Share preview link" })).submit("Share preview link");
    const link = (queriesIn(shared.screen.getByTestId("share-preview")).getByLabelText("Your new preview link") as HTMLInputElement).value;

    const reader = new Visitor(owner.site);
    const preview = await reader.open(link);
    expect(preview.status).toBe(200);
    const article = preview.document.querySelector("article")!;
    expect(article.closest("[lang]")?.getAttribute("lang")).toBe("fr-CA");
    preview.screen.getByRole("link", { name: "← Retour à tous les articles" });
    expect(preview.screen.queryByText("← Back to all articles")).toBeNull();

    const live = new Date(Date.now() - 60_000).toISOString();
    await db().updateTable("posts").set({ published: 1, published_at: live }).where("id", "=", idOf(french)).execute();
    const slug = (await db().selectFrom("posts").select("slug").where("id", "=", idOf(french)).executeTakeFirstOrThrow()).slug;
    const after = await reader.fetch(link);
    expect([after.status, after.headers.get("location")]).toEqual([302, `/fr/blogue/${slug}`]);
  });
});

describe("a French post and the newsletter", () => {
  test("is not emailed on its own: its editor offers no 'Email to subscribers', its email page leads to its original's; a French-only post's is refused", async () => {
    const english = await newPost(owner, unique("Emailed Guide"));
    const french = await english.formOf(button(english, "Create the French version")).submit();
    const frenchOnly = await newPost(owner, unique("Guide en français"), { language: "French" });
    const live = new Date(Date.now() - 60_000).toISOString();
    await db().updateTable("posts").set({ published: 1, published_at: live }).where("id", "in", [idOf(english), idOf(french), idOf(frenchOnly)]).execute();

    expect((await owner.open(english.url)).screen.queryByRole("link", { name: "Email to subscribers" })).not.toBeNull();
    expect((await owner.open(french.url)).screen.queryByRole("link", { name: "Email to subscribers" })).toBeNull();
    const emailPage = await owner.open(`/admin/edit/${idOf(french)}/email`);
    expect(emailPage.url.pathname).toBe(`/admin/edit/${idOf(english)}/email`);
    expect((await owner.open(`/admin/edit/${idOf(frenchOnly)}/email`)).status).toBe(400);
  });
});

describe("a category's French name", () => {
  test("is saved from its row and shown there; one too long is refused next to that row's field, the typing kept", async () => {
    const name = unique("Respite");
    const page = await owner.open("/admin/categories");
    const added = await page.formOf(button(page, "Add category")).fill("New category name", name).submit();
    expect(toastText(added)).toContain("Category added");
    const label = `French name of ${name}`;
    const row = () => added.formOf(button(added, `Save French name of ${name}`));

    const tooLong = "Répit ".repeat(12);
    await expect(row().fill(label, tooLong).submit()).rejects.toBeInstanceOf(FormRefused);
    // Past the browser's limit (a hand-made request): the server's message, next to the field.
    const form = row();
    form.control(label).removeAttribute("maxlength");
    const refused = await form.fill(label, tooLong).submit();
    expect(refused.status).toBe(400);
    const field = refused.formOf(button(refused, `Save French name of ${name}`)).control(label);
    expect(descriptionOf(field)).toContain("A French name can be at most 60 characters.");
    expect(field.value).toBe(tooLong);

    const saved = await refused.formOf(button(refused, `Save French name of ${name}`)).fill(label, "  Répit   et relève ").submit();
    expect(toastText(saved)).toContain(`“${name}” shows as “Répit et relève” on the French blog.`);
    expect(saved.formOf(button(saved, `Save French name of ${name}`)).value(label)).toBe("Répit et relève");
    expect(await db().selectFrom("categories").select("name_fr").where("name", "=", name).executeTakeFirstOrThrow()).toEqual({ name_fr: "Répit et relève" });
    const audited = await db().selectFrom("audit_log").select("detail").where("action", "=", "category-french-name").execute();
    expect(audited.map((entry) => entry.detail)).toContain(`${name}: Répit et relève`);
  });
});
