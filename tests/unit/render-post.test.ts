import { describe, expect, test } from "vitest";
import { postPlainText, renderPostBody, sanitizePostHtml } from "~/server/domain/render-post.server";

/** A body an attacker with a stolen admin account might save. */
const HOSTILE_BODY = [
  "# Hostile",
  "",
  "Text <script>alert('script')</script> more.",
  "",
  '<img src="/x.png" onerror="alert(\'onerror\')">',
  "",
  "[click](javascript:alert('link')) and [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "",
  '<a href="JaVaScRiPt:alert(1)">mixed case</a> <a href="java&#x09;script:alert(1)">entity</a>',
  '<iframe src="https://evil.example/frame"></iframe><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
  '<style>body { display: none }</style><p style="color:red" onclick="alert(1)" class="x">styled</p>',
  '<svg onload="alert(1)"><script>alert(2)</script></svg><form action="/admin"><button>go</button></form>',
  '<object data="x.swf"></object><embed src="x.swf"><meta http-equiv="refresh" content="0;url=https://evil.example">',
].join("\n");

describe("renderPostBody: markdown or HTML, always sanitised", () => {
  test("renders markdown", () => {
    const html = renderPostBody("Intro with **bold** and a [link](https://example.com/care).\n\n- one\n- two");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com/care" rel="noopener noreferrer nofollow">link</a>');
    expect(html).toContain("<li>one</li>");
  });

  test("keeps safe HTML as HTML (not as a code block)", () => {
    const html = renderPostBody("<h2>Heading</h2>\n    <p>Indented paragraph with <em>emphasis</em>.</p>");
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<em>emphasis</em>");
    expect(html).not.toContain("<pre>");
  });

  test("an h1 in the body becomes an h2 (the title is the page's h1)", () => {
    expect(renderPostBody("# Big")).toBe("<h2>Big</h2>\n");
    expect(renderPostBody("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  test("removes scripts, event handlers, javascript:/data: URLs, frames, styles and forms", () => {
    const html = renderPostBody(HOSTILE_BODY);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert\(/);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/<(iframe|style|svg|form|button|object|embed|meta)\b/i);
    expect(html).not.toMatch(/\s(style|class)=/i);
    // The harmless parts survive.
    expect(html).toContain("<h2>Hostile</h2>");
    expect(html).toContain("styled");
    expect(html).toContain('<img src="/x.png" alt="" loading="lazy" />');
  });

  test("images only from this site's own paths", () => {
    expect(sanitizePostHtml('<img src="https://tracker.example/p.gif" alt="t">')).toBe("");
    expect(sanitizePostHtml('<img src="//tracker.example/p.gif" alt="t">')).toBe("");
    expect(sanitizePostHtml('<img src="/images/blog/a.svg" alt="A">')).toBe('<img src="/images/blog/a.svg" alt="A" loading="lazy" />');
  });

  test("links keep web, mail and phone URLs only", () => {
    expect(sanitizePostHtml('<a href="mailto:care@example.com">m</a>')).toBe('<a href="mailto:care@example.com">m</a>');
    expect(sanitizePostHtml('<a href="tel:+19055550142">t</a>')).toBe('<a href="tel:+19055550142">t</a>');
    expect(sanitizePostHtml('<a href="vbscript:msgbox(1)">v</a>')).toBe("<a>v</a>");
  });

  test("an empty body renders nothing (the page shows the excerpt)", () => {
    expect(renderPostBody("")).toBe("");
    expect(renderPostBody("  \n ")).toBe("");
  });
});

describe("postPlainText", () => {
  test("is the visible text, without markup", () => {
    expect(postPlainText("## Title\n\nOne **two** three.\n\n<p>Four &amp; five</p>")).toBe("Title One two three. Four & five");
  });

  test("drops hostile content entirely", () => {
    expect(postPlainText("<script>alert(1)</script>Safe")).toBe("Safe");
  });
});
