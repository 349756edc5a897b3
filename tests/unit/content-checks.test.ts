import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { demoPosts } from "~/content/demo-content";
import { checkContent, internalLinks } from "~/lib/content-checks";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/content-checks/${name}`, import.meta.url), "utf8");
const kinds = (body: string) => checkContent(body).map((problem) => `${problem.kind}@${problem.line}`);

describe("the accessibility checks before publishing", () => {
  test("a clean body: described and decorative images, headings in order, a table with headings, clear links", () => {
    expect(checkContent(fixture("clean.md"))).toEqual([]);
  });

  test("every problem of a Markdown body, with its line and what to do", () => {
    expect(kinds(fixture("problems.md"))).toEqual([
      "heading-1@1",
      "heading-skipped@7",
      "image-alt@9",
      "link-text@11",
      "link-text@11",
      "link-text@11",
      "link-text@11",
      "link-text@13",
      "table-header@15",
    ]);
    const messages = checkContent(fixture("problems.md")).map((problem) => problem.message);
    expect(messages[0]).toBe("Line 1: the heading “A second title” is a level-1 heading. The title is the only one: use Heading 2.");
    expect(messages[1]).toBe("Line 7: the heading “Skipped a level” skips a level (a 2 followed by a 4). Use Heading 3.");
    expect(messages[2]).toBe("Line 9: the image “photo.jpg” has no description. Describe it, or mark it decorative.");
    expect(messages[3]).toBe("Line 11: the link to /blog/five-signs says only “here”. Say where it leads.");
    expect(messages[4]).toContain("says only “click here”");
    expect(messages[5]).toContain("says only “Read more…”");
    expect(messages[6]).toBe("Line 11: the link to /blog/x has no text. Say where it leads.");
    expect(messages[7]).toBe("Line 13: the link to https://example.com/care is a bare address. Say where it leads.");
  });

  test("a body in HTML is checked the same way (alt=\"\" is decorative there)", () => {
    expect(kinds(fixture("html.html"))).toEqual(["heading-skipped@2", "image-alt@3", "link-text@4", "table-header@5"]);
  });

  test("the first heading of the body may not be a 3: the title is the 1", () => {
    expect(kinds("Intro\n\n### Too deep")).toEqual(["heading-skipped@3"]);
  });

  test("every seeded post passes", () => {
    for (const post of demoPosts) expect(checkContent(post.content), post.title).toEqual([]);
  });

  test("internal links: paths and this site's own addresses, without query or fragment", () => {
    const body = "[a](/blog/five-signs#top) [b](https://example.com/x) [c](http://localhost:3000/careers/?x=1) <a href=\"/contact\">d</a>";
    expect(internalLinks(body, "http://localhost:3000")).toEqual([
      { path: "/blog/five-signs", line: 1 },
      { path: "/careers", line: 1 },
      { path: "/contact", line: 1 },
    ]);
  });
});
