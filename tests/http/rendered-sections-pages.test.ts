/**
 * Sections rendered once (RenderedOnce, app/server/infra/rendered-sections.server.tsx)
 * through the request handler: each page of the measured set gives the same bytes
 * from kept sections as rendered afresh, in both editions; and a change to what a
 * section shows (a new review, a closed posting) shows on the next request.
 */
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { setPostingOpen } from "~/server/domain/job-postings.server";
import { storeReview } from "~/server/domain/testimonials.server";
import { db } from "~/server/infra/db.server";
import { sectionMode } from "~/server/infra/rendered-sections.server";
import { queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import { signedInVisitor } from "./support/staff";
import { Visitor } from "./support/visitor";

let visitor: Visitor;
let article: string;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
  article = (await visitor.expectPage("/blog")).document.querySelector<HTMLAnchorElement>('main a[href^="/blog/"]')!.getAttribute("href")!;
});
afterEach(() => sectionMode("keep"));

const html = async (path: string) => {
  const response = await visitor.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("sections rendered once", () => {
  test("every measured page, English and French, is the same from kept sections as rendered within the page", async () => {
    const paths = ["/", "/?utm_source=mail", "/blog", "/blog?q=care", article, "/location/peel-region", "/careers", "/request-care", "/request-care?postalCode=L5B1M3", "/fr", "/fr/blogue", "/fr/carrieres", "/fr/emplacements/region-de-peel", "/fr/demande-de-soins"];
    sectionMode("in-place");
    const inPlace = await Promise.all(paths.map(html));
    sectionMode("fresh");
    const fresh = await Promise.all(paths.map(html));
    sectionMode("keep");
    const first = await Promise.all(paths.map(html));
    const kept = await Promise.all(paths.map(html));
    // React's useId names depend on where in the tree a component renders, and name only each other.
    const named = (page: string) => page.replace(/_[0-9a-f-]*R_[A-Za-z0-9]+_/g, "«id»");
    for (const [index, path] of paths.entries()) {
      expect(named(fresh[index]!), path).toBe(named(inPlace[index]!));
      expect(first[index], path).toBe(fresh[index]);
      expect(kept[index], path).toBe(fresh[index]);
      expect(kept[index], path).not.toContain("rendered-once");
    }
  });

  test("the newsletter box, kept once, goes back to each page it is on", async () => {
    const returnTo = async (path: string) =>
      [...(await visitor.expectPage(path)).document.querySelectorAll<HTMLInputElement>('form[action$="/newsletter"] input[name="returnTo"], form[action$="/infolettre"] input[name="returnTo"]')].map((input) => input.value);
    expect(await returnTo("/careers")).toEqual(["/careers"]);
    expect(await returnTo("/blog")).toEqual(["/blog", "/blog"]);
    expect(await returnTo("/fr/carrieres")).toEqual(["/fr/carrieres"]);
    expect(await returnTo("/location/peel-region?utm_source=mail")).toEqual(["/location/peel-region?utm_source=mail"]);
    expect(await returnTo("/newsletter")).toEqual(["/", "/"]);
    const missing = await visitor.expectPage("/no-such-page", 404);
    expect([...missing.document.querySelectorAll<HTMLInputElement>('input[name="returnTo"]')].map((input) => input.value)).toEqual(["/no-such-page"]);
  });

  test("a refused answer is the sender's own: the next visitor's form is the empty one", async () => {
    const empty = await html("/request-care");
    const page = await new Visitor(visitor.site).expectPage("/request-care");
    const refused = await page
      .formOf(page.screen.getByRole("button", { name: "Send my request" }))
      .fill("Your name", "Jordan Kept-Apart")
      .fill("Postal code where care is needed", "12345")
      .submit("Send my request");
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Jordan Kept-Apart");
    const next = await html("/request-care");
    expect(next).not.toContain("Jordan Kept-Apart");
    expect(next).toBe(empty);
  });

  test("a page with a toast has it in its region, with the card template; the page after has none", async () => {
    const reader = new Visitor(visitor.site);
    const page = await reader.expectPage("/careers");
    const thanked = await page
      .formOf(queriesIn(page.document.getElementById("site-footer")!).getByRole("button", { name: "Subscribe" }))
      .fill("Email address", `kept-sections-${Date.now()}@example.com`)
      .check(/withdraw my consent/)
      .submit("Subscribe");
    expect(thanked.url.pathname).toBe("/careers");
    const region = thanked.screen.getByRole("region", { name: "Notifications" });
    expect(textOf(queriesIn(region).getByRole("status"))).toContain("Thank you for subscribing");
    expect(region.querySelector("template[data-toast-template]")).not.toBeNull();
    const after = await reader.expectPage("/careers");
    expect(textOf(after.screen.getByRole("region", { name: "Notifications" }))).toBe("");
    expect(after.document.querySelectorAll("template[data-toast-template]")).toHaveLength(1);
  });

  test("a staff page keeps its own sprite and the loader data handed to its router", async () => {
    const staff = await signedInVisitor(`kept-sections-${Date.now()}@example.com`, "owner", visitor.site);
    const dashboard = await staff.expectPage("/admin");
    expect(dashboard.document.querySelectorAll("svg.hidden symbol#i-phone")).toHaveLength(1);
    expect(dashboard.html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(dashboard.html).not.toContain("rendered-once");
  });

  test("a new review and a closed posting show on the next request", async () => {
    const before = await html("/");
    expect(before).not.toContain("Kept sections follow their inputs");
    await storeReview({ name: "Dana Visitor", role: undefined, rating: 5, content: "Kept sections follow their inputs, said the reviewer." });
    expect(await html("/")).toContain("Kept sections follow their inputs");

    const posting = await db().selectFrom("job_postings").select(["id", "title"]).where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow();
    expect(await html("/careers")).toContain(posting.title);
    await setPostingOpen(posting.id, false);
    expect(await html("/careers")).not.toContain(`>${posting.title}<`);
  });
});
