/**
 * The post editor's pages as the server writes them, driven without
 * JavaScript: the form's refusals next to their fields, an image upload, the
 * staff preview, a hostile body in the article, the post list's GET view and
 * bulk actions, a post's history with a restore refused as stale, and a
 * shared preview link from sharing to publishing. (The same screens with
 * JavaScript, and what only a browser shows, are tests/e2e/admin.spec.ts's.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { PNG_BYTES } from "../integration/admin-helpers";
import { seedDemoContent } from "~/server/domain/seed.server";
import { descriptionOf, jsonLdOf, queriesIn, textOf } from "./support/dom";
import { appSite, staffVisitor } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let owner: Visitor;
beforeAll(async () => {
  await seedDemoContent();
  owner = await staffVisitor(await appSite(), "owner@example.com", "owner");
});

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const button = (page: Page, name: string | RegExp) => page.screen.getByRole("button", { name });
let made = 0;
/** A title no other test of this file uses. */
const unique = (label: string) => `${label} ${++made}`;
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

/** Creates a post on the New Post form; the dashboard it lands on. */
async function createPost(title: string, content: string, { published = false } = {}): Promise<Page> {
  const form = await owner.open("/admin/new");
  const filled = form.formOf(button(form, "Create")).fill("Title", title).fill("Summary", `Summary of ${title}`).fill("Content", content);
  if (published) filled.check("Published");
  const dashboard = await filled.submit("Create");
  expect(dashboard.url.pathname).toBe("/admin");
  expect(toastText(dashboard)).toContain("Post created");
  return dashboard;
}

/** The editor of a post, from its row on the dashboard. */
const openEditor = async (title: string) => {
  const dashboard = await owner.open("/admin");
  return dashboard.follow(dashboard.screen.getByRole("link", { name: `Edit ${title}` }));
};

/** Saves new content on the editor as it is now (its version), as a person who opens it and saves would. */
async function saveContent(title: string, content: string) {
  const editor = await openEditor(title);
  const saved = await editor.formOf(button(editor, "Save")).fill("Content", content).submit("Save");
  expect(toastText(saved)).toContain("Saved");
}

describe("the post form", () => {
  test("a title of spaces, or with no letter or number, is refused next to the field; what was typed stays", async () => {
    const form = await owner.open("/admin/new");
    form.screen.getByText("Check Published for the post to be visible to visitors. Leave it unchecked to save a draft.");
    // Spaces get past the browser's `required` check; the server trims them.
    const refused = await form.formOf(button(form, "Create")).fill("Title", "   ").fill("Content", "Content that must not be lost.").fill("Tags", "kept, tags").submit("Create");
    expect(refused.status).toBe(400);
    const again = refused.formOf(button(refused, "Create"));
    expect(again.control("Title").getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(again.control("Title"))).toContain("Enter a title.");
    expect(again.value("Content")).toBe("Content that must not be lost.");
    expect(again.value("Tags")).toBe("kept, tags");

    const noLetter = await again.fill("Title", "!!! ???").submit("Create");
    expect(descriptionOf(noLetter.formOf(button(noLetter, "Create")).control("Title"))).toContain("The title needs at least one letter or number");
  });

  test("an upload that is not an image is refused in the form's alert, the title kept; a real one is the article's image and its sharing image", async () => {
    const title = unique("Image Post");
    const form = await owner.open("/admin/new");
    const refused = await form
      .formOf(button(form, "Create"))
      .fill("Title", title)
      .attach("Image upload", { name: "fake.png", type: "image/png", content: "not an image" })
      .submit("Create");
    expect(refused.status).toBe(400);
    const alert = textOf(refused.document.querySelector("[data-form-alert]"));
    expect(alert).toContain("Upload failed");
    expect(alert).toContain("not a real .png file");
    const again = refused.formOf(button(refused, "Create"));
    expect(again.value("Title")).toBe(title);
    expect((await owner.open("/admin")).screen.queryByTestId(`post-row-${slugOf(title)}`)).toBeNull();

    const created = await again
      .attach("Image upload", { name: "photo.png", type: "image/png", content: PNG_BYTES })
      .fill("Image description (alt text)", "A one-pixel test image")
      .check("Published")
      .submit("Create");
    expect(created.url.pathname).toBe("/admin");
    const article = await owner.open(`/blog/${slugOf(title)}`);
    const src = article.screen.getByRole("img", { name: "A one-pixel test image" }).getAttribute("src")!;
    expect(src).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.png$/);
    expect(article.meta("og:image")).toMatch(new RegExp(`${src}$`));
  });

  test("the staff preview shows a draft as it will look, under a banner", async () => {
    const title = unique("Preview Draft");
    const dashboard = await createPost(title, "## Section\n\nPreview *body* text.");
    const preview = await dashboard.follow(dashboard.screen.getByRole("link", { name: `Preview ${title}` }));
    expect(preview.url.pathname).toMatch(/^\/admin\/preview\/\d+$/);
    expect(preview.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual([title]);
    preview.screen.getByText("Draft: visitors cannot see this post", { exact: false });
    preview.screen.getByRole("heading", { level: 2, name: "Section" });
    expect(textOf(preview.document.querySelector("article em"))).toBe("body");
    expect(textOf(preview.screen.getByText("Created"))).toMatch(/^Created \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\.$/);
  });

  test("SEO fields reach the article's head and its JSON-LD; the editor shows them back with their counts", async () => {
    const title = unique("Night Care Guide");
    const metaTitle = "Night Care at Home: What Families Should Prepare";
    const metaDescription = "A nurse's list of what to prepare before a night shift at home.";
    const form = await owner.open("/admin/new");
    const created = await form
      .formOf(button(form, "Create"))
      .fill("Title", title)
      .fill("Content", "What to prepare for the night.")
      .fill("Meta title", metaTitle)
      .fill("Meta description", metaDescription)
      .check("Published")
      .submit("Create");
    expect(created.url.pathname).toBe("/admin");

    const article = await owner.open(`/blog/${slugOf(title)}`);
    expect(article.title).toBe(metaTitle);
    expect(article.meta("description")).toBe(metaDescription);
    expect(article.meta("og:description")).toBe(metaDescription);
    expect(jsonLdOf(article.document).find((data) => data["@type"] === "BlogPosting")?.description).toBe(metaDescription);

    // Counted on the server too: the same words without JavaScript.
    const editor = await openEditor(title);
    expect(editor.formOf(button(editor, "Save")).value("Meta title")).toBe(metaTitle);
    editor.screen.getByText("48 of 60.");
  });

  test("a hostile body: the article holds no script, frame, svg, event handler or javascript: link", async () => {
    const title = unique("Hostile Post");
    const body = [
      "Safe intro.",
      "<script>alert('script')</script>",
      // Described, so the accessibility checks let it be published: the handler is what is hostile here.
      '<img src="/nope.png" alt="A picture that is not there" onerror="alert(\'onerror\')">',
      "[click me](javascript:alert('link'))",
      '<a href="javascript:alert(1)">html link</a><iframe src="https://evil.example"></iframe>',
      '<p onmouseover="alert(1)">hover me</p><svg onload="alert(2)"></svg>',
    ].join("\n\n");
    await createPost(title, body, { published: true });
    const article = await owner.open(`/blog/${slugOf(title)}`);
    const postBody = article.screen.getByTestId("post-body");
    queriesIn(postBody).getByText("Safe intro.");
    queriesIn(postBody).getByText("hover me");
    queriesIn(postBody).getByText("click me");
    expect(postBody.querySelectorAll("script, iframe, svg, object, embed")).toHaveLength(0);
    const handlers = [postBody, ...postBody.querySelectorAll("*")].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith("on")));
    expect(handlers).toEqual([]);
    expect([...postBody.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "").filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  });
});

describe("the post list", () => {
  test("search and status are a GET form whose view is an address; nothing matching says so, and Clear leads back", async () => {
    const dashboard = await owner.open("/admin");
    const filters = queriesIn(dashboard.screen.getByTestId("post-filters"));
    const filtered = await dashboard.formOf(filters.getByRole("button", { name: "Filter" })).fill("Search posts", "winter wellness").select("Status", "Draft").submit("Filter");
    expect(`${filtered.url.pathname}${filtered.url.search}`).toMatch(/^\/admin\?q=winter\+wellness&status=draft(&|$)/);
    expect(filtered.document.querySelectorAll('[data-testid^="post-row-"]')).toHaveLength(1);
    filtered.screen.getByTestId("post-row-winter-wellness-checklist-draft");

    const none = await owner.open("/admin?q=winter+wellness&status=published");
    none.screen.getByText("No posts match the filter.");
    const cleared = await none.follow(none.screen.getByRole("link", { name: "Clear" }));
    expect(`${cleared.url.pathname}${cleared.url.search}`).toBe("/admin");
    expect(cleared.document.querySelectorAll('[data-testid^="post-row-"]').length).toBeGreaterThan(1);
  });

  test("bulk actions: tick two posts, publish them together, then delete them through the confirmation page", async () => {
    const titles = [unique("Bulk one"), unique("Bulk two")];
    for (const title of titles) await createPost(title, "Text for a bulk test.");
    const tick = (page: Page) => {
      const form = page.formOf(queriesIn(page.screen.getByTestId("bulk-actions")).getByRole("button", { name: "Publish selected" }));
      for (const title of titles) form.check(`Select ${title}`);
      return form;
    };
    const rowOf = (page: Page, title: string) => page.screen.queryByTestId(`post-row-${slugOf(title)}`);

    const published = await tick(await owner.open("/admin")).submit("Publish selected");
    expect(toastText(published)).toContain("2 posts published.");
    for (const title of titles) queriesIn(rowOf(published, title)!).getByText("Published", { exact: true });

    const asked = await tick(published).submit("Delete selected");
    expect(textOf(asked.screen.getByRole("heading", { level: 1 }))).toBe("Delete 2 posts");
    asked.screen.getByText("Are you sure you want to delete these 2 posts? This action cannot be undone.");
    const deleted = await asked.formOf(queriesIn(asked.screen.getByRole("main")).getByRole("button", { name: "Delete" })).submit("Delete");
    expect(toastText(deleted)).toContain("2 posts deleted.");
    for (const title of titles) expect(rowOf(deleted, title)).toBeNull();
  });
});

describe("a post's history", () => {
  const FIRST = "Our caregivers visit every morning.\n\nCall the office to book a visit.";
  const SECOND = "Our caregivers visit every evening.\n\nCall the office to book a visit.";
  const THIRD = "Our caregivers visit every evening and weekend.\n\nCall or email the office to book a visit.";
  const diff = (page: Page, tag: "del" | "ins") => [...page.screen.getByTestId("diff-content").querySelectorAll(tag)].map(textOf);
  const entries = (page: Page) => page.screen.getAllByTestId("revision-entry");
  const compare = (page: Page, entry: Element) => page.follow(queriesIn(entry).getByRole("link", { name: /View and compare/ }));

  test("saves listed, the oldest compared (unchanged fields named, its text shown); a restore refused as stale shows today's comparison, and a second try restores", async () => {
    const title = unique("History Post");
    await createPost(title, FIRST);
    await saveContent(title, SECOND);
    const editor = await openEditor(title);
    const history = await editor.follow(editor.screen.getByRole("link", { name: /^History/ }));
    expect(textOf(history.screen.getByRole("heading", { level: 1 }))).toBe("History");
    expect(entries(history)).toHaveLength(2);
    queriesIn(entries(history)[0]!).getByText("Current", { exact: true });
    expect(queriesIn(entries(history)[1]!).queryByText("Current", { exact: true })).toBeNull();
    for (const entry of entries(history)) {
      queriesIn(entry).getByText("Saved", { exact: true });
      expect(textOf(entry)).toContain("owner@example.com");
    }

    const oldest = await compare(history, entries(history).at(-1)!);
    oldest.screen.getByRole("heading", { level: 2, name: "What changed since this version" });
    expect(textOf(oldest.screen.getByTestId("diff-legend"))).toMatch(/This version \(.+, owner@example\.com\).*Current version \(.+, owner@example\.com\)/);
    expect(diff(oldest, "del")).toEqual(["[removed: morning]"]);
    expect(diff(oldest, "ins")).toEqual(["[added: evening]"]);
    // The title did not change: named as unchanged, not compared.
    expect(oldest.screen.queryByTestId("diff-title")).toBeNull();
    oldest.screen.getByText(/^Unchanged: Title, Excerpt/);
    expect(textOf(oldest.screen.getByRole("region", { name: "Content of this version" }))).toContain("Our caregivers visit every morning.");
    oldest.screen.getByText(/^Are you sure you want to restore this version\?/);

    // Someone saves the post while this page is open: the restore is refused, and the page is today's.
    await saveContent(title, THIRD);
    const stale = await oldest.formOf(button(oldest, "Restore this version")).submit("Restore this version");
    expect(stale.status).toBe(409);
    expect(stale.url.href).toBe(oldest.url.href);
    stale.screen.getByText(/This post was changed since you opened this page/);
    expect(diff(stale, "ins")).toEqual(["[added: evening and weekend]", "[added: or email]"]);

    const restored = await stale.formOf(button(stale, "Restore this version")).submit("Restore this version");
    expect(restored.url.pathname).toBe(new URL(editor.url).pathname);
    expect(toastText(restored)).toMatch(/Restored the version of .+\. The version it replaced is kept in the history\./);
    // As a browser's textarea gives it: line breaks as \n (the form sent them as \r\n).
    expect(restored.formOf(button(restored, "Save")).value("Content").replace(/\r\n/g, "\n")).toBe(FIRST);

    // The history starts with the restore; the text it replaced is still there.
    const after = await restored.follow(restored.screen.getByRole("link", { name: /^History/ }));
    expect(entries(after)).toHaveLength(4);
    queriesIn(entries(after)[0]!).getByText("Restored", { exact: true });
    queriesIn(entries(after)[0]!).getByText("Current", { exact: true });
    const replaced = await compare(after, entries(after)[1]!);
    expect(diff(replaced, "del")).toEqual(["[removed: evening and weekend]", "[removed: or email]"]);
    expect(diff(replaced, "ins")).toEqual(["[added: morning]"]);
  });
});

describe("sharing a preview", () => {
  test("the new link is shown once with its date, no Copy button without JavaScript; it shows the draft under a banner; revoked it is gone; published, it leads to the article", async () => {
    const title = unique("Preview Visit Plan");
    await createPost(title, "A first paragraph.\n\n## What families can expect\n\nA **bold** promise.");
    const editor = await openEditor(title);
    const section = (page: Page) => queriesIn(page.screen.getByTestId("share-preview"));
    section(editor).getByRole("heading", { name: "Share a preview" });
    section(editor).getByText("No preview link of this post works now.");

    const share = (page: Page) => page.formOf(section(page).getByRole("button", { name: "Share preview link" })).submit("Share preview link");
    const shared = await share(editor);
    expect(toastText(shared)).toContain("Preview link ready");
    // Back at the section, below the long post form.
    expect(shared.url.hash).toBe("#share-preview");
    const link = (section(shared).getByLabelText("Your new preview link") as HTMLInputElement).value;
    expect(link).toMatch(new RegExp(`^${owner.site.origin}/preview/[A-Za-z0-9_-]{43}$`));
    expect(section(shared).queryByRole("button", { name: "Copy link" })).toBeNull();
    expect(queriesIn(section(shared).getByTestId("preview-link-list")).getAllByRole("listitem")).toHaveLength(1);
    section(shared).getByText(/Works until \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\./);

    // Someone with the link and no session.
    const visitor = new Visitor(owner.site);
    const preview = await visitor.open(link);
    expect(preview.status).toBe(200);
    expect(preview.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(preview.meta("robots")).toBe("noindex");
    expect(textOf(preview.screen.getByTestId("preview-banner"))).toContain("Preview: this post is not published yet");
    expect(preview.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual([title]);
    preview.screen.getByRole("heading", { level: 2, name: "What families can expect" });
    expect(textOf(queriesIn(preview.screen.getByTestId("post-body")).getByText("bold"))).toBe("bold");
    // The site around it, as on the blog.
    preview.screen.getByRole("navigation", { name: "Breadcrumb" });
    preview.screen.getByRole("contentinfo");
    expect((await visitor.open(`/blog/${slugOf(title)}`)).status).toBe(404);

    const revoked = await shared.formOf(queriesIn(section(shared).getByTestId("preview-link-list")).getByRole("button", { name: /^Revoke/ })).submit();
    expect(toastText(revoked)).toContain("Preview link revoked");
    section(revoked).getByText("No preview link of this post works now.");
    expect(section(revoked).queryByLabelText("Your new preview link")).toBeNull();
    const gone = await visitor.open(link);
    expect(gone.status).toBe(404);
    gone.screen.getByRole("heading", { level: 1, name: "Oops! Page not found" });
    expect(gone.html).not.toContain(title);

    // A new link, then the post is published: the link leads to the article.
    const second = (section(await share(revoked)).getByLabelText("Your new preview link") as HTMLInputElement).value;
    expect(second).not.toBe(link);
    const dashboard = await owner.open("/admin");
    const published = await dashboard.formOf(button(dashboard, `Publish ${title}`)).submit();
    expect(toastText(published)).toContain("Published");
    const followed = await visitor.open(second);
    expect(followed.url.pathname).toBe(`/blog/${slugOf(title)}`);
    expect(followed.redirects.map(({ status }) => status)).toEqual([expect.toBeOneOf([302, 303])]);
    expect(followed.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual([title]);
    expect(followed.screen.queryByTestId("preview-banner")).toBeNull();
    // Published: the editor offers no preview any more.
    expect((await openEditor(title)).screen.queryByTestId("share-preview")).toBeNull();
  });
});
