/**
 * Staff work whose effect the built server's own layers give: redirects
 * answered and counted before the routes (decision 0637), the 404 report
 * counting what visitors missed (decision 0631), and a scheduled post on the
 * blog, in RSS and in the sitemap at its minute, announced once by a restart
 * after it (decision 0313). The server runs in test mode, the only mode
 * whose clock a test moves (decision 0323).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { utcToAgencyLocal } from "~/lib/agency-time";
import { tmpRoot, waitForOutput } from "../integration/server-process-helpers";
import { descriptionOf, queriesIn, textOf } from "./support/dom";
import { BUILT_SERVER_OWNER, type BuiltServer, builtServer } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

const clockFile = path.join(tmpRoot, "redirects-and-scheduling-clock");
/** Moves the server's clock to `at` (it reads the offset at every request and at start). */
const setClock = (at: number) => fs.writeFileSync(clockFile, String(at - Date.now()));

let site: BuiltServer;
let owner: Visitor;
afterAll(() => site?.stop());
beforeAll(async () => {
  fs.writeFileSync(clockFile, "0");
  site = await builtServer({ NODE_ENV: "test", TEST_CLOCK_FILE: clockFile });
  owner = new Visitor(site);
  const signIn = await owner.open("/admin/login");
  const dashboard = await signIn
    .formOf(signIn.screen.getByRole("button", { name: "Sign in" }))
    .fill("Email", BUILT_SERVER_OWNER.email)
    .fill("Password", BUILT_SERVER_OWNER.password)
    .submit("Sign in");
  expect(dashboard.url.pathname).toBe("/admin");
});

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const region = (page: Page, name: string) => queriesIn(page.screen.getByRole("region", { name }));
const redirectRow = (page: Page, from: string) => {
  const row = page.screen.getAllByTestId("redirect-row").find((candidate) => textOf(candidate.querySelector("td")) === from);
  if (!row) throw new Error(`no redirect from ${from} in the list`);
  return row;
};
/** The add form of the redirects page. */
const addForm = (page: Page) => page.formOf(region(page, "Add a redirect").getByRole("button", { name: "Add redirect" }));

/** A post made on the New Post form; the dashboard it lands on. */
async function newPost(fields: { title: string; content: string; published?: boolean; publishAt?: string }): Promise<Page> {
  const form = await owner.open("/admin/new");
  const filled = form.formOf(form.screen.getByRole("button", { name: "Create" })).fill("Title", fields.title).fill("Content", fields.content);
  if (fields.published) filled.check("Published");
  if (fields.publishAt) filled.fill("Publish at (Toronto time)", fields.publishAt);
  const dashboard = await filled.submit("Create");
  expect(dashboard.url.pathname).toBe("/admin");
  return dashboard;
}

describe("redirects", () => {
  test("a published post's address changes: the old link answers 301 with its query, in any case, then the article; listed as moved, with its hits", async () => {
    const dashboard = await newPost({ title: "Moving article", content: "The article's text.", published: true });
    const editor = await dashboard.follow(dashboard.screen.getByRole("link", { name: "Edit Moving article" }));
    const saved = await editor
      .formOf(editor.screen.getByRole("button", { name: "Save" }))
      .fill("Title", "Moving article renamed")
      .check("Make the address and read time again")
      .submit("Save");
    expect(toastText(saved)).toContain("Its old address /blog/moving-article now leads to the new one.");

    const visitor = new Visitor(site);
    const old = await visitor.fetch("/blog/moving-article?utm_source=brochure");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/moving-article-renamed?utm_source=brochure");
    const article = await visitor.open("/BLOG/MOVING-ARTICLE/");
    expect(article.url.pathname).toBe("/blog/moving-article-renamed");
    expect(textOf(article.screen.getByRole("heading", { level: 1 }))).toBe("Moving article renamed");

    const sitemap = await (await visitor.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/moving-article-renamed<");
    expect(sitemap).not.toContain("/blog/moving-article<");

    // Both visits were counted in memory; the list writes them when it opens.
    const row = redirectRow(await owner.open("/admin/redirects"), "/blog/moving-article");
    expect(textOf(row)).toContain("Post moved");
    expect(textOf(queriesIn(row).getByTestId("redirect-hits"))).toBe("2");
  });

  test("a redirect added by hand, a loop refused with what was typed kept, then a CSV with a row refused", async () => {
    const page = await owner.open("/admin/redirects");
    const added = await addForm(page).fill("Old address", "/OLD-BROCHURE/").fill("New address", "/careers").select("Kind", "302").submit("Add redirect");
    expect(textOf(redirectRow(added, "/old-brochure"))).toContain("Temporary");
    const visitor = new Visitor(site);
    const answered = await visitor.fetch("/old-brochure?ref=print");
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe("/careers?ref=print");

    // A to B exists; B to A (spelled otherwise) would loop.
    const chained = await addForm(added).fill("Old address", "/old-brochure-a").fill("New address", "/old-brochure-b").submit("Add redirect");
    expect(textOf(redirectRow(chained, "/old-brochure-a"))).toContain("/old-brochure-b");
    const loop = await addForm(chained).fill("Old address", "/old-brochure-b").fill("New address", "/old-brochure-A/").submit("Add redirect");
    expect(loop.status).toBe(400);
    const to = addForm(loop).control("New address");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(to)).toContain("This would lead back to the old address (a loop). Choose where the page is now.");
    expect(addForm(loop).value("New address")).toBe("/old-brochure-A/");
    expect(addForm(loop).value("Old address")).toBe("/old-brochure-b");

    const importing = await owner.open("/admin/redirects");
    const imported = await importing
      .formOf(region(importing, "Import from CSV").getByRole("button", { name: "Import" }))
      .attach("CSV file", { name: "old-site.csv", type: "text/csv", content: "from,to,status\n/old-team,/careers,301\n/contact,/careers,301\n" })
      .submit("Import");
    const refused = textOf(imported.screen.getByTestId("import-refused"));
    expect(refused).toContain("1 redirect added; 1 row was refused");
    expect(refused).toContain("Line 3: /contact → /careers");
    expect(refused).toContain("That address is a page of this site");
    expect((await visitor.fetch("/old-team")).status).toBe(301);
  });

  test("an address with repeated slashes moves to its one-slash spelling, query kept, and opens the page there", async () => {
    const visitor = new Visitor(site);
    const moved = await visitor.fetch("/blog//?category=home-care//tips");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/?category=home-care//tips");
    const region = await visitor.open("/location//peel-region");
    expect(region.url.pathname).toBe("/location/peel-region");
    expect(textOf(region.screen.getByRole("heading", { level: 1 }))).toContain("Peel");
  });

  test("the 404 report counts a missing page, with the linking site's name; 'Create redirect' fills the form, and the redirect takes it out", async () => {
    const missing = "/old-services-page";
    const visitor = new Visitor(site);
    for (let i = 0; i < 2; i++) expect((await visitor.fetch(missing, { headers: { Referer: "https://partner.example.org/links" } })).status).toBe(404);
    // One address asking is not enough to be reported (decision 0633); a link on a page of this site is.
    expect((await visitor.fetch(missing, { headers: { Referer: `${site.origin}/blog` } })).status).toBe(404);

    const report = await owner.open("/admin/not-found");
    const row = report.screen.getAllByTestId("not-found-row").find((candidate) => textOf(candidate).includes(missing));
    expect(row, "the missing page in the report").toBeDefined();
    expect(textOf(queriesIn(row!).getByTestId("not-found-hits"))).toBe("3");
    expect(textOf(row)).toContain("partner.example.org (2)");

    const redirects = await report.follow(queriesIn(row!).getByRole("link", { name: `Create redirect from ${missing}` }));
    expect(addForm(redirects).value("Old address")).toBe(missing);
    const added = await addForm(redirects).fill("New address", "/services/personal-support").submit("Add redirect");
    expect(textOf(redirectRow(added, missing))).toContain("/services/personal-support");
    expect((await visitor.fetch(missing)).status).toBe(301);
    expect(textOf((await owner.open("/admin/not-found")).screen.getByRole("main"))).not.toContain(missing);
  });
});

describe("scheduled publishing", () => {
  // A longer limit: the server stops and starts again, which can take most of a minute on a busy machine.
  test("a post scheduled a minute ahead is on the blog, in RSS and in the sitemap at its minute, not before; a restart after it announces it once", async () => {
    // On the minute, two ahead: the server's clock is moved past it below, nobody waits.
    const goesLive = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    const title = "Scheduled Notes";
    const dashboard = await newPost({ title, content: "Written ahead of time.", published: true, publishAt: utcToAgencyLocal(new Date(goesLive).toISOString()) });
    expect(toastText(dashboard)).toMatch(/is scheduled for .* \(Toronto time\)/);
    expect(textOf(dashboard.screen.getByTestId("post-row-scheduled-notes"))).toContain("Scheduled for ");

    const visitor = new Visitor(site);
    const text = async (target: string) => {
      const response = await visitor.fetch(target);
      expect(response.status, target).toBe(200);
      return response.text();
    };
    const notYet = async () => {
      expect(await text("/blog")).not.toContain(title);
      expect(await text("/blog/rss.xml")).not.toContain(title);
      expect(await text("/sitemap.xml")).not.toContain("/blog/scheduled-notes");
      expect((await visitor.fetch("/blog/scheduled-notes")).status).toBe(404);
    };
    await notYet();
    // A second before its minute.
    setClock(goesLive - 1000);
    await notYet();

    // The server is down when the minute comes, and starts after it.
    await site.restart(() => setClock(goesLive + 1500));
    await waitForOutput(site, "scheduled post went live");
    expect(await text("/blog")).toContain(title);
    expect(await text("/blog/rss.xml")).toContain(title);
    expect(await text("/sitemap.xml")).toContain("/blog/scheduled-notes");
    const article = await visitor.open("/blog/scheduled-notes");
    expect(article.status).toBe(200);
    expect(textOf(article.screen.getByRole("heading", { level: 1 }))).toBe(title);

    // Announced once, at start, in the audit log.
    const audit = await owner.open("/admin/audit?action=post-publish");
    expect(audit.screen.getAllByTestId("audit-entry").filter((entry) => textOf(entry).includes("scheduled for"))).toHaveLength(1);
  }, 90_000);
});
