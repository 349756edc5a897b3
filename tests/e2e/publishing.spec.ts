/**
 * Publishing in the browser, with JavaScript on and off:
 * a post scheduled a minute ahead appears on /blog, in RSS and in the sitemap
 * at its minute and not before, across a server restart (on a server of its
 * own, so the shared one is never stopped); the stale-version refusal keeps
 * the text; autosave (JavaScript); SEO fields in the rendered head.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { OWNER_EMAIL, signInAs } from "./support/staff";
import { preferMarkdownEditor } from "./support/fixtures";
import { OwnServer } from "./support/own-server";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

const jsDisabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** "2026-11-23T18:05" in Toronto time for a Date. */
function torontoLocal(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Toronto",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function textOf(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

test.describe("scheduled publishing", () => {
  test.setTimeout(90_000);

  test("a post scheduled a minute ahead appears on the blog, in RSS and in the sitemap at its minute, across a restart", async ({ browser }, testInfo) => {
    const port = 3900 + Number(process.env.E2E_PORT ?? 3210) % 50 + (jsDisabled(testInfo) ? 50 : 0);
    const root = path.resolve("tests/.tmp", `e2e-schedule-${port}`);
    fs.rmSync(root, { recursive: true, force: true });
    const server = new OwnServer(port, root);
    await server.start();
    try {
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: !jsDisabled(testInfo) });
      await preferMarkdownEditor(context);
      const page = await context.newPage();
      await signInAs(page, OWNER_EMAIL, root);

      // Two minutes ahead, on the minute: the server's clock is moved past it below, nobody waits.
      const now = Date.now();
      const goesLive = Math.ceil(now / 60_000) * 60_000 + 60_000;
      const title = `Scheduled Notes ${testInfo.project.name} ${now.toString(36)}`;
      await page.goto("/admin/new");
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await page.getByLabel("Content").fill("Written ahead of time.");
      await page.getByLabel("Published").check();
      await page.getByLabel("Publish at (Toronto time)").fill(torontoLocal(new Date(goesLive)));
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText(/is scheduled for .* \(Toronto time\)/).first()).toBeVisible();
      const row = page.getByTestId(`post-row-${slugOf(title)}`);
      await expect(row.getByText(/^Scheduled for /)).toBeVisible();

      // Not before its minute.
      expect(await textOf(`${server.url}/blog`)).not.toContain(title);
      expect(await textOf(`${server.url}/blog/rss.xml`)).not.toContain(title);
      expect(await textOf(`${server.url}/sitemap.xml`)).not.toContain(slugOf(title));
      expect((await fetch(`${server.url}/blog/${slugOf(title)}`)).status).toBe(404);

      // A second before its minute (the server's clock moved there): still not.
      server.setClock(goesLive - 1000);
      expect(await textOf(`${server.url}/blog/rss.xml`)).not.toContain(title);
      expect((await fetch(`${server.url}/blog/${slugOf(title)}`)).status).toBe(404);

      // The server is down when the minute comes, and starts again after it.
      await server.stop();
      server.setClock(goesLive + 1500);
      await server.start();

      expect(await textOf(`${server.url}/blog`)).toContain(title);
      expect(await textOf(`${server.url}/blog/rss.xml`)).toContain(title);
      expect(await textOf(`${server.url}/sitemap.xml`)).toContain(`/blog/${slugOf(title)}`);
      await page.goto(`/blog/${slugOf(title)}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

      // Announced once, at start, in the audit trail (the old session ended with the server? it did not: it is in the database).
      await page.goto("/admin/audit?action=post-publish");
      await expect(page.getByText(/scheduled for/)).toHaveCount(1);
      await context.close();
    } finally {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

async function openEditor(page: Page, title: string) {
  await page.goto("/admin");
  await page.getByTestId(`post-row-${slugOf(title)}`).getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
}

async function createDraft(page: Page, title: string, content: string) {
  await page.goto("/admin/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function secondSignedInPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !jsDisabled(testInfo) });
  await preferMarkdownEditor(context);
  const page = await context.newPage();
  await signInAs(page, OWNER_EMAIL);
  return page;
}

test.describe("editing safely", () => {
  // Two sign-ins (scrypt) on a busy 2-core machine.
  test.setTimeout(60_000);

  test("saving over someone else's newer save is refused, with the text kept and a link to compare", async ({ page, browser }, testInfo) => {
    await signInAs(page, OWNER_EMAIL);
    const title = `Shared Draft ${testInfo.project.name} ${Date.now().toString(36)}`;
    await createDraft(page, title, "The first words.");
    await openEditor(page, title);

    const other = await secondSignedInPage(browser, testInfo);
    await openEditor(other, title);
    await other.getByLabel("Content").fill("Someone else's words.");
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expect(other).toHaveURL(/\/admin$/);
    await other.context().close();

    // This page still carries the version it opened, unless its own autosave ran: stop typing briefly to be sure it did not matter.
    await page.getByLabel("Content").fill("My careful paragraph.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("This post was changed by someone else since you opened it").first()).toBeVisible();
    await expect(page.getByLabel("Content")).toHaveValue("My careful paragraph.");
    const compare = page.getByRole("link", { name: /Compare the version you opened with the current one/ });
    await expect(compare).toHaveAttribute("href", /\/admin\/edit\/\d+\/history(\/\d+)?$/);

    // Saving again is now a deliberate choice, and goes through.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin`);
    await openEditor(page, title);
    await expect(page.getByLabel("Content")).toHaveValue("My careful paragraph.");
  });

  test("a draft autosaves a few seconds after typing stops (JavaScript)", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "autosave needs JavaScript; without it Save does the same work (the test above)");
    await signInAs(page, OWNER_EMAIL);
    const title = `Autosaved Draft ${Date.now().toString(36)}`;
    await createDraft(page, title, "Start.");
    await openEditor(page, title);
    await page.getByLabel("Content").fill("Start. And more, typed later.");
    const status = page.getByTestId("autosave-status");
    await expect(status).toHaveText("Unsaved changes");
    await expect(status).toHaveText(/^Saved at \d{1,2}:\d{2}/, { timeout: 15_000 });
    // Saved on the server: a fresh load shows it.
    await page.reload();
    await expect(page.getByLabel("Content")).toHaveValue("Start. And more, typed later.");

    // Leaving with unsaved changes asks first.
    await page.getByLabel("Content").fill("Not saved yet.");
    let asked = "";
    page.once("dialog", async (dialog) => {
      asked = dialog.message();
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect.poll(() => asked).toContain("not saved");
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  });

  test("SEO fields reach the article's head; the search preview follows them", async ({ page }, testInfo) => {
    await signInAs(page, OWNER_EMAIL);
    const title = `Night Care Guide ${testInfo.project.name} ${Date.now().toString(36)}`;
    await page.goto("/admin/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Content").fill("What to prepare for the night.");
    await page.getByLabel("Meta title").fill("Night Care at Home: What Families Should Prepare");
    await page.getByLabel("Meta description").fill("A nurse's list of what to prepare before a night shift at home.");
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText("Night Care at Home: What Families Should Prepare");
    await expect(preview).toContainText("A nurse's list of what to prepare");
    await expect(page.getByText("48 of 60.")).toBeVisible();
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`/blog/${slugOf(title)}`);
    await expect(page).toHaveTitle("Night Care at Home: What Families Should Prepare");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "A nurse's list of what to prepare before a night shift at home.");
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", "A nurse's list of what to prepare before a night shift at home.");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
    expect(jsonLd.description).toBe("A nurse's list of what to prepare before a night shift at home.");

    // The edit form shows them back, with the counts (without JavaScript too: counted on the server).
    await openEditor(page, title);
    await expect(page.getByLabel("Meta title")).toHaveValue("Night Care at Home: What Families Should Prepare");
    await expect(page.getByText("48 of 60.")).toBeVisible();
  });
});
