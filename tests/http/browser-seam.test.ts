/**
 * The browser seam (decision 0013): every hook that app/browser/ finds, reads
 * or clones (app/lib/browser-seam.ts) matches at least one element on the
 * public pages the script runs on, so an attribute renamed on one side only
 * fails here. The script starts from the server's HTML, and from the pages
 * that answer its requests (a sent form, the next testimonials page), so that
 * HTML is what is checked, inside <template>s too (the script clones them).
 * (That the hooks the script writes appear is tests/e2e/browser-seam.spec.ts.)
 */
import { PDFDocument } from "pdf-lib";
import { beforeAll, expect, test } from "vitest";
import { scriptWrittenHooks, seam, seamNames, type SeamName } from "~/lib/browser-seam";
import { createNotice } from "~/server/domain/service-notices.server";
import { HONEYPOT_FIELD, JS_FIELD, RESUME_FIELD } from "~/schemas/form-rules";
import { parseHtml } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Visitor } from "./support/visitor";

/** Public pages where each part of the script applies. */
const PAGES = ["/", "/contact", "/fr/nous-joindre", "/careers", "/job", "/testimonials", "/testimonials/new", "/blog", "/locations", "/location/peel-region", "/resources", "/find-care", "/sinaicare", "/services/workforce"];

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
  // A service-disruption notice on a region's page: its banner and hide button (decision 1020).
  const now = Date.now();
  const text = { title: "Phone lines", reason: "Maintenance.", alternatives: "Email us." };
  await createNotice({ en: text, fr: text, pages: ["region:peel-region"], startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000) }, null);
});

interface ServerPage {
  name: string;
  html: string;
}

async function get(path: string): Promise<ServerPage> {
  const response = await visitor.fetch(path);
  expect(response.ok, `${path} answers`).toBe(true);
  return { name: `GET ${path}`, html: await response.text() };
}

/** The page that answers a form sent by the script: its `_js` marker asks for the outcome instead of a redirect. */
async function post(path: string, fields: Record<string, string | File>): Promise<ServerPage> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ [JS_FIELD]: "1", [HONEYPOT_FIELD]: "", ...fields })) body.append(name, value);
  const response = await visitor.fetch(path, { method: "POST", body, from: new URL(path, visitor.site.origin) });
  return { name: `POST ${path}`, html: await response.text() };
}

/** For each hook, the pages whose HTML has an element with it (template contents included). */
function hooksIn(pages: ServerPage[]): Map<SeamName, string[]> {
  const found = new Map<SeamName, string[]>(seamNames.map((name) => [name, []]));
  for (const { name, html } of pages) {
    const doc = parseHtml(html);
    const roots: ParentNode[] = [doc, ...[...doc.querySelectorAll("template")].map((template) => template.content)];
    for (const hook of seamNames) if (roots.some((root) => root.querySelector(seam[hook].selector))) found.get(hook)!.push(name);
  }
  return found;
}

async function smallPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  return Buffer.from(await doc.save());
}

test("every hook of the browser seam matches an element in the public pages' HTML", async () => {
  const pages = await Promise.all(PAGES.map((path) => get(path)));

  // A blog article, and the last testimonials page ('No more testimonials').
  const article = /href="(\/blog\/(?!rss)[a-z0-9-]+)"/.exec(pages.find((entry) => entry.name === "GET /blog")!.html)?.[1];
  expect(article, "the blog lists an article").toBeTruthy();
  pages.push(await get(article!));
  let next: string | undefined = "/testimonials";
  for (let guard = 0; next && guard < 50; guard += 1) {
    const testimonials = await get(next);
    pages.push(testimonials);
    next = parseHtml(testimonials.html).querySelector(`a${seam.loadMore.selector}`)?.getAttribute("href") ?? undefined;
  }

  // What answers the forms the script sends: an error (the outcome, the alert) and an accepted
  // job application with a resume (the 'Resume uploaded' block with 'Copy link').
  pages.push(await post("/contact", { name: "", email: "", subject: "", message: "" }));
  pages.push(
    await post("/job", {
      name: "Seam Check",
      email: "seam-check@example.com",
      position: "",
      message: "",
      // The screening answers: the application is accepted and its answer shows the resume.
      "region-peel-region": "yes",
      "availability-part-time": "yes",
      start_date: "2099-01-15",
      "language-english": "yes",
      [RESUME_FIELD]: new File([new Uint8Array(await smallPdf())], "resume.pdf", { type: "application/pdf" }),
    }),
  );

  const found = hooksIn(pages);
  const missing = seamNames.filter((name) => !scriptWrittenHooks.includes(name) && found.get(name)!.length === 0);
  expect(missing.map((name) => `${name} (${seam[name].selector})`), "hooks no public page renders").toEqual([]);
  // The answers carry what only they carry.
  expect(found.get("formOutcome")).toEqual(expect.arrayContaining(["POST /contact", "POST /job"]));
  expect(found.get("copyLink")).toContain("POST /job");
});
