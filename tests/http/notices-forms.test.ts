/**
 * Service-disruption notices on the built server with its test clock
 * (decision 1020): the owner creates one without JavaScript (refusals keep
 * what was typed, messages next to their fields); its banner appears on a
 * region's page the page cache keeps at its start minute and is gone at its
 * end minute, with no write at those moments; only on the pages it concerns,
 * in French on the French twin; then it is listed with the past notices.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { tmpRoot } from "../integration/server-process-helpers";
import { descriptionOf, textOf } from "./support/dom";
import { BUILT_SERVER_OWNER, type BuiltServer, builtServer } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

const clockFile = path.join(tmpRoot, `notices-forms-clock-${process.pid}`);
/** Sets the server's clock to `at` (ms), from now on. */
const setClock = (at: number) => fs.writeFileSync(clockFile, String(at - Date.now()));

// Tomorrow (UTC date) 15:00 to 16:00 UTC: 10:00 to 11:00 in Toronto, which is what staff type.
const day = new Date((Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000).toISOString().slice(0, 10);
const START = Date.parse(`${day}T15:00:00Z`);
const END = Date.parse(`${day}T16:00:00Z`);
const MINUTE = 60_000;

const EN_TITLE = "Phone lines in Peel Region";
const FR_TITLE = "Lignes téléphoniques de la région de Peel";
const PEEL = "/location/peel-region";

let site: BuiltServer;
let owner: Visitor;
let anonymous: Visitor;
let firstRefusal: Page;
/** What the first refused form held as it came back (the next submission changes that form). */
let kept1: Record<string, string | boolean>;
let secondRefusal: Page;
let list: Page;
afterAll(() => site?.stop());

const banner = (page: Page) => page.screen.queryByRole("region", { name: /^(Service disruption|Interruption de service)/ });

/** The page as anonymous visitors get it, once the cache keeps it (kept off the request path: a few tries). */
async function kept(target: string): Promise<Page> {
  for (let tries = 0; ; tries++) {
    const page = await anonymous.open(target);
    if (page.response.headers.get("x-cache") === "hit") return page;
    if (tries > 200) throw new Error(`${target} was never kept`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  setClock(START - 30 * MINUTE);
  site = await builtServer({ NODE_ENV: "test", TEST_CLOCK_FILE: clockFile });
  anonymous = new Visitor(site);
  owner = new Visitor(site);
  const signIn = await owner.open("/admin/login");
  await signIn
    .formOf(signIn.screen.getByRole("button", { name: "Sign in" }))
    .fill("Email", BUILT_SERVER_OWNER.email)
    .fill("Password", BUILT_SERVER_OWNER.password)
    .submit("Sign in");

  const blank = await owner.expectPage("/admin/notices/new");
  // The French text is only spaces: refused, and everything typed comes back.
  firstRefusal = await blank
    .formOf(blank.screen.getByRole("button", { name: "Create notice" }))
    .fill("What is disrupted (English)", EN_TITLE)
    .fill("Why (English)", "The phone company is repairing a cable.")
    .fill("Alternatives (English)", "Email care@example.com or call the Toronto office at 416-555-0100.")
    .fill("What is disrupted (French)", "   ")
    .fill("Why (French)", "La compagnie de téléphone répare un câble.")
    .fill("Alternatives (French)", "Écrivez à care@example.com ou appelez le bureau de Toronto au 416 555-0100.")
    .check("Only the pages ticked below")
    .check("Region: Peel Region")
    .fill("From", `${day}T10:00`)
    .fill("Until", `${day}T11:00`)
    .submit("Create notice");
  const refused = firstRefusal.formOf(firstRefusal.screen.getByRole("button", { name: "Create notice" }));
  kept1 = {
    englishTitle: refused.value("What is disrupted (English)"),
    frenchReason: refused.value("Why (French)"),
    from: refused.value("From"),
    some: refused.control("Only the pages ticked below").checked,
    peel: refused.control("Region: Peel Region").checked,
    york: refused.control("Region: York Region").checked,
  };
  // Then an end before its start, and no page ticked for "only the pages ticked".
  secondRefusal = await firstRefusal
    .formOf(firstRefusal.screen.getByRole("button", { name: "Create notice" }))
    .fill("What is disrupted (French)", FR_TITLE)
    .uncheck("Region: Peel Region")
    .fill("Until", `${day}T09:00`)
    .submit("Create notice");
  list = await secondRefusal
    .formOf(secondRefusal.screen.getByRole("button", { name: "Create notice" }))
    .check("Region: Peel Region")
    .fill("Until", `${day}T11:00`)
    .submit("Create notice");
});

test("a refused notice keeps what was typed and says what is wrong next to the field", () => {
  expect(firstRefusal.status).toBe(400);
  const form = firstRefusal.formOf(firstRefusal.screen.getByRole("button", { name: "Create notice" }));
  expect(descriptionOf(form.control("What is disrupted (French)"))).toContain("Write the French title.");
  expect(form.control("What is disrupted (French)").getAttribute("aria-invalid")).toBe("true");
  expect(kept1).toEqual({
    englishTitle: EN_TITLE,
    frenchReason: "La compagnie de téléphone répare un câble.",
    from: `${day}T10:00`,
    some: true,
    peel: true,
    york: false,
  });

  expect(secondRefusal.status).toBe(400);
  const second = secondRefusal.formOf(secondRefusal.screen.getByRole("button", { name: "Create notice" }));
  expect(descriptionOf(second.control("Until"))).toContain("The end must be after the start.");
  expect(textOf(secondRefusal.screen.getByRole("group", { name: "Pages it shows on" }))).toContain("Tick the pages it concerns, or choose every public page.");
  expect(second.value("What is disrupted (French)")).toBe(FR_TITLE);
});

test("saved, it is listed as scheduled, and the audit log says who created it", async () => {
  expect(list.url.pathname).toBe("/admin/notices");
  const scheduled = list.screen.getByRole("region", { name: "Scheduled (1)" });
  expect(textOf(scheduled)).toContain(EN_TITLE);
  expect(textOf(scheduled)).toContain("Region: Peel Region");
  const audit = textOf((await owner.expectPage("/admin/audit")).document.body);
  expect(audit).toContain("Created a service notice");
  expect(audit).toContain(EN_TITLE);
});

test("the banner appears on a kept page at its start minute, only where it belongs, and is gone at its end minute", async () => {
  // Before: the region's page is kept without a banner (saving the notice came before this).
  setClock(START - MINUTE);
  const before = await kept(PEEL);
  expect(banner(before)).toBeNull();

  // Its start minute, with no write: the kept page is not served any more.
  setClock(START);
  const during = await anonymous.open(PEEL);
  const shown = banner(during);
  expect(shown, "the banner at the start minute").not.toBeNull();
  expect(textOf(shown)).toContain(`Service disruption: ${EN_TITLE}`);
  expect(textOf(shown)).toContain("Email care@example.com");
  expect(during.response.headers.get("etag")).not.toBe(before.response.headers.get("etag"));
  // Kept again with the banner; its hide button waits for the script.
  const keptDuring = await kept(PEEL);
  expect(textOf(banner(keptDuring))).toContain(EN_TITLE);
  expect(keptDuring.document.querySelector("[data-notice-dismiss]")?.hasAttribute("hidden")).toBe(true);

  // The French twin in French; another region's page and the home page without it.
  const french = await anonymous.open("/fr/emplacements/region-de-peel");
  expect(textOf(banner(french))).toContain(`Interruption de service : ${FR_TITLE}`);
  expect(textOf(banner(french))).not.toContain(EN_TITLE);
  expect(banner(await anonymous.open("/location/york-region"))).toBeNull();
  expect(banner(await anonymous.open("/"))).toBeNull();

  // Its end minute: gone, though the page with the banner was kept.
  setClock(END);
  expect(banner(await anonymous.open(PEEL)), "the banner at the end minute").toBeNull();

  // And listed with the past notices.
  const past = (await owner.expectPage("/admin/notices")).screen.getByRole("region", { name: "Past notices (1)" });
  expect(textOf(past)).toContain(EN_TITLE);
});

test("a past notice is read only: no form, and a save posted anyway is refused with a message, the notice unchanged", async () => {
  setClock(END);
  const list = await owner.expectPage("/admin/notices");
  const view = list.screen.getByRole("link", { name: `View ${EN_TITLE}` });
  const url = new URL(view.getAttribute("href")!, site.origin);
  const page = await list.follow(view);
  expect(page.screen.queryByRole("button", { name: "Save notice" })).toBeNull();
  expect(page.document.querySelector("form textarea, form input:not([type=hidden])")).toBeNull();
  expect(textOf(page.screen.getByRole("region", { name: "As it was shown (read only)" }))).toContain(FR_TITLE);

  const body = new URLSearchParams({ intent: "save", title_en: "Changed afterwards", reason_en: "x", alternatives_en: "x", title_fr: "Changé", reason_fr: "x", alternatives_fr: "x", scope: "all", starts_at: `${day}T10:00`, ends_at: `${day}T11:00` });
  const refused = await owner.navigate(url, { method: "POST", body, from: url });
  expect(refused.status).toBe(200);
  expect(refused.url.pathname).toBe(url.pathname);
  expect(textOf(refused.screen.getByRole("region", { name: "Notifications" }))).toContain("Not saved: this notice has ended");
  const after = textOf((await owner.expectPage("/admin/notices")).screen.getByRole("region", { name: "Past notices (1)" }));
  expect(after).toContain(EN_TITLE);
  expect(after).not.toContain("Changed afterwards");
});
