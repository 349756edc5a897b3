/**
 * The browser seam (decision 0013): every hook that app/browser/ finds, reads
 * or clones (app/lib/browser-seam.ts) matches at least one element on the
 * public pages the script runs on, so an attribute renamed on one side only
 * fails here. The script starts from the server's HTML, and from the pages
 * that answer its requests (a sent form, the next testimonials page), so that
 * HTML is what is checked, inside <template>s too (the script clones them).
 */
import { expect, test } from "./support/test";
import { type APIRequestContext, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { scriptWrittenHooks, seam, seamNames, type SeamName } from "../../app/lib/browser-seam";
import { HONEYPOT_FIELD, JS_FIELD, RESUME_FIELD } from "../../app/schemas/form-rules";
import { jsDisabled } from "./support/fixtures";
import { uniqueEmail } from "./support/staff";

/** Public pages where each part of the script applies. */
const PAGES = [
  "/",
  "/contact",
  "/careers",
  "/job",
  "/testimonials",
  "/testimonials/new",
  "/blog",
  "/locations",
  "/location/peel-region",
  "/resources",
  "/find-care",
  "/sinaicare",
  "/services/workforce",
];

interface ServerPage {
  name: string;
  html: string;
}

async function get(request: APIRequestContext, path: string): Promise<ServerPage> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  return { name: `GET ${path}`, html: await response.text() };
}

/** For each hook, the pages whose HTML has an element with it (template contents included). */
async function hooksIn(page: Page, pages: ServerPage[]): Promise<Map<SeamName, string[]>> {
  const selectors = seamNames.map((name) => [name, seam[name].selector] as const);
  const found = new Map<SeamName, string[]>(seamNames.map((name) => [name, []]));
  for (const { name, html } of pages) {
    const present = await page.evaluate(
      ({ html, selectors }) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        const roots: ParentNode[] = [doc, ...[...doc.querySelectorAll("template")].map((template) => template.content)];
        return selectors.filter(([, selector]) => roots.some((root) => root.querySelector(selector))).map(([hook]) => hook);
      },
      { html, selectors },
    );
    for (const hook of present) found.get(hook)!.push(name);
  }
  return found;
}

/** The page that answers a form sent by the script: its `_js` marker asks for the outcome instead of a redirect. */
async function post(request: APIRequestContext, path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) {
  const response = await request.post(path, { multipart: { [JS_FIELD]: "1", [HONEYPOT_FIELD]: "", ...multipart } });
  return { name: `POST ${path}`, html: await response.text() };
}

async function smallPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  return Buffer.from(await doc.save());
}

test("every hook of the browser seam matches an element in the public pages' HTML", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const pages = await Promise.all(PAGES.map((path) => get(request, path)));

  // A blog article, and the last testimonials page ('No more testimonials').
  const blog = pages.find((entry) => entry.name === "GET /blog")!;
  const article = /href="(\/blog\/(?!rss)[a-z0-9-]+)"/.exec(blog.html)?.[1];
  expect(article, "the blog lists an article").toBeTruthy();
  pages.push(await get(request, article!));
  let next: string | undefined = "/testimonials";
  for (let guard = 0; next && guard < 50; guard += 1) {
    const testimonials = await get(request, next);
    pages.push(testimonials);
    next = await page.evaluate(
      ([html, selector]) => new DOMParser().parseFromString(html, "text/html").querySelector(selector)?.getAttribute("href") ?? undefined,
      [testimonials.html, `a${seam.loadMore.selector}`] as const,
    );
  }

  // What answers the forms the script sends: an error (the outcome, the alert) and an accepted
  // job application with a resume (the 'Resume uploaded' block with 'Copy link').
  pages.push(await post(request, "/contact", { name: "", email: "", subject: "", message: "" }));
  pages.push(
    await post(request, "/job", {
      name: "Seam Check",
      // An address of this run's own: the same form sent again within 10 minutes (the other
      // project's run of this test) is answered as a double submission, without the resume block.
      email: uniqueEmail(testInfo, "seam-check"),
      position: "",
      message: "",
      // The screening answers: the application is accepted and its answer shows the resume.
      "region-peel-region": "yes",
      "availability-part-time": "yes",
      start_date: "2099-01-15",
      "language-english": "yes",
      [RESUME_FIELD]: { name: "resume.pdf", mimeType: "application/pdf", buffer: await smallPdf() },
    }),
  );

  const found = await hooksIn(page, pages);
  const missing = seamNames.filter((name) => !scriptWrittenHooks.includes(name) && found.get(name)!.length === 0);
  expect(missing.map((name) => `${name} (${seam[name].selector})`), "hooks no public page renders").toEqual([]);
  // The answers carry what only they carry.
  expect(found.get("formOutcome")).toEqual(expect.arrayContaining(["POST /contact", "POST /job"]));
  expect(found.get("copyLink")).toContain("POST /job");
});

test("the hooks the script writes appear once it has run", async ({ page }, testInfo) => {
  test.skip(jsDisabled(testInfo), "written by the script");
  await page.goto("/");
  // Scroll reveal marks what has come into view.
  await page.locator(seam.reveal.selector).last().scrollIntoViewIfNeeded();
  for (const name of scriptWrittenHooks) {
    await expect.poll(() => page.locator(seam[name].selector).count(), `${name} (${seam[name].selector})`).toBeGreaterThan(0);
  }
});
