/**
 * Images as editors handle them without JavaScript, through the pages: the
 * media library (upload, the Markdown to copy, delete an unused image, a
 * used one refused saying where, a deleted image's Markdown refused next to
 * the text) and a post's phone photo (its description asked for next to the
 * field, the upload kept; private while a draft). (Several images at once,
 * the library at phone and desktop widths and axe are tests/e2e's; what the
 * files hold and how articles serve them: tests/integration/post-images.test.ts
 * and private-post-images.test.ts.)
 */
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { ALT_REQUIRED_MESSAGE } from "~/routes/admin/posts/post-form-refusals.server";
import { signedInCookie } from "../integration/admin-helpers";
import { gpsPhoto } from "../support/photo";
import { descriptionOf, queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let editor: Visitor;
beforeAll(async () => {
  site = await appSite();
  editor = new Visitor(site);
  const [name, value] = (await signedInCookie("images-editor@example.com", "editor")).split(/=(.*)/s);
  editor.setCookie(name!, value!);
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));

describe("the media library", () => {
  const png = (red: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 140, b: 90 } } }).png().toBuffer();
  /** The library's card (li) of the file named `fileName`. */
  const card = (page: Page, fileName: string) => page.screen.getAllByRole("listitem").find((item) => queriesIn(item).queryByText(fileName, { exact: true }));

  /** Uploads one image through the library's form; the library searched for it. */
  async function upload(fileName: string, description: string, red: number): Promise<Page> {
    const library = await editor.expectPage("/admin/media");
    const uploaded = await formWithButton(library, "Upload")
      .attach("Image", { name: fileName, type: "image/png", content: await png(red) })
      .fill("Description (alt text)", description)
      .submit("Upload");
    expect(toastText(uploaded)).toContain("Image uploaded");
    const found = await uploaded.formOf(uploaded.screen.getByRole("search")).fill("Search descriptions and file names", fileName).submit("Search");
    expect(card(found, fileName), fileName).toBeDefined();
    return found;
  }
  const markdownOf = (page: Page, fileName: string) => (queriesIn(card(page, fileName)!).getByLabelText("Markdown to copy into a post") as HTMLInputElement).value;
  /** A new post with this text, sent by the New Post form. */
  const createPost = async (title: string, content: string) =>
    formWithButton(await editor.expectPage("/admin/new"), "Create").fill("Title", title).fill("Content", content).submit("Create");

  test("upload, the Markdown to copy, delete an unused image; a used one is refused with where it is used", async () => {
    const spare = `spare-${unique()}.png`;
    const library = await upload(spare, "A spare picture of a hallway", 20);
    queriesIn(card(library, spare)!).getByText("No post");
    const spareMarkdown = markdownOf(library, spare);
    expect(spareMarkdown).toMatch(/^!\[A spare picture of a hallway\]\(\/media\/post-images\/post-[0-9a-f]{32}\.png\)$/);

    // Deleting an unused image: the form behind the "Delete…" disclosure.
    queriesIn(card(library, spare)!).getByText("Delete…");
    const deleted = await library.formOf(queriesIn(card(library, spare)!).getByRole("button", { name: /Delete this image for good/ })).submit();
    expect(toastText(deleted)).toContain("Image deleted");
    expect(card(deleted, spare)).toBeUndefined();

    // Its Markdown, copied before it was deleted: Create is refused next to the text, which is kept.
    const lateText = `A clear hallway prevents falls.\n\n${spareMarkdown}`;
    const refused = await createPost(`Hallways ${unique()}`, lateText);
    expect(refused.url.pathname).toBe("/admin/new");
    const content = formWithButton(refused, "Create").control<HTMLTextAreaElement>("Content");
    expect(descriptionOf(content)).toMatch(/is no longer in the media library\. Remove it or insert another\./);
    // (A browser's textarea gives its value with line feeds only.)
    expect(content.value.replace(/\r\n/g, "\n")).toBe(lateText);

    // An image a post starts using while the library is open: the delete is refused, saying where.
    const used = `used-${unique()}.png`;
    const open = await upload(used, "A ramp to a front door", 200);
    const title = `Ramps at home ${unique()}`;
    expect((await createPost(title, `A ramp makes the front door easy.\n\n${markdownOf(open, used)}`)).url.pathname).toBe("/admin");
    const answer = await open.formOf(queriesIn(card(open, used)!).getByRole("button", { name: /Delete this image for good/ })).submit();
    expect(answer.status).toBe(409);
    const usedCard = queriesIn(card(answer, used)!);
    usedCard.getByText(`This image cannot be deleted: it is used by “${title}” (in the text, a saved version).`);
    usedCard.getByRole("link", { name: title });
    usedCard.getByText("In use: it cannot be deleted.");
    expect(usedCard.queryByRole("button", { name: /Delete this image for good/ })).toBeNull();
  });
});

describe("a post's image", () => {
  test("an editor's phone photo: its description is asked for next to the field, the upload and the values kept; a draft's image is private", async () => {
    const title = `Garden Visit ${unique()}`;
    const photo = await gpsPhoto({ width: 640, height: 480 });
    const refused = await formWithButton(await editor.expectPage("/admin/new"), "Create")
      .fill("Title", title)
      .fill("Content", "A visit to the garden.")
      .attach("Image upload", { name: "IMG_2041.JPG", type: "image/jpeg", content: photo })
      .submit("Create");
    expect(refused.status).toBe(400);
    const form = formWithButton(refused, "Create");
    const alt = form.control("Image description (alt text)");
    expect(alt.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(alt)).toContain(ALT_REQUIRED_MESSAGE);
    expect(form.value("Title")).toBe(title);
    refused.screen.getByText(/Uploaded image, kept from your last attempt\./);
    expect((form.control("Decorative image") as HTMLInputElement).checked).toBe(false);
    // The kept upload belongs to no post yet: its uploader sees it, a visitor does not.
    const kept = refused.document.querySelector('img[src^="/media/post-images/"]')!.getAttribute("src")!;
    expect((await editor.fetch(kept)).status).toBe(200);
    expect((await new Visitor(site).fetch(kept)).status).toBe(404);

    // Described and saved as a draft: the image stays private.
    const saved = await form.fill("Image description (alt text)", "Two chairs on a lawn beside a flower bed").submit("Create");
    expect(saved.url.pathname).toBe("/admin");
    const mine = await editor.fetch(kept);
    expect([mine.status, mine.headers.get("Cache-Control")]).toEqual([200, "private, no-store"]);
    const hidden = await new Visitor(site).fetch(kept);
    expect([hidden.status, hidden.headers.get("Cache-Control")]).toEqual([404, "no-store"]);
  });
});
