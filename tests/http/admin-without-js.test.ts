/**
 * Staff pages without JavaScript, where they answer differently from the
 * hydrated app: a delete goes through a confirmation page, the media library
 * takes one image at a time. (The same screens with JavaScript, and the post
 * editor's save and sign-in without it, are tests/e2e's.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { seedDemoContent } from "~/server/domain/seed.server";
import { signedInCookie } from "../integration/admin-helpers";
import { queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let owner: Visitor;
beforeAll(async () => {
  await seedDemoContent();
  owner = new Visitor(await appSite());
  const [name, value] = (await signedInCookie("owner@example.com", "owner")).split(/=(.*)/s);
  owner.setCookie(name!, value!);
});

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));

describe("categories", () => {
  test("add, refuse a duplicate next to the field, delete through the confirmation page", async () => {
    const name = `Category ${Date.now().toString(36)}`;
    const page = await owner.open("/admin/categories");
    const added = await page.formOf(page.screen.getByRole("button", { name: "Add category" })).fill("New category name", `  ${name}  `).submit("Add category");
    expect(toastText(added)).toContain("Category added");
    added.screen.getByTestId(`category-row-${name}`);

    const duplicate = await added.formOf(added.screen.getByRole("button", { name: "Add category" })).fill("New category name", name.toUpperCase()).submit("Add category");
    duplicate.screen.getByText(`A category named “${name}” already exists.`);
    expect(duplicate.formOf(duplicate.screen.getByRole("button", { name: "Add category" })).control("New category name").getAttribute("aria-invalid")).toBe("true");
    // Listed by name.
    const names = [...duplicate.document.querySelectorAll('[data-testid^="category-row-"]')].map((row) => row.getAttribute("data-testid")!.slice("category-row-".length));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    // The Delete button is a GET form to a page that asks, with the real POST form.
    const confirm = await duplicate.formOf(duplicate.screen.getByRole("button", { name: `Delete ${name}` })).submit();
    confirm.screen.getByText("Delete this category? This action cannot be undone.");
    const deleted = await confirm.formOf(queriesIn(confirm.screen.getByRole("main")).getByRole("button", { name: "Delete" })).submit("Delete");
    expect(toastText(deleted)).toContain("Category deleted.");
    expect(deleted.screen.queryByTestId(`category-row-${name}`)).toBeNull();
  });

  test("a category that posts use: the confirmation page says so at once and offers no Delete", async () => {
    const page = await owner.open("/admin/categories");
    const confirm = await page.formOf(page.screen.getByRole("button", { name: "Delete Home Care" })).submit();
    confirm.screen.getByText(/posts? uses? “Home Care”\. Move (it|them) to another category first\./);
    expect(queriesIn(confirm.screen.getByRole("main")).queryByRole("button", { name: "Delete" })).toBeNull();
    (await owner.open("/admin/categories")).screen.getByTestId("category-row-Home Care");
  });
});

test("the media library takes one image at a time without JavaScript", async () => {
  const page = await owner.open("/admin/media");
  const input = page.screen.getByLabelText("Image") as HTMLInputElement;
  expect(input.type).toBe("file");
  expect(input.hasAttribute("multiple")).toBe(false);
});

test("a role without a feature sees no link to it, and its pages answer 403 with the way back", async () => {
  const site = await appSite();
  // The owner has each of these links (so their absence below means something).
  const ownerNav = queriesIn((await owner.open("/admin")).screen.getByRole("navigation", { name: "Admin" }));
  for (const link of ["Care requests", "Redirects", "Applications", "Messages", "Audit log", "Posts", "Categories", "Reviews", "Subscribers"]) {
    ownerNav.getByRole("link", { name: link });
  }
  for (const [role, link, paths] of [
    ["editor", "Care requests", ["/admin/care-requests", "/admin/care-requests/1"]],
    ["hr", "Care requests", ["/admin/care-requests"]],
    ["author", "Redirects", ["/admin/redirects", "/admin/not-found"]],
    ["editor", "Applications", ["/admin/applications", "/admin/inbox/applications", "/admin/applications.csv"]],
    ["author", "Applications", ["/admin/jobs", "/admin/applications"]],
    ["hr", "Messages", ["/admin/inbox/messages", "/admin/audit", "/admin/new"]],
    ["hr", "Audit log", []],
    ["hr", "Posts", []],
    ["hr", "Categories", []],
    ["hr", "Reviews", []],
    ["hr", "Subscribers", []],
  ] as const) {
    const visitor = new Visitor(site);
    const [name, value] = (await signedInCookie(`${role}@example.com`, role)).split(/=(.*)/s);
    visitor.setCookie(name!, value!);
    const dashboard = await visitor.open("/admin");
    expect(queriesIn(dashboard.screen.getByRole("navigation", { name: "Admin" })).queryByRole("link", { name: link }), `${role}: ${link}`).toBeNull();
    // HR works on applications: that link stays.
    if (role === "hr") queriesIn(dashboard.screen.getByRole("navigation", { name: "Admin" })).getByRole("link", { name: "Applications" });
    for (const path of paths) {
      const refused = await visitor.open(path);
      expect(refused.status, `${role} ${path}`).toBe(403);
      expect(textOf(refused.screen.getByRole("heading", { level: 1 }))).toBe("You don't have access to this page");
      expect(refused.screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe("/admin");
    }
  }
});

test("an author writes a draft: no Published switch, the draft listed without Publish", async () => {
  const author = new Visitor(await appSite());
  const [name, value] = (await signedInCookie("author@example.com", "author")).split(/=(.*)/s);
  author.setCookie(name!, value!);
  const form = await author.open("/admin/new");
  expect(form.screen.queryByLabelText("Published")).toBeNull();
  form.screen.getByText(/An editor reviews and publishes it/);
  const title = `Author draft ${Date.now().toString(36)}`;
  const saved = await form.formOf(form.screen.getByRole("button", { name: "Create" })).fill("Title", title).fill("Content", "A draft for an editor to read.").submit("Create");
  expect(new URL(saved.url).pathname).toBe("/admin");
  const row = saved.screen.getAllByRole("listitem").find((item) => item.textContent?.includes(title));
  expect(row, "the draft in the list").toBeDefined();
  queriesIn(row!).getByText("Draft", { exact: true });
  expect(queriesIn(row!).queryByRole("button", { name: /Publish/ })).toBeNull();
});
